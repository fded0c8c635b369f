import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';
import { seedDatabase } from '../../../server/seed';

/** The PostgreSQL server the suite also runs against (`.ci/run` sets it), if any. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

let created = 0;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when TEST_DATABASE_URL
 * is set — a new database on that PostgreSQL server, dropped by `close()`. So every integration
 * test runs on both engines without knowing which. With `seedSize`, the PGlite database may come
 * with the demo data already seeded at that size (the platform seeds what is missing either way).
 */
export async function openTestDatabase({
  seedSize,
}: { seedSize?: number } = {}): Promise<Database> {
  return TEST_DATABASE_URL ? openPostgresDatabase() : openPgliteFromTemplate(seedSize);
}

/*
 * Starting PGlite costs an initdb in WebAssembly (seconds on a busy 2-core machine), and seeding
 * more: the first test of a run that needs a given state (migrated, or seeded with N calls) builds
 * it and leaves a dump in the run's template folder; the others load that dump (a fraction of
 * the time). Written under a unique name and renamed, so two workers never read half a file.
 */
async function openPgliteFromTemplate(seedSize: number | undefined): Promise<Database> {
  const file = join(inject('pgliteTemplates'), `seed-${seedSize ?? 'none'}.tar`);
  const snapshot = await readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  if (snapshot) return openDatabase({ snapshot });
  const database = await openDatabase({});
  if (seedSize !== undefined) await seedDatabase(database, { size: seedSize });
  const dump = await database.dump!();
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return database;
}

async function openPostgresDatabase(): Promise<Database> {
  created += 1;
  const name = `console_test_${process.pid}_${Date.now()}_${created}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
