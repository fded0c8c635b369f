import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its PGlite templates (see `openTestDatabase`). */
    pgliteTemplates: string;
  }
}

/** The prefix of a run's template databases on PostgreSQL (see `openTestDatabase`). */
export const postgresTemplatePrefix = (templatesFolder: string) =>
  `console_template_${templatesFolder.slice(-6).toLowerCase()}_`;

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
async function dropPostgresTemplates(prefix: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
