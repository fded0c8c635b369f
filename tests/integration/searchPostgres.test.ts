import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallRow } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// The calls model and its search on a real PostgreSQL (Debian's is 15; PGlite is 18): generated
// tsvector, GIN index, websearch_to_tsquery, highlights. Runs when TEST_DATABASE_URL points to a
// server whose user may CREATE DATABASE; works in a database of its own, dropped at the end.
const serverUrl = process.env.TEST_DATABASE_URL;
const url = '/services/search/api/v1/search/transcription-v2/';

describe.skipIf(!serverUrl)('search on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `speech_console_search_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let platform: TestPlatform;
  let all: CallRow[];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(serverUrl as string);
    databaseUrl.pathname = `/${name}`;
    platform = await startTestPlatform(
      { database: undefined, databaseUrl: databaseUrl.toString(), seedSize: 300 },
      'test-key',
    );
    all = await platform.database.db.select().from(calls);
  });
  afterAll(async () => {
    await platform?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  const search = async (payload: object) =>
    (await platform.request({ method: 'POST', url, as: 'admin', payload })).json();

  it('finds a phrase with its highlights, in the call’s language', async () => {
    expect(platform.database.kind).toBe('postgres');
    const body = await search({ search: '"résilier mon abonnement"', lang: 'fr', size: 100 });
    const expected = all.filter((call) =>
      call.transcript.some(({ text }) => text.toLowerCase().includes('résilier mon abonnement')),
    );
    expect(body._total).toBe(expected.length);
    expect(body._total).toBeGreaterThan(0);
    for (const hit of body.data) {
      expect(hit.highlights.length).toBeGreaterThan(0);
      expect(
        hit.highlights.every((h: { text: string }) => /résilier mon abonnement/i.test(h.text)),
      ).toBe(true);
    }
  });

  it('filters by metadata, tags, dates in a time zone and counts with size 0', async () => {
    const outbound = all.filter((call) => call.metadata.direction === 'outbound').length;
    expect(
      (await search({ metadata: { include: { direction: 'outbound' } }, size: 0 }))._total,
    ).toBe(outbound);
    // The seed detects the demo tags as it writes the calls: the count is the stored one.
    const tagged = all.filter((call) => call.detectedTags.some(({ id }) => id === 1)).length;
    expect(tagged).toBeGreaterThan(0);
    expect((await search({ tags: { include: [1] }, size: 0 }))._total).toBe(tagged);
    const body = await search({
      search: 'cancel subscription',
      date_range: { begin: '2000-01-01', end: '2100-01-01' },
      timezone: 'Europe/Paris',
      size: 0,
    });
    expect(body).toEqual({ data: [], _total: expect.any(Number), _total_relation: 'eq' });
    expect(body._total).toBeGreaterThan(0);
  });
});
