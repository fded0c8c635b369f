import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';
import { seedDatabase } from '../../../server/seed';
import { onServer, postgresTemplatePrefix } from './postgresServer';

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
  return TEST_DATABASE_URL ? openPostgresDatabase(seedSize) : openPgliteFromTemplate(seedSize);
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

const databaseUrl = (name: string) => {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/*
 * PostgreSQL's counterpart of the PGlite templates: the first test of a run that needs a state
 * (migrated, or seeded with N calls) builds it in a template database, under an advisory lock so
 * two workers never both build it; every test database is then a copy (CREATE DATABASE …
 * TEMPLATE copies files: ~0.2 s instead of ~2 s of migrating and seeding).
 */
async function postgresTemplate(seedSize: number | undefined): Promise<string> {
  const name = `${postgresTemplatePrefix(inject('pgliteTemplates'))}${seedSize ?? 'none'}`;
  await onServer(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${name}`);
    try {
      const template = await openDatabase({ url: databaseUrl(name) });
      try {
        if (seedSize !== undefined) await seedDatabase(template, { size: seedSize });
      } finally {
        await template.close(); // a template is copied only while nobody is connected to it
      }
    } catch (error) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); // never half built
      throw error;
    }
  });
  return name;
}

async function openPostgresDatabase(seedSize: number | undefined): Promise<Database> {
  const template = await postgresTemplate(seedSize);
  created += 1;
  const name = `console_test_${process.pid}_${Date.now()}_${created}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = await openDatabase({ url: databaseUrl(name) });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
