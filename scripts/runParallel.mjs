// `node scripts/runParallel.mjs lint typecheck`: runs npm scripts side by side (each is
// single-threaded: two of them fill a 2-core machine), prints each one's output, with its time,
// when it ends, and fails when any fails. The test phases stay one after the other: run beside
// each other on 2 cores (vitest at a lower priority), the end-to-end tests took twice as long and
// ran past their time-outs, for no shorter run.
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
