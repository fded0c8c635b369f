import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configApps } from '../../server/db/schema';
import { verifyPassword } from '../../server/identity/passwords';
import { signTestToken } from '../support/testTokens';
import { listQuery as query, simpleRestClient, type Method } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 13, "Config": batch "vocal cookie" and stream H2B apps are simple-rest records of the
// configuration service, read with app.config.batch / app.config.stream (a client user only its
// own clients'), changed by administrators only, every change audited. Their model alias must
// name a language-model configuration of their language; a stream app's API key is shown once
// and stored only as a scrypt hash. Plus a client's campaigns, and the used-app count's apps.
const api = '/services/config/api';
const batchApps = `${api}/batch-apps`;
const streamApps = `${api}/stream-apps`;

let platform: TestPlatform;
/** A user of client 1 who may read apps and clients. */
let clientReader: string;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  clientReader = await signTestToken('client-reader', {
    roles: ['app.config.batch', 'app.config.stream', 'app.config.client'],
    groups: ['client-1'],
  });
});
afterAll(() => platform?.close());

interface App {
  id: number;
  name: string;
  client_id: number;
  language: string;
  language_model_alias: string;
  language_model_id: number | null;
  enabled: boolean;
  inserted_at: string;
  updated_at: string;
}
interface BatchApp extends App {
  callback_url: string;
}
interface StreamApp extends App {
  audio_codec: string;
  sample_rate: number;
  max_streams: number;
  api_key_hint: string | null;
}
const rest = simpleRestClient(() => platform, api);
const { send, list, create, refusal, historyOf } = rest;
const asReader = (url: string, method: Method = 'GET', payload?: object) =>
  rest.sendWith(clientReader, url, method, payload);
/** The configuration id an alias names (the language-model configuration service). */
async function configIdOf(alias: string): Promise<number> {
  const [config] = (await send('GET', `${api}/language_models?alias=${alias}`, 'admin')).json();
  return config.id;
}

const APP_FIELDS = [
  'client_id',
  'enabled',
  'id',
  'inserted_at',
  'language',
  'language_model_alias',
  'language_model_id',
  'name',
  'updated_at',
];
const batch = (name: string, extra: object = {}) => ({
  name,
  client_id: 2,
  language: 'fr',
  language_model_alias: 'fr-billing',
  callback_url: 'https://hooks.example.com/results',
  ...extra,
});
const stream = (name: string, extra: object = {}) => ({
  name,
  client_id: 2,
  language: 'fr',
  language_model_alias: 'fr-FR',
  ...extra,
});

