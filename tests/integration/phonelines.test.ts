import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PHONE_LINES } from '../../server/seed/phoneLines';
import { listQuery as query, simpleRestClient, type Method, type User } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 14, "Phonelines": the clients' phone lines are simple-rest records of the phone lines
// service, read with app.phonelines.list (a client user only its own clients'), changed by
// administrators only, every change audited; numbers are E.164 and unique.
const api = '/services/phonelines';
const lines = `${api}/lines`;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({}, 'test-key');
});
afterAll(() => platform?.close());

interface Line {
  id: number;
  number: string;
  label: string;
  client_id: number;
  campaign_id: number | null;
  language: string;
  app_id: number | null;
  recording_enabled: boolean;
  status: 'active' | 'suspended';
  inserted_at: string;
  updated_at: string;
}
const rest = simpleRestClient(() => platform, api);
const { send } = rest;
const list = async (params: Record<string, unknown> = {}, as: User = 'admin') => {
  const { records, range, total } = await rest.list<Line>(lines, params, as);
  return { lines: records, range, total };
};
const numbers = async (params: Record<string, unknown>, as: User = 'admin') =>
  (await list(params, as)).lines.map((line) => line.number);
const create = (body: object) => rest.create<Line>(lines, body);
/** The field errors of a refused request, after checking its status and that it has no more. */
const refusal = async (method: Method, url: string, body: object | undefined, status = 400) => {
  const answer = await rest.refusal(method, url, body, status);
  expect(Object.keys(answer).sort()).toEqual(['errors', 'message']);
  return answer;
};

const seededOf = (client: number) =>
  SEED_PHONE_LINES.filter((line) => line.clientId === client)
    .map((line) => line.number)
    .sort();

