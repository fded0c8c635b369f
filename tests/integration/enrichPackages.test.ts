import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, campaigns, moriartyTags, type NewCall } from '../../server/db/schema';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 15, "Enrich": packages of the language-model enrichment service are simple-rest records
// read with app.enrich.packages (a client user only those of its clients), changed by
// administrators, audited; their tags are Moriarty tags of their language, their clients existing
// ones; each tag's detections over the last days are counted on the package's clients' calls.
const api = '/services/llm-enrich/api';
const packages = `${api}/packages`;

let platform: TestPlatform;
let clientReader: string;
/** Tags of Italian inserted for the test (no detection run touches that language). */
let tagA: number;
let tagB: number;
let otherClientTag: number;
let frenchTag: number;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  clientReader = await signTestToken('client', {
    roles: ['app.enrich.packages'],
    groups: ['client-1'],
  });
  const { db } = platform.database;
  const inserted = await db
    .insert(moriartyTags)
    .values([
      { label: 'Tag A', lang: 'it' },
      { label: 'Tag B', lang: 'it' },
      { label: 'Tag of client 2', lang: 'it', clientId: 2 },
      { label: 'Tag fr', lang: 'fr' },
    ])
    .returning({ id: moriartyTags.id });
  [tagA, tagB, otherClientTag, frenchTag] = inserted.map((row) => row.id);
  const campaignOf = async (clientId: number) =>
    (await db.select().from(campaigns).where(eq(campaigns.clientId, clientId)))[0].id;
  const [campaign1, campaign2] = [await campaignOf(1), await campaignOf(2)];
  const day = 86_400_000;
  const match = { turn: 0, start: 0, end: 3 };
  const call = (
    n: number,
    clientId: number,
    daysAgo: number,
    tags: { id: number; matches: number }[],
  ): NewCall => ({
    id: `900-1.${n}`,
    clientId,
    campaignId: clientId === 1 ? campaign1 : campaign2,
    startTime: new Date(Date.now() - daysAgo * day),
    duration: 30,
    lang: 'it',
    status: 'qualified',
    detectedTags: tags.map((tag) => ({ id: tag.id, matches: Array(tag.matches).fill(match) })),
    transcript: [{ speaker: 'in', start: 0, end: 1000, text: 'ciao' }],
  });
  await db.insert(calls).values([
    call(1, 1, 1, [
      { id: tagA, matches: 1 },
      { id: tagB, matches: 2 },
    ]),
    call(2, 1, 5, [{ id: tagA, matches: 3 }]),
    call(3, 1, 40, [{ id: tagA, matches: 1 }]), // older than 30 days
    call(4, 2, 2, [
      { id: tagA, matches: 1 },
      { id: otherClientTag, matches: 1 },
    ]),
    call(5, 3, 2, [{ id: tagA, matches: 1 }]), // a client of no package
  ]);
});
afterAll(() => platform?.close());

interface Package {
  id: number;
  name: string;
  language: string;
  description: string;
  enabled: boolean;
  tag_ids: number[];
  prompt_uuids: string[];
  client_ids: number[];
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, as: 'admin' | 'client' | 'guest', payload?: object) =>
  platform.request({ method, url, as, payload });
