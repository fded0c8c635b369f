import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer, postgresTemplatePrefix } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its PGlite templates (see `openTestDatabase`). */
    pgliteTemplates: string;
  }
}

/**
 * One folder of database templates per run (on PostgreSQL, template databases): made by the first
 * test that needs each, then shared.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'console-test-templates-'));
  project.provide('pgliteTemplates', folder);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropPostgresTemplates(postgresTemplatePrefix(folder));
  };
}

/** Drops the template databases this run made on the PostgreSQL server (`TEST_DATABASE_URL`). */
const dropPostgresTemplates = (prefix: string) =>
  onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE ${datname} WITH (FORCE)`);
  });
