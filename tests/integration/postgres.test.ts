import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CORPUSES } from '../../server/seed/corpuses';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// The same migrations, seed and queries on a real PostgreSQL (Debian's is 15, PGlite is 18).
// Runs when TEST_DATABASE_URL points to a server whose user may CREATE DATABASE; the test works in
// a database of its own, dropped at the end, so the one named by the URL is left untouched.
const serverUrl = process.env.TEST_DATABASE_URL;
const api = '/services/lm-factory/api';

describe.skipIf(!serverUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `speech_console_test_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let platform: TestPlatform;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await platform?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  const databaseUrl = () => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };

  it('migrates and seeds a new database', async () => {
    platform = await startTestPlatform({ database: undefined, databaseUrl: databaseUrl() });
    expect(platform.database.kind).toBe('postgres');
    const list = await platform.request({ url: `${api}/corpuses`, as: 'admin' });
    expect(list.json()).toHaveLength(SEED_CORPUSES.length);
  });

  it('creates, reads, lists and archives a corpus', async () => {
    const created = await platform.request({
      method: 'POST',
      url: `${api}/corpuses`,
      as: 'client',
      payload: { description: 'pg', label: 'Postgres', lang: 'en-GB', sentences: ['a', ' ', 'b'] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const read = await platform.request({ url: `${api}/corpuses/${id}`, as: 'client' });
    expect(read.json()).toMatchObject({ label: 'Postgres', lang: 'gb', sentences: ['a', 'b'] });
    const archived = await platform.request({
      method: 'DELETE',
      url: `${api}/corpuses/${id}`,
      as: 'client',
    });
    expect(archived.json().status).toBe('archived');
    const list = await platform.request({ url: `${api}/corpuses?lang=gb`, as: 'client' });
    expect(list.json()).toEqual([]);
  });

  it('reopens without migrating or seeding twice', async () => {
    await platform.close();
    platform = await startTestPlatform({ database: undefined, databaseUrl: databaseUrl() });
    const list = await platform.request({ url: `${api}/corpuses`, as: 'admin' });
    expect(list.json()).toHaveLength(SEED_CORPUSES.length);
  });
});