const asReader = (url: string) => platform.request({ url, token: clientReader });
const query = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
const create = async (body: object) => {
  const response = await send('POST', packages, 'admin', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Package;
};
const refusal = async (method: Method, url: string, body: object, status = 400) => {
  const response = await send(method, url, 'admin', body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { message: string; errors: Record<string, string[]> };
};

describe('packages', () => {
  let main: Package;
  let second: Package;
  beforeAll(async () => {
    main = await create({
      name: 'Churn Italia',
      language: 'it',
      tag_ids: [tagA, tagB],
      client_ids: [1, 2],
      prompt_uuids: ['5B1D7C1E-0E5A-4B7B-9E3F-2A1C0D9E8F70'],
    });
    second = await create({ name: 'Ventes', language: 'fr', enabled: false, client_ids: [2] });
  });

  it('creates with defaults and answers the record', () => {
    expect(main).toMatchObject({
      name: 'Churn Italia',
      language: 'it',
      description: '',
      enabled: true,
      tag_ids: [tagA, tagB].sort((a, b) => a - b),
      prompt_uuids: ['5b1d7c1e-0e5a-4b7b-9e3f-2a1c0d9e8f70'],
      client_ids: [1, 2],
    });
    expect(second.tag_ids).toEqual([]);
  });

  it('lists with paging headers, filters and sort', async () => {
    const response = await send(
      'GET',
      `${packages}${query({ range: [0, 0], sort: ['name', 'DESC'] })}`,
      'admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('packages 0-0/2');
    expect(response.headers['x-total-count']).toBe('2');
    expect((response.json() as Package[]).map((p) => p.name)).toEqual(['Ventes']);
    const names = async (filter: object) =>
      ((await send('GET', `${packages}${query({ filter })}`, 'admin')).json() as Package[]).map(
        (p) => p.name,
      );
    expect(await names({ q: 'churn' })).toEqual(['Churn Italia']);
    expect(await names({ language: 'fr' })).toEqual(['Ventes']);
    expect(await names({ enabled: false })).toEqual(['Ventes']);
    expect(await names({ client_id: 1 })).toEqual(['Churn Italia']);
    expect(await names({ tag_id: tagB })).toEqual(['Churn Italia']);
    expect(await names({ id: [second.id] })).toEqual(['Ventes']);
    const bad = await send('GET', `${packages}${query({ sort: ['color', 'ASC'] })}`, 'admin');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad fields, each at its field', async () => {
    const { errors } = await refusal('POST', packages, {
      name: ' ',
      language: 'italian',
      enabled: 'yes',
      tag_ids: ['x'],
      prompt_uuids: ['nope'],
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['enabled', 'language', 'name', 'prompt_uuids.0', 'tag_ids.0'].sort(),
    );
    const refs = await refusal('POST', packages, {
      name: 'Refs',
      language: 'it',
      tag_ids: [tagA, frenchTag, 999999],
      client_ids: [1, 424242],
    });
    expect(refs.errors.tag_ids[0]).toContain(`${frenchTag}, 999999`);
    expect(refs.errors.client_ids[0]).toContain('424242');
    // Changing the language alone: the kept tags are of the former one.
    const language = await refusal('PUT', `${packages}/${main.id}`, { language: 'fr' });
    expect(Object.keys(language.errors)).toEqual(['tag_ids']);
  });

  it('refuses a name taken case aside with 409 at the name', async () => {
    const taken = await refusal('POST', packages, { name: 'churn italia', language: 'it' }, 409);
    expect(taken.errors.name).toHaveLength(1);
    await refusal('PUT', `${packages}/${second.id}`, { name: 'CHURN ITALIA' }, 409);
  });

  it('updates (a list sent replaces the former one), echoing read-only fields', async () => {
    const response = await send('PUT', `${packages}/${second.id}`, 'admin', {
      ...second,
      description: 'Sales calls',
      tag_ids: [frenchTag],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Sales calls', tag_ids: [frenchTag] });
    const removed = await send('PUT', `${packages}/${second.id}`, 'admin', { tag_ids: [] });
    expect((removed.json() as Package).tag_ids).toEqual([]);
    expect((removed.json() as Package).client_ids).toEqual([2]);
  });

  it('counts each tag’s detections on the package’s clients’ calls over the last days', async () => {
    const counts = await send('GET', `${packages}/${main.id}/tag-counts?days=30`, 'admin');
    expect(counts.statusCode, counts.body).toBe(200);
    const byTag = (body: { tags: { tag_id: number; calls: number }[] }) =>
      Object.fromEntries(body.tags.map((tag) => [tag.tag_id, tag.calls]));
    // Tag A: calls 1, 2 (client 1) and 4 (client 2); call 3 is too old, call 5 of client 3.
    expect(byTag(counts.json())).toEqual({ [tagA]: 3, [tagB]: 1 });
    expect(
      byTag((await send('GET', `${packages}/${main.id}/tag-counts?days=60`, 'admin')).json()),
    ).toEqual({ [tagA]: 4, [tagB]: 1 });
    // A client user counts only its own clients' calls.
    const own = await asReader(`${packages}/${main.id}/tag-counts`);
    expect(byTag(own.json())).toEqual({ [tagA]: 2, [tagB]: 1 });
    // min_matches of the tag configuration: tag A needs 2 matches, only call 2 has 3.
    const saved = await send('PUT', `${api}/tag-configs/${tagA}`, 'admin', { min_matches: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byTag((await send('GET', `${packages}/${main.id}/tag-counts`, 'admin')).json())).toEqual(
      { [tagA]: 1, [tagB]: 1 },
    );
    await send('PUT', `${api}/tag-configs/${tagA}`, 'admin', { min_matches: 1 });
    const bad = await send('GET', `${packages}/${main.id}/tag-counts?days=0`, 'admin');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['days']);
  });

  it('shows a client user only the packages of its clients, and only its clients', async () => {
    const list = await asReader(packages);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Package[]).map((p) => [p.name, p.client_ids])).toEqual([
      ['Churn Italia', [1]],
    ]);
    expect((await asReader(`${packages}/${second.id}`)).statusCode).toBe(404);
    expect((await asReader(`${packages}/${second.id}/tag-counts`)).statusCode).toBe(404);
    // Another client's tag in a package is not shown to a client user.
    await send('PUT', `${packages}/${main.id}`, 'admin', { tag_ids: [tagA, tagB, otherClientTag] });
    expect(((await asReader(`${packages}/${main.id}`)).json() as Package).tag_ids).not.toContain(
      otherClientTag,
    );
    await send('PUT', `${packages}/${main.id}`, 'admin', { tag_ids: [tagA, tagB] });
  });

  it('refuses writes to non-administrators and reads to users without the role', async () => {
    expect((await send('GET', packages, 'client')).statusCode).toBe(403);
    expect((await send('GET', packages, 'guest')).statusCode).toBe(403);
    const write = await platform.request({
      method: 'POST',
      url: packages,
      token: clientReader,
      payload: { name: 'Mine', language: 'it' },
    });
    expect(write.statusCode).toBe(403);
    const remove = await platform.request({
      method: 'DELETE',
      url: `${packages}/${main.id}`,
      token: clientReader,
    });
    expect(remove.statusCode).toBe(403);
  });

  it('deletes, audits every change, and answers 404 afterwards', async () => {
    const gone = await create({ name: 'Temporary', language: 'it', tag_ids: [tagA] });
    const deleted = await send('DELETE', `${packages}/${gone.id}`, 'admin');
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as Package).name).toBe('Temporary');
    expect((await send('GET', `${packages}/${gone.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('DELETE', `${packages}/${gone.id}`, 'admin')).statusCode).toBe(404);
    const history = await send(
      'GET',
      `${api}/history?path=${encodeURIComponent(`packages/${gone.id}`)}`,
      'admin',
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(
      (history.json().data as { action: string }[]).map((event) => event.action).sort(),
    ).toEqual(['create', 'delete']);
  });
});