describe('reading', () => {
  it('lists the seeded lines by number, with the paging headers', async () => {
    const all = await list({ filter: { client_id: [1, 2, 3, 4] }, range: [0, 99] });
    expect(all.lines.map((line) => line.number)).toEqual(
      SEED_PHONE_LINES.map((line) => line.number).sort(),
    );
    expect(all.range).toBe(`lines 0-${SEED_PHONE_LINES.length - 1}/${SEED_PHONE_LINES.length}`);
    expect(all.total).toBe(String(SEED_PHONE_LINES.length));
    // One line per campaign, and a suspended former line per client.
    expect(SEED_PHONE_LINES).toHaveLength(14);
    const first = all.lines.find((line) => line.number === '+33199000101');
    expect(first).toMatchObject({
      label: 'Service client',
      client_id: 1,
      campaign_id: 1,
      language: 'fr',
      recording_enabled: true,
      status: 'active',
    });
    expect(first?.app_id).toEqual(expect.any(Number));
    for (const line of all.lines) expect(line.number).toMatch(/^\+[1-9]\d{6,14}$/);

    const page = await list({ filter: { client_id: 1 }, range: [1, 2] });
    expect(page.lines.map((line) => line.number)).toEqual(seededOf(1).slice(1, 3));
    expect(page.range).toBe('lines 1-2/4');
    const beyond = await list({ filter: { client_id: 1 }, range: [10, 19] });
    expect(beyond.lines).toEqual([]);
    expect(beyond.range).toBe('lines */4');
    const one = await send('GET', `${lines}/${first?.id}`, 'admin');
    expect(one.json()).toEqual(first);
    // Without a range: the first 25.
    expect((await list()).lines.length).toBe(SEED_PHONE_LINES.length);
  });

  it('filters by text in the number or label, client, campaign, status and id', async () => {
    expect(await numbers({ filter: { q: '+4420794604' } })).toEqual(['+442079460402']);
    expect(await numbers({ filter: { q: 'FIDÉL' } })).toEqual(['+33199000102']);
    expect(await numbers({ filter: { q: '%' } })).toEqual([]);
    expect(await numbers({ filter: { client_id: 3 } })).toEqual(seededOf(3));
    expect(await numbers({ filter: { client_id: [2, 4] } })).toEqual(
      [...seededOf(2), ...seededOf(4)].sort(),
    );
    expect(await numbers({ filter: { campaign_id: 7 } })).toEqual(['+442079460302']);
    const suspended = await list({ filter: { status: 'suspended' } });
    expect(suspended.lines.map((line) => line.client_id).sort()).toEqual([1, 2, 3, 4]);
    expect(suspended.lines.every((line) => !line.recording_enabled)).toBe(true);
    const ids = suspended.lines.slice(0, 2).map((line) => line.id);
    expect((await list({ filter: { id: ids } })).lines.map((line) => line.id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('sorts by number, label, client, status and update time', async () => {
    const filter = { client_id: [1, 2, 3, 4] };
    const all = (sort: [string, string]) =>
      list({ filter, sort, range: [0, 99] }).then((answer) => answer.lines);
    const byNumber = (await all(['number', 'DESC'])).map((line) => line.number);
    expect(byNumber).toEqual([...byNumber].sort().reverse());
    const labels = (await all(['label', 'ASC'])).map((line) => line.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const clients = (await all(['client_id', 'DESC'])).map((line) => line.client_id);
    expect(clients).toEqual([...clients].sort((a, b) => b - a));
    expect((await all(['status', 'DESC']))[0].status).toBe('suspended');
    const updated = (await all(['updated_at', 'ASC'])).map((line) => line.updated_at);
    expect(updated).toEqual([...updated].sort());
    const refused = await refusal(
      'GET',
      `${lines}${query({ sort: ['app_id', 'ASC'] })}`,
      undefined,
    );
    expect(Object.keys(refused.errors)).toEqual(['sort.0']);
  });

  it('refuses bad list parameters with field errors', async () => {
    for (const params of [
      { filter: { client_id: 'x' } },
      { filter: { status: 'closed' } },
      { filter: { nope: 1 } },
      { range: [5, 1] },
    ]) {
      const refused = await refusal('GET', `${lines}${query(params)}`, undefined);
      expect(Object.keys(refused.errors).length, JSON.stringify(params)).toBeGreaterThan(0);
    }
  });
});

describe('changing', () => {
  it('creates a line with the defaults, and reads, changes and deletes it, audited', async () => {
    const created = await create({
      number: ' +33612000001 ',
      label: '  Ligne de test ',
      client_id: 2,
    });
    expect(created).toMatchObject({
      number: '+33612000001',
      label: 'Ligne de test',
      client_id: 2,
      campaign_id: null,
      language: 'fr', // the client's first language
      app_id: null,
      recording_enabled: true,
      status: 'active',
    });
    expect(created.inserted_at).toBe(created.updated_at);
    expect((await send('GET', `${lines}/${created.id}`, 'admin')).json()).toEqual(created);

    // react-admin sends the whole record back.
    const changed = await send('PUT', `${lines}/${created.id}`, 'admin', {
      ...created,
      label: 'Ligne renommée',
      campaign_id: 5,
      language: 'en-GB',
      recording_enabled: false,
      status: 'suspended',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      number: '+33612000001',
      label: 'Ligne renommée',
      campaign_id: 5,
      language: 'gb',
      recording_enabled: false,
      status: 'suspended',
    });
    expect(changed.json().updated_at >= created.updated_at).toBe(true);

    const deleted = await send('DELETE', `${lines}/${created.id}`, 'admin');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().label).toBe('Ligne renommée');
    expect((await send('GET', `${lines}/${created.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('DELETE', `${lines}/${created.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('PUT', `${lines}/${created.id}`, 'admin', { label: 'x' })).statusCode).toBe(
      404,
    );

    const trail = (
      await send('GET', `${api}/history?path=${encodeURIComponent(`lines/${created.id}`)}`, 'admin')
    ).json().data as { action: string; actor: { name: string } }[];
    expect(trail.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(trail.every((entry) => entry.actor.name === 'admin')).toBe(true);
  });

  it('refuses a number that is not E.164 with a field error, in the caller’s language', async () => {
    for (const number of [
      '0612345678',
      '+33 6 12 34 56 78',
      '+0612345678',
      '+123456',
      '+1234567890123456',
      '33612345678',
      '+3361234567a',
      '',
      12345678,
      null,
    ]) {
      const refused = await refusal('POST', lines, { number, label: 'Mauvais', client_id: 1 });
      expect(Object.keys(refused.errors), String(number)).toEqual(['number']);
    }
    const french = await platform.request({
      method: 'POST',
      url: lines,
      as: 'admin',
      headers: { 'accept-language': 'fr' },
      payload: { number: '06 12', label: 'x', client_id: 1 },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().errors.number[0]).toMatch(
      /^Doit être un numéro de téléphone au format E\.164/,
    );
    const put = await refusal('PUT', `${lines}/1`, { number: '+33 1 99 00 01 01' });
    expect(Object.keys(put.errors)).toEqual(['number']);
  });

  it('refuses a number another line has with a 409 on the number', async () => {
    const taken = await refusal(
      'POST',
      lines,
      { number: '+33199000101', label: 'Doublon', client_id: 2 },
      409,
    );
    expect(taken.errors.number[0]).toBe(
      'The number +33199000101 is already the line "Service client"',
    );
    const line = await create({ number: '+33612000002', label: 'Unique', client_id: 1 });
    await refusal('PUT', `${lines}/${line.id}`, { number: '+33199000102' }, 409);
    // Its own number is no clash.
    expect(
      (await send('PUT', `${lines}/${line.id}`, 'admin', { number: '+33612000002' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown client or app and another client’s campaign', async () => {
    const base = { number: '+33612000003', label: 'Références' };
    expect(Object.keys((await refusal('POST', lines, { ...base, client_id: 999 })).errors)).toEqual(
      ['client_id'],
    );
    const campaign = await refusal('POST', lines, { ...base, client_id: 1, campaign_id: 4 });
    expect(campaign.errors.campaign_id).toEqual(['Campaign 4 is not a campaign of client 1']);
    expect(
      Object.keys((await refusal('POST', lines, { ...base, client_id: 1, app_id: 99999 })).errors),
    ).toEqual(['app_id']);
    // Moving a line to another client keeps its campaign, which must then be the new client's.
    const line = await create({ ...base, client_id: 1, campaign_id: 2 });
    const moved = await refusal('PUT', `${lines}/${line.id}`, { client_id: 2 });
    expect(Object.keys(moved.errors)).toEqual(['campaign_id']);
    const together = await send('PUT', `${lines}/${line.id}`, 'admin', {
      client_id: 2,
      campaign_id: 4,
    });
    expect(together.json()).toMatchObject({ client_id: 2, campaign_id: 4 });
    for (const body of [
      { label: 'x', client_id: 1 },
      { ...base, client_id: 1, status: 'closed' },
      { ...base, client_id: 1, recording_enabled: 'yes' },
      { ...base, client_id: 1, language: 'french' },
      { ...base, client_id: '1' },
      { ...base, client_id: 1, extra: true },
      { ...base, label: '   ', client_id: 1 },
    ]) {
      const refused = await refusal('POST', lines, body);
      expect(Object.keys(refused.errors).length, JSON.stringify(body)).toBe(1);
    }
  });
});

describe('access', () => {
  it('lets a client user read its own clients’ lines only; another client’s is 404', async () => {
    const own = await list({ range: [0, 99] }, 'client');
    expect(own.lines.length).toBeGreaterThan(0);
    expect(new Set(own.lines.map((line) => line.client_id))).toEqual(new Set([1]));
    expect((await list({ filter: { client_id: 2 } }, 'client')).lines).toEqual([]);
    const other = (await list({ filter: { client_id: 2 } })).lines[0];
    const refused = await send('GET', `${lines}/${other.id}`, 'client');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not found', errors: {} });
    expect((await send('GET', `${lines}/${own.lines[0].id}`, 'client')).statusCode).toBe(200);
  });

  it('refuses changes to anyone but administrators, and every read without the role', async () => {
    const [line] = (await list({ filter: { client_id: 1 } }, 'client')).lines;
    for (const [method, url, body] of [
      ['POST', lines, { number: '+33612000009', label: 'x', client_id: 1 }],
      ['PUT', `${lines}/${line.id}`, { label: 'x' }],
      ['DELETE', `${lines}/${line.id}`, undefined],
    ] as const) {
      const answer = await send(method, url, 'client', body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await send('GET', lines, 'guest')).statusCode).toBe(403);
    expect((await send('GET', `${lines}/${line.id}`, 'guest')).statusCode).toBe(403);
    expect((await platform.request({ method: 'GET', url: lines })).statusCode).toBe(401);
    expect((await send('GET', `${lines}/${line.id}`, 'admin')).json().label).toBe(line.label);
  });

  it('documents the lines and GDPR requests in the service’s OpenAPI document', async () => {
    const document = (await platform.request({ url: `${api}/openapi.json` })).json();
    expect(Object.keys(document.paths).sort()).toEqual([
      '/gdpr-requests',
      '/gdpr-requests/preview',
      '/gdpr-requests/{id}',
      '/gdpr-requests/{id}/archive',
      '/history',
      '/lines',
      '/lines/{id}',
    ]);
    const create = document.paths['/lines'].post;
    expect(
      create.requestBody.content['application/json'].schema.properties.number.description,
    ).toMatch(/E\.164/);
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403', '409']);
  });
});