describe('batch apps: reading', () => {
  it('lists the seeded apps with their fields and the paging headers', async () => {
    const { records, range, total } = await list<BatchApp>(batchApps, {
      filter: { id: [1, 3, 4, 6] },
      sort: ['id', 'ASC'],
    });
    expect(records.map((app) => [app.name, app.client_id])).toEqual([
      ['Vocal cookie — Service client', 1],
      ['Vocal cookie — Recouvrement', 2],
      ['Vocal cookie — Customer care UK', 3],
      ['Vocal cookie — Livraisons', 4],
    ]);
    expect(range).toBe('batch-apps 0-3/4');
    expect(total).toBe('4');
    expect(Object.keys(records[0]).sort()).toEqual([...APP_FIELDS, 'callback_url'].sort());
    expect(records[0]).toMatchObject({
      language: 'fr',
      language_model_alias: 'fr-service-client',
      language_model_id: await configIdOf('fr-service-client'),
      callback_url: 'https://hooks.elan-telecom.example/vocal-cookie',
      enabled: true,
    });
    const page = await list<BatchApp>(batchApps, {
      filter: { id: [1, 3, 4, 6] },
      sort: ['id', 'ASC'],
      range: [1, 2],
    });
    expect(page.records.map((app) => app.id)).toEqual([3, 4]);
    expect(page.range).toBe('batch-apps 1-2/4');
    expect((await list(batchApps, { range: [50, 59] })).range).toMatch(/^batch-apps \*\/\d+$/);
    expect((await send('GET', `${batchApps}/3`, 'admin')).json()).toEqual(records[1]);
    // A stream app is not a batch app.
    expect((await send('GET', `${batchApps}/2`, 'admin')).statusCode).toBe(404);
  });

  it('filters by client, name (contains, case aside), language, enabled, and sorts', async () => {
    const byClient = await list<BatchApp>(batchApps, { filter: { client_id: 3 } });
    expect(byClient.records.map((app) => app.name)).toEqual(['Vocal cookie — Customer care UK']);
    const byName = await list<BatchApp>(batchApps, { filter: { q: 'RECOUV' } });
    expect(byName.records.map((app) => app.id)).toEqual([3]);
    expect((await list(batchApps, { filter: { q: '%' } })).records).toEqual([]);
    const english = await list<BatchApp>(batchApps, { filter: { language: 'en' } });
    expect(english.records.every((app) => app.language === 'en')).toBe(true);
    for (const name of ['Sortable b', 'sortable A', 'Sortable c'])
      await create(batchApps, batch(name, { client_id: 4, enabled: name !== 'sortable A' }));
    const names = async (params: Record<string, unknown>) =>
      (await list<BatchApp>(batchApps, params)).records.map((app) => app.name);
    const sortable = { q: 'sortable' };
    expect(await names({ filter: sortable, sort: ['name', 'ASC'] })).toEqual([
      'sortable A',
      'Sortable b',
      'Sortable c',
    ]);
    expect(await names({ filter: sortable, sort: ['name', 'DESC'] })).toEqual([
      'Sortable c',
      'Sortable b',
      'sortable A',
    ]);
    expect(await names({ filter: sortable, sort: ['updated_at', 'DESC'] })).toEqual([
      'Sortable c',
      'sortable A',
      'Sortable b',
    ]);
    expect(await names({ filter: { ...sortable, enabled: false } })).toEqual(['sortable A']);
    const ids = (await list<BatchApp>(batchApps, { sort: ['id', 'DESC'] })).records.map(
      (app) => app.id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a bad query, a malformed id, and callers without the role', async () => {
    const bad = async (params: Record<string, unknown>) =>
      (await refusal('GET', `${batchApps}${query(params)}`, undefined)).errors;
    expect(await bad({ sort: ['callback_url', 'ASC'] })).toHaveProperty(['sort.0']);
    expect(await bad({ filter: { client_id: 'x' } })).toHaveProperty(['filter.client_id']);
    expect(await bad({ filter: { owner: 1 } })).toHaveProperty(['filter.owner']);
    await refusal('GET', `${batchApps}/abc`, undefined);
    await refusal('GET', `${batchApps}/99999`, undefined, 404);
    for (const user of ['client', 'guest'] as const) {
      expect((await send('GET', batchApps, user)).statusCode).toBe(403);
      expect((await send('GET', streamApps, user)).statusCode).toBe(403);
    }
    expect((await platform.request({ url: batchApps })).statusCode).toBe(401);
    const streamOnly = await signTestToken('stream-only', {
      roles: ['app.config.stream'],
      groups: ['client-1'],
    });
    expect((await platform.request({ url: batchApps, token: streamOnly })).statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it('shows a client user only its own clients’ apps, in lists, counts and details', async () => {
    for (const [url, resource] of [
      [batchApps, 'batch-apps'],
      [streamApps, 'stream-apps'],
    ]) {
      const response = await asReader(`${url}${query({ range: [0, 99] })}`);
      expect(response.statusCode, response.body).toBe(200);
      const apps = response.json() as App[];
      expect(apps.length).toBeGreaterThan(0);
      expect(apps.every((app) => app.client_id === 1)).toBe(true);
      expect(response.headers['content-range']).toBe(
        `${resource} 0-${apps.length - 1}/${apps.length}`,
      );
      const other = await asReader(`${url}${query({ filter: { client_id: 3 } })}`);
      expect(other.json()).toEqual([]);
      expect(other.headers['content-range']).toBe(`${resource} */0`);
    }
    expect((await asReader(`${batchApps}/1`)).statusCode).toBe(200);
    const other = await asReader(`${batchApps}/3`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found', errors: {} });
    expect((await asReader(`${streamApps}/2`)).statusCode).toBe(200);
    expect((await asReader(`${streamApps}/5`)).statusCode).toBe(404);
    // The used-app count's apps, too.
    const used = (await asReader(`${api}/apps`)).json() as { id: number }[];
    expect(used.map((app) => app.id).sort()).toEqual([1, 2]);
  });

  it('refuses a client user’s writes (403)', async () => {
    expect((await asReader(batchApps, 'POST', batch('Mine', { client_id: 1 }))).statusCode).toBe(
      403,
    );
    expect((await asReader(`${batchApps}/1`, 'PUT', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asReader(`${batchApps}/1`, 'DELETE')).statusCode).toBe(403);
    expect((await asReader(streamApps, 'POST', stream('Mine', { client_id: 1 }))).statusCode).toBe(
      403,
    );
    expect((await asReader(`${streamApps}/2`, 'PUT', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asReader(`${streamApps}/2/rotate-key`, 'POST')).statusCode).toBe(403);
    expect((await asReader(`${streamApps}/2`, 'DELETE')).statusCode).toBe(403);
    expect((await send('GET', `${batchApps}/1`, 'admin')).json().name).toBe(
      'Vocal cookie — Service client',
    );
  });
});

describe('batch apps: changes, by administrators only, audited', () => {
  it('creates an app, its alias resolved (case aside) to the model it names', async () => {
    const created = await create<BatchApp>(
      batchApps,
      batch('  Vocal cookie — Test  ', { language: 'fr-FR', language_model_alias: 'FR-DEFAULT' }),
    );
    expect(created).toMatchObject({
      name: 'Vocal cookie — Test',
      client_id: 2,
      language: 'fr',
      language_model_alias: 'fr-default',
      language_model_id: await configIdOf('fr-default'),
      enabled: true,
    });
    expect((await send('GET', `${batchApps}/${created.id}`, 'admin')).json()).toEqual(created);
    const used = await send(
      'GET',
      `${api}/apps?language_model_id=${created.language_model_id}`,
      'admin',
    );
    expect((used.json() as { id: number }[]).map((app) => app.id)).toContain(created.id);
    const trail = (await historyOf(`batch-apps/${created.id}`)).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('updates the given fields, ignoring the read-only ones react-admin sends back', async () => {
    const app = await create<BatchApp>(batchApps, batch('To update'));
    const response = await send('PUT', `${batchApps}/${app.id}`, 'admin', {
      ...app,
      id: 999_999,
      language_model_id: 1,
      inserted_at: '2000-01-01T00:00:00.000Z',
      name: 'Updated',
      language: 'en',
      language_model_alias: 'en-customer-service',
      callback_url: 'https://other.example/cb?x=1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as BatchApp;
    expect(updated).toMatchObject({
      id: app.id,
      name: 'Updated',
      language: 'en',
      language_model_alias: 'en-customer-service',
      language_model_id: await configIdOf('en-customer-service'),
      callback_url: 'https://other.example/cb?x=1',
      inserted_at: app.inserted_at,
    });
    expect(updated.updated_at >= app.updated_at).toBe(true);
    const partial = await send('PUT', `${batchApps}/${app.id}`, 'admin', { enabled: false });
    expect(partial.json()).toMatchObject({ name: 'Updated', enabled: false, language: 'en' });
    // The language changed alone: the alias must exist in the new language.
    const body = await refusal('PUT', `${batchApps}/${app.id}`, { language: 'fr' });
    expect(body.errors).toEqual({
      language_model_alias: ['Unknown language model alias "en-customer-service"'],
    });
    expect((await send('PUT', `${batchApps}/99999`, 'admin', { name: 'X' })).statusCode).toBe(404);
    const trail = (await historyOf(`batch-apps/${app.id}`)).json().data;
    expect(trail[0]).toMatchObject({
      action: 'update',
      before: { name: 'Updated', enabled: true },
      after: { enabled: false },
    });
  });

  it('deletes an app and returns it as it was', async () => {
    const app = await create<BatchApp>(batchApps, batch('Short-lived'));
    const response = await send('DELETE', `${batchApps}/${app.id}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(app);
    expect((await send('GET', `${batchApps}/${app.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('DELETE', `${batchApps}/${app.id}`, 'admin')).statusCode).toBe(404);
    // A stream app is not deleted as a batch app.
    expect((await send('DELETE', `${batchApps}/2`, 'admin')).statusCode).toBe(404);
    const trail = (await historyOf(`batch-apps/${app.id}`)).json().data;
    expect(trail[0]).toMatchObject({ action: 'delete', before: { name: 'Short-lived' } });
  });
});

describe('a client deleted', () => {
  it('takes its apps with it', async () => {
    const client = await create<{ id: number }>(`${api}/clients`, { name: 'Cascade client' });
    const batchApp = await create<BatchApp>(
      batchApps,
      batch('Cascade batch', { client_id: client.id }),
    );
    const streamApp = await create<StreamApp>(
      streamApps,
      stream('Cascade stream', { client_id: client.id }),
    );
    expect((await send('DELETE', `${api}/clients/${client.id}`, 'admin')).statusCode).toBe(200);
    expect((await send('GET', `${batchApps}/${batchApp.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('GET', `${streamApps}/${streamApp.id}`, 'admin')).statusCode).toBe(404);
    expect(
      (await refusal('POST', batchApps, batch('Orphan', { client_id: client.id }))).errors,
    ).toEqual({
      client_id: [`Unknown client ${client.id}`],
    });
  });
});

describe('batch apps: validation, 400 with the field’s errors', () => {
  const errorsOf = async (body: object) => (await refusal('POST', batchApps, body)).errors;

  it('names an unknown alias, or one of another language', async () => {
    expect(await errorsOf(batch('x', { language_model_alias: 'foo' }))).toEqual({
      language_model_alias: ['Unknown language model alias "foo"'],
    });
    expect(
      await errorsOf(batch('x', { language: 'en', language_model_alias: 'fr-billing' })),
    ).toEqual({ language_model_alias: ['Unknown language model alias "fr-billing"'] });
    // H2B aliases are for stream apps.
    expect(await errorsOf(batch('x', { language_model_alias: 'fr-FR' }))).toEqual({
      language_model_alias: ['Unknown language model alias "fr-FR"'],
    });
    expect(await errorsOf(batch('x', { language_model_alias: 'no spaces' }))).toHaveProperty(
      'language_model_alias',
    );
    const french = await platform.request({
      method: 'POST',
      url: batchApps,
      as: 'admin',
      payload: batch('x', { language_model_alias: 'foo' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({
      language_model_alias: ['Alias de modèle de langue inconnu "foo"'],
    });
  });

  it('refuses a callback that is not https, an unknown client, missing and unknown fields', async () => {
    for (const callback_url of [
      'http://hooks.example.com/results',
      'ftp://hooks.example.com/',
      'hooks.example.com/results',
      'https://user:secret@hooks.example.com/',
      12,
    ])
      expect(await errorsOf(batch('x', { callback_url }))).toEqual({
        callback_url: [
          typeof callback_url === 'number' ? 'Must be a string' : 'Must be an https:// URL',
        ],
      });
    expect(await errorsOf(batch('x', { callback_url: '' }))).toEqual({
      callback_url: ['Required'],
    });
    expect(await errorsOf(batch('x', { client_id: 999 }))).toEqual({
      client_id: ['Unknown client 999'],
    });
    expect(await errorsOf(batch('x', { client_id: 999, language_model_alias: 'foo' }))).toEqual({
      client_id: ['Unknown client 999'],
      language_model_alias: ['Unknown language model alias "foo"'],
    });
    expect(await errorsOf({})).toEqual({
      name: ['Required'],
      client_id: ['Must be a client id (a positive integer)'],
      language: ['Must be a 2-letter language code'],
      language_model_alias: ['Must be a string'],
      callback_url: ['Required'],
    });
    expect(await errorsOf(batch('x', { colour: 'red' }))).toEqual({ colour: ['Unknown field'] });
    const body = await refusal('PUT', `${batchApps}/1`, { callback_url: 'http://x.example' });
    expect(body).toEqual({
      message: 'Invalid request body',
      errors: { callback_url: ['Must be an https:// URL'] },
    });
    expect((await list(batchApps, { filter: { q: 'x' } })).records).toEqual([]);
  });
});

describe('stream apps', () => {
  const STREAM_FIELDS = [
    ...APP_FIELDS,
    'api_key_hint',
    'audio_codec',
    'max_streams',
    'sample_rate',
  ];

  it('lists the seeded apps without their key, a hint only', async () => {
    const { records, range } = await list<StreamApp>(streamApps, { filter: { id: [2, 5] } });
    expect(records.map((app) => app.name)).toEqual(['H2B — Plateau Lyon', 'H2B — Support desk UK']);
    expect(range).toBe('stream-apps 0-1/2');
    for (const app of records) {
      expect(Object.keys(app).sort()).toEqual(STREAM_FIELDS.sort());
      expect(app.api_key_hint).toMatch(/^[A-Za-z0-9_-]{4}$/);
    }
    expect(records[0]).toMatchObject({
      client_id: 1,
      language_model_alias: 'fr-FR',
      language_model_id: await configIdOf('fr-service-client'),
      audio_codec: 'PCMA',
      sample_rate: 8000,
      max_streams: 30,
    });
    expect((await send('GET', `${streamApps}/1`, 'admin')).statusCode).toBe(404); // a batch app
  });

  it('creates an app with an alias or an H2B alias and the defaults; its key shown once', async () => {
    const response = await send('POST', streamApps, 'admin', stream('H2B — Test'));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as StreamApp & { api_key: string };
    expect(created.api_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      language_model_alias: 'fr-FR',
      language_model_id: await configIdOf('fr-service-client'),
      audio_codec: 'PCMA',
      sample_rate: 8000,
      max_streams: 10,
      enabled: true,
      api_key_hint: created.api_key.slice(-4),
    });
    const { api_key: key, ...record } = created;
    expect((await send('GET', `${streamApps}/${created.id}`, 'admin')).json()).toEqual(record);
    const [{ hash }] = await platform.database.db
      .select({ hash: configApps.apiKeyHash })
      .from(configApps)
      .where(eq(configApps.id, created.id));
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(key);
    expect(await verifyPassword(hash!, key)).toBe(true);

    const full = await create<StreamApp>(
      streamApps,
      stream('H2B — Full', {
        client_id: 3,
        language: 'en',
        language_model_alias: 'en-default',
        audio_codec: 'L16',
        sample_rate: 16000,
        max_streams: 1000,
        enabled: false,
      }),
    );
    expect(full).toMatchObject({
      language_model_alias: 'en-default',
      audio_codec: 'L16',
      sample_rate: 16000,
      max_streams: 1000,
      enabled: false,
    });
    const updated = await send('PUT', `${streamApps}/${full.id}`, 'admin', {
      ...full,
      api_key_hint: 'abcd',
      max_streams: 1,
      language_model_alias: 'EN-GB',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      max_streams: 1,
      language_model_alias: 'en-GB',
      api_key_hint: full.api_key_hint,
    });
  });

  it('rotates the key: the new one answered once, the old one no longer matches', async () => {
    const { id, api_key: first } = await create<StreamApp & { api_key: string }>(
      streamApps,
      stream('H2B — Rotated'),
    );
    const response = await send('POST', `${streamApps}/${id}/rotate-key`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const rotated = response.json() as { id: number; api_key: string };
    expect(Object.keys(rotated).sort()).toEqual(['api_key', 'id']);
    expect(rotated.id).toBe(id);
    expect(rotated.api_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(rotated.api_key).not.toBe(first);
    const [{ hash }] = await platform.database.db
      .select({ hash: configApps.apiKeyHash })
      .from(configApps)
      .where(eq(configApps.id, id));
    expect(await verifyPassword(hash!, rotated.api_key)).toBe(true);
    expect(await verifyPassword(hash!, first)).toBe(false);
    const app = (await send('GET', `${streamApps}/${id}`, 'admin')).json() as StreamApp;
    expect(app.api_key_hint).toBe(rotated.api_key.slice(-4));
    // With a body (ignored), too.
    expect((await send('POST', `${streamApps}/${id}/rotate-key`, 'admin', {})).statusCode).toBe(
      200,
    );
    expect((await send('POST', `${streamApps}/1/rotate-key`, 'admin')).statusCode).toBe(404);
    expect((await send('POST', `${streamApps}/99999/rotate-key`, 'admin')).statusCode).toBe(404);
    const trail = (await historyOf(`stream-apps/${id}`)).json().data as {
      action: string;
      before: StreamApp | null;
      after: StreamApp | null;
    }[];
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(trail[1].before?.api_key_hint).toBe(first.slice(-4));
    expect(trail[1].after?.api_key_hint).toBe(rotated.api_key.slice(-4));
  });

  it('never answers a key or its hash to any read: list, detail, audit trail', async () => {
    const created = await create<StreamApp & { api_key: string }>(
      streamApps,
      stream('H2B — Secret'),
    );
    const { api_key: rotated } = (
      await send('POST', `${streamApps}/${created.id}/rotate-key`, 'admin')
    ).json();
    // A form sending the create answer back: the key is ignored, not recorded.
    const put = await send('PUT', `${streamApps}/${created.id}`, 'admin', {
      ...created,
      name: 'H2B — Secret 2',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain(created.api_key);
    const [{ hash }] = await platform.database.db
      .select({ hash: configApps.apiKeyHash })
      .from(configApps)
      .where(eq(configApps.id, created.id));
    const reads = [
      await send('GET', `${streamApps}${query({ range: [0, 999] })}`, 'admin'),
      await send('GET', `${streamApps}/${created.id}`, 'admin'),
      await send('GET', `${api}/apps`, 'admin'),
      await historyOf(`stream-apps/${created.id}`),
    ];
    for (const read of reads) {
      expect(read.statusCode).toBe(200);
      for (const secret of [created.api_key, rotated, hash!, hash!.split('$').at(-1)!, 'scrypt'])
        expect(read.body).not.toContain(secret);
      expect(read.body).not.toContain('api_key"');
    }
    expect((await historyOf(`stream-apps/${created.id}`)).json().data).toHaveLength(3);
  });

  it('validates the alias (alias or H2B alias of the language), codec, rate and streams', async () => {
    const errorsOf = async (body: object) => (await refusal('POST', streamApps, body)).errors;
    expect(await errorsOf(stream('x', { language_model_alias: 'en-GB' }))).toEqual({
      language_model_alias: ['Unknown language model alias "en-GB"'],
    });
    expect(await errorsOf(stream('x', { audio_codec: 'MP3' }))).toEqual({
      audio_codec: ['Must be one of: PCMU, PCMA, L16'],
    });
    for (const sample_rate of [44100, '8000', 0])
      expect(await errorsOf(stream('x', { sample_rate }))).toEqual({
        sample_rate: ['Must be one of: 8000, 16000'],
      });
    for (const max_streams of [0, 1001, 1.5, '10'])
      expect(await errorsOf(stream('x', { max_streams }))).toEqual({
        max_streams: ['Must be a whole number from 1 to 1000'],
      });
    expect(await errorsOf(stream('x', { api_key: 'sk_mine' }))).toEqual({
      api_key: ['Unknown field'],
    });
    expect((await list(streamApps, { filter: { q: 'x' } })).records).toEqual([]);
  });
});

describe('campaigns of a client', () => {
  const campaigns = `${api}/campaigns`;

  it('lists a client’s campaigns (react-admin’s getManyReference), paged and sorted', async () => {
    const response = await send(
      'GET',
      `${campaigns}${query({ filter: { client_id: 1 }, sort: ['id', 'ASC'], range: [0, 9] })}`,
      'admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: 'Service client', client_id: 1 },
      { id: 2, name: 'Fidélisation', client_id: 1 },
      { id: 3, name: 'International support', client_id: 1 },
    ]);
    expect(response.headers['content-range']).toBe('campaigns 0-2/3');
    expect(response.headers['x-total-count']).toBe('3');
    const { records } = await list<{ name: string }>(campaigns, {
      filter: { client_id: 3 },
      sort: ['name', 'DESC'],
    });
    expect(records.map((campaign) => campaign.name)).toEqual([
      'Smart meter appointments',
      'Retention',
      'Customer care',
    ]);
    const byName = await list<{ id: number }>(campaigns, { filter: { q: 'DELIVER' } });
    expect(byName.records.map((campaign) => campaign.id)).toEqual([10]);
  });

  it('shows a client user only its own clients’ campaigns; others need the role', async () => {
    const mine = await asReader(`${campaigns}${query({ range: [0, 99] })}`);
    expect((mine.json() as { client_id: number }[]).every((c) => c.client_id === 1)).toBe(true);
    expect(mine.headers['content-range']).toBe('campaigns 0-2/3');
    const other = await asReader(`${campaigns}${query({ filter: { client_id: 2 } })}`);
    expect(other.json()).toEqual([]);
    expect((await send('GET', campaigns, 'client')).statusCode).toBe(403);
    expect((await send('GET', campaigns, 'guest')).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the apps and campaigns paths, with summaries', async () => {
    const document = (await platform.request({ url: `${api}/openapi.json` })).json();
    const paths = document.paths as Record<string, Record<string, { summary?: string }>>;
    expect(Object.keys(paths['/batch-apps']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/batch-apps/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/stream-apps']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/stream-apps/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/stream-apps/{id}/rotate-key'])).toEqual(['post']);
    expect(Object.keys(paths['/campaigns'])).toEqual(['get']);
    for (const path of ['/batch-apps', '/batch-apps/{id}', '/stream-apps', '/campaigns'])
      for (const operation of Object.values(paths[path])) expect(operation.summary).toBeTruthy();
  });
});
