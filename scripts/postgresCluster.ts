import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../tests/support/freePort';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (package `postgresql`), newest major first. */
const BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

export interface PostgresCluster {
  /** `postgres://…@127.0.0.1:<port>/postgres`: a superuser may create databases. */
  url: string;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

export const postgresBinDir = () => BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')));

/**
 * A throw-away PostgreSQL cluster on a loopback port: initdb in a temporary directory, tuned for
 * tests and benchmarks (no fsync: nothing here must survive a crash), removed by `stop()`. As
 * root, the server runs as the `postgres` system user (initdb refuses root).
 */
export async function startPostgresCluster(
  settings: Readonly<Record<string, string>> = {},
): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries: apt-get install -y postgresql');
  const dir = await mkdtemp(join(tmpdir(), 'console-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot
      ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
      : ([command, args] as const);
  if (asRoot) {
    await chmod(dir, 0o777);
  }
  const data = join(dir, 'data');
  const [initCommand, initArgs] = as(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  await run(initCommand, [...initArgs]);
  const port = await freePort();
  const options = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_wal_size: '4GB',
    shared_buffers: '256MB',
    // PostgreSQL's advice for populating a database (docs §14.4): no WAL for a COPY into a table
    // emptied in the same transaction, which is how the seed loads calls.
    wal_level: 'minimal',
    max_wal_senders: '0',
    ...settings,
  };
  const [serverCommand, serverArgs] = as(join(bin, 'postgres'), [
    '-D',
    data,
    ...Object.entries(options).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ]);
  const server: ChildProcess = spawn(serverCommand, [...serverArgs], { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 100 || server.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const [stopCommand, stopArgs] = as(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast']);
      await run(stopCommand, [...stopArgs]).catch(() => server.kill('SIGKILL'));
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
