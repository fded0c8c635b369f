import pg from 'pg';

/** Runs `work` on a connection to the PostgreSQL server's database (`TEST_DATABASE_URL`). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The prefix of a run's template databases on PostgreSQL (see `openTestDatabase`). */
export const postgresTemplatePrefix = (templatesFolder: string) =>
  `console_template_${templatesFolder.slice(-6).toLowerCase()}_`;
