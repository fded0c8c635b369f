import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallRow } from '../../server/db/schema';
import { SEED_CAMPAIGNS, SEED_CLIENTS } from '../../server/seed/calls';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Search service besides the search itself: client and campaign pickers (spec §7, §3 list
// entries), one call with its transcript, and the service's OpenAPI document.
const api = '/services/search/api/v1';

let platform: TestPlatform;
let all: CallRow[];
beforeAll(async () => {
  platform = await startTestPlatform({}, 'test-key');
  all = await platform.database.db.select().from(calls);
});
afterAll(() => platform.close());

const get = (url: string, as: 'admin' | 'client' | 'guest' = 'admin') =>
  platform.request({ url: `${api}${url}`, as });

describe('GET /client/?limit=100', () => {
  it('returns data entries with id and name', async () => {
    const response = await get('/client/?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: SEED_CLIENTS.map(({ id, name }) => ({ id, name })),
    });
  });

  it('honours limit and defaults to 100', async () => {
    expect((await get('/client/?limit=2')).json().data).toHaveLength(2);
    expect((await get('/client/')).json().data).toHaveLength(SEED_CLIENTS.length);
  });

  it('gives a client user their own client only (group client-1)', async () => {
    expect((await get('/client/?limit=100', 'client')).json()).toEqual({
      data: [{ id: 1, name: 'Élan Télécom' }],
    });
  });

  it.each(['0', '1001', 'ten', '1.5'])('refuses limit=%s with errors.limit', async (limit) => {
    const response = await get(`/client/?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.limit).toEqual([expect.any(String)]);
  });

  it('refuses unknown parameters, callers without a call-reader role, and no token', async () => {
    expect((await get('/client/?limit=100&sort=name')).statusCode).toBe(400);
    expect((await get('/client/?limit=100', 'guest')).statusCode).toBe(403);
    expect((await platform.request({ url: `${api}/client/?limit=100` })).statusCode).toBe(401);
  });
});

describe('GET /campaign/?limit=100', () => {
  it('returns data entries with id, name and client.id', async () => {
    const response = await get('/campaign/?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: SEED_CAMPAIGNS.map(({ id, name, clientId }) => ({
        id,
        name,
        client: { id: clientId },
      })),
    });
    expect((await get('/campaign/?limit=3')).json().data).toHaveLength(3);
  });

  it('gives a client user the campaigns of their own client only', async () => {
    const { data } = (await get('/campaign/?limit=100', 'client')).json();
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.every((campaign: { client: { id: number } }) => campaign.client.id === 1)).toBe(
      true,
    );
  });

  it('gives nothing to a user without a client group', async () => {
    const token = await signTestToken('lonely', { roles: ['app.moriarty.clues'], groups: [] });
    const response = await platform.request({ url: `${api}/campaign/?limit=100`, token });
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('GET calls/{id}', () => {
  it('returns the call with its transcript: speaker turns with times and word timings', async () => {
    // A campaign on the word-level recogniser: its turns carry word timings.
    const wordTimed = SEED_CAMPAIGNS.filter((campaign) => campaign.wordTimings).map(({ id }) => id);
    const call = all.find(({ campaignId }) => wordTimed.includes(campaignId)) as CallRow;
    const response = await get(`/calls/${call.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: call.id,
      start_time: call.startTime.toISOString(),
      duration: call.duration,
      lang: call.lang,
      status: call.status,
    });
    expect(body.tags.map(({ id }: { id: number }) => id)).toEqual(
      call.detectedTags.map(({ id }) => id),
    );
    expect(body.transcript).toEqual(call.transcript);
    const [turn] = body.transcript;
    expect(['in', 'out']).toContain(turn.speaker);
    expect(turn.end).toBeGreaterThan(turn.start);
    expect(turn.words[0]).toEqual({
      word: expect.any(String),
      start: expect.any(Number),
      end: expect.any(Number),
      confidence: expect.any(Number),
    });
  });

  it('answers 404 for an unknown call and 400 for an id that is not a call id', async () => {
    const missing = await get('/calls/999-20200101.1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found', errors: {} });
    const bad = await get('/calls/not-a-call');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toEqual([expect.any(String)]);
  });

  it('shows a client user their own calls only (404 for another client’s)', async () => {
    const own = all.find((call) => call.clientId === 1) as CallRow;
    const other = all.find((call) => call.clientId !== 1) as CallRow;
    expect((await get(`/calls/${own.id}`, 'client')).statusCode).toBe(200);
    expect((await get(`/calls/${other.id}`, 'client')).statusCode).toBe(404);
    expect((await get(`/calls/${other.id}`, 'admin')).statusCode).toBe(200);
    expect((await get(`/calls/${own.id}`, 'guest')).statusCode).toBe(403);
  });
});

describe('OpenAPI document', () => {
  it('documents every endpoint and every field of the search body', async () => {
    const response = await platform.request({ url: `${api}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/calls/{id}',
        '/calls/{id}/annotations',
        '/campaign/',
        '/charts',
        '/charts/order',
        '/charts/{id}',
        '/classification-labels',
        '/classification-labels/{id}',
        '/classification-labels/{id}/annotations',
        '/classification-labels/{id}/annotations/{callId}',
        '/classification-labels/{id}/export',
        '/classification-labels/{id}/quality',
        '/client/',
        '/contact/',
        '/history',
        '/search/transcription-v2/',
        '/search/transcription-v2/aggregations',
        '/search/transcription-v2/export',
        '/search/transcription-v2/neighbours',
        '/statistics/events',
        '/tag/',
      ].sort(),
    );
    const search = document.paths['/search/transcription-v2/'].post;
    const body = search.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(
      [
        'campaigns',
        'clients',
        'date_range',
        'decisional',
        'duration_max',
        'duration_min',
        'lang',
        'metadata',
        'page',
        'search',
        'size',
        'sort',
        'speakers',
        'status',
        'tags',
        'timezone',
      ].sort(),
    );
    expect(body.additionalProperties).toBe(false);
    expect(search.responses['200']).toBeDefined();
    expect(document.paths['/contact/'].post.responses['201']).toBeDefined();
  });
});

describe('with the real identity server', () => {
  let real: TestPlatform;
  beforeAll(async () => {
    real = await startTestPlatform({ seedSize: 20 }, 'real');
  });
  afterAll(() => real.close());

  it('scopes the demo client user by their realm group client-1', async () => {
    const clientList = await real.request({ url: `${api}/client/?limit=100`, as: 'client' });
    expect(clientList.json()).toEqual({ data: [{ id: 1, name: 'Élan Télécom' }] });
    const adminList = await real.request({ url: `${api}/client/?limit=100`, as: 'admin' });
    expect(adminList.json().data).toHaveLength(SEED_CLIENTS.length);
  });
});
