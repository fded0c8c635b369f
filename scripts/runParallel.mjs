// `node scripts/runParallel.mjs lint typecheck`: runs npm scripts side by side (each is
// single-threaded: two of them fill a 2-core machine), prints each one's output when it ends,
// and fails when any fails.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn('npm', ['run', '--silent', script], { shell: false });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) =>
          resolve({ script, code: code ?? 1, output: Buffer.concat(chunks) }),
        );
      }),
  ),
);
for (const { script, code, output } of results) {
  process.stdout.write(
    `── npm run ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}) ──\n`,
  );
  process.stdout.write(output);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
