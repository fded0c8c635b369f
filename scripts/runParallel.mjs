// `node scripts/runParallel.mjs lint typecheck`: runs npm scripts side by side, prints each one's
// output when it ends, and fails when any fails. `npm test` runs lint, type-check and the build
// so (each single-threaded: together they fill a 2-core machine), then the end-to-end tests beside
// the integration tests: the browser's waits leave most of the CPU idle, and the integration
// tests, at a lower priority (`nice`), take it.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn('npm', ['run', '--silent', script], { shell: false });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          const outcome = code === 0 ? 'passed' : `failed, exit ${code ?? 1}`;
          process.stdout.write(`── npm run ${script} (${outcome}, ${seconds} s) ──\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
