// `npm test`: every check at once, so a 2-core machine stays busy. The unit and integration tests
// (vitest, two workers) start at once; so does the build, then the end-to-end tests, whose
// browser waits leave a core mostly idle. Run one after the other they took 14 + 11.5 minutes on
// a slow CI machine, for 25 + 6.5 minutes of CPU. The end-to-end tests keep the first claim on the
// CPU (they wait on time-outs); vitest, lint and type-check yield to them (`nice`), and nothing
// waits on lint or type-check. Each line is printed as it comes, prefixed with its job's name;
// the run fails when any job fails, once all have ended.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { createInterface } from 'node:readline';

/** A job: commands run one after the other, at a niceness (0: as the end-to-end tests). */
const JOBS = [
  { name: 'vitest', nice: 5, steps: [['npx', 'vitest', 'run']] },
  {
    name: 'e2e',
    nice: 0,
    steps: [
      ['npm', 'run', '--silent', 'build'],
      ['npx', 'playwright', 'test'],
    ],
  },
  { name: 'lint', nice: 10, steps: [['npm', 'run', '--silent', 'lint']] },
  { name: 'typecheck', nice: 10, steps: [['npm', 'run', '--silent', 'typecheck']] },
];

const only = process.argv.slice(2);
const jobs = only.length ? JOBS.filter(({ name }) => only.includes(name)) : JOBS;
const running = new Set();
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

/** Runs one command in a process group of its own (so a stop reaches its children). */
const run = (name, nice, [command, ...args]) =>
  new Promise((resolve) => {
    const child = spawn('nice', ['-n', String(nice), command, ...args], {
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${name}] ${line}\n`);
      });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const stop = (signal) => {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(1);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const results = await Promise.all(
  jobs.map(async ({ name, nice, steps }) => {
    for (const step of steps) {
      const code = await run(name, nice, step);
      if (code !== 0) {
        process.stdout.write(
          `── ${name}: ${step.join(' ')} failed (exit ${code}) at ${seconds()} s ──\n`,
        );
        return { name, code };
      }
    }
    process.stdout.write(`── ${name} passed at ${seconds()} s ──\n`);
    return { name, code: 0 };
  }),
);
const failed = results.filter(({ code }) => code !== 0).map(({ name }) => name);
process.stdout.write(
  failed.length ? `── failed: ${failed.join(', ')} ──\n` : `── all passed in ${seconds()} s ──\n`,
);
process.exit(failed.length ? 1 : 0);
