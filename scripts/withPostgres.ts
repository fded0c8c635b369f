import { spawn } from 'node:child_process';
import { startPostgresCluster } from './postgresCluster';

// `tsx scripts/withPostgres.ts <command…>`: runs the command with TEST_DATABASE_URL pointing to a
// throw-away PostgreSQL cluster (Debian's `postgresql`), started on a loopback port and removed
// afterwards. `.ci/run` runs the integration suite this way, so every query is tried on both
// engines.
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/withPostgres.ts <command> [args…]');
  process.exit(2);
}
const cluster = await startPostgresCluster({ max_connections: '300' });
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  await cluster.stop();
}
process.exit(code);
