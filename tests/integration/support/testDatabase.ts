import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db';

/** The PostgreSQL server the suite also runs against (`.ci/run` sets it), if any. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

let created = 0;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when TEST_DATABASE_URL
 * is set — a new database on that PostgreSQL server, dropped by `close()`. So every integration
 * test runs on both engines without knowing which.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!TEST_DATABASE_URL) return openDatabase({});
  created += 1;
  const name = `console_test_${process.pid}_${Date.now()}_${created}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
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
