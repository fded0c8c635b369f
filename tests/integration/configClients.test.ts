import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '../support/testTokens';
import { listQuery as query, simpleRestClient, type Method, type User } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 13, "Config": the platform's clients are simple-rest records of the configuration service,
// read with app.config.client (a client user only its own), changed by administrators only, every
// change audited; a client that still has campaigns or calls cannot be deleted.
const api = '/services/config/api';
const clients = `${api}/clients`;

let platform: TestPlatform;
/** A client user of client 1 who may read the config clients. */
let clientReader: string;
beforeAll(async () => {
  // Forges a token for a client user holding app.config.client: test-key mode.
  platform = await startTestPlatform({}, 'test-key');
  clientReader = await signTestToken('client-reader', {
    roles: ['app.config.client'],
    groups: ['client-1'],
  });
});
afterAll(() => platform?.close());

interface Client {
  id: number;
  name: string;
  status: 'active' | 'suspended';
  languages: string[];
  retention_days: number;
  contact_email: string;
  inserted_at: string;
  updated_at: string;
}

const rest = simpleRestClient(() => platform, api);
const { send, refusal } = rest;
const list = async (params: Record<string, unknown> = {}, as: User = 'admin') => {
  const { records, range, total } = await rest.list<Client>(clients, params, as);
  return { clients: records, range, total };
};
const create = (body: object) => rest.create<Client>(clients, body);
const history = async (path: string) =>
  (await rest.historyOf(path)).json().data as { action: string }[];

const SEEDED = ['Élan Télécom', 'Maison Lumière', 'Northwind Energy', 'Parcelo'];

describe('reading', () => {
  it('lists the seeded clients with the migration’s defaults and the paging headers', async () => {
    const {
      clients: all,
      range,
      total,
    } = await list({
      filter: { id: [1, 2, 3, 4] },
      sort: ['id', 'ASC'],
    });
    expect(all.map((client) => client.name)).toEqual(SEEDED);
    expect(range).toBe('clients 0-3/4');
    expect(total).toBe('4');
    for (const client of all) {
      expect(client).toMatchObject({
        status: 'active',
        languages: ['fr'],
        retention_days: 365,
        contact_email: '',
      });
      expect(new Date(client.inserted_at).toISOString()).toBe(client.inserted_at);
    }
    const page = await list({ filter: { id: [1, 2, 3, 4] }, range: [1, 2], sort: ['id', 'ASC'] });
    expect(page.clients.map((client) => client.name)).toEqual(SEEDED.slice(1, 3));
    expect(page.range).toBe('clients 1-2/4');
    const beyond = await list({ filter: { id: [1, 2, 3, 4] }, range: [10, 19] });
    expect(beyond.clients).toEqual([]);
    expect(beyond.range).toBe('clients */4');
    expect((await send('GET', `${clients}/2`, 'admin')).json()).toEqual(all[1]);
  });

  it('filters by name (contains, case aside), status and id, and sorts', async () => {
    const suspended = await create({ name: 'Filter Probe Zeta', status: 'suspended' });
    const { clients: byName } = await list({ filter: { q: 'ELAN' } });
    expect(byName).toEqual([]); // contains, not accent-insensitive
    expect((await list({ filter: { q: 'lumi' } })).clients.map((c) => c.id)).toEqual([2]);
    expect((await list({ filter: { q: 'probe z' } })).clients.map((c) => c.id)).toEqual([
      suspended.id,
    ]);
    expect((await list({ filter: { q: '%' } })).clients).toEqual([]);
    const onlySuspended = await list({ filter: { status: 'suspended' } });
    expect(onlySuspended.clients.every((client) => client.status === 'suspended')).toBe(true);
    expect(onlySuspended.clients.map((client) => client.id)).toContain(suspended.id);
    const active = await list({ filter: { status: 'active', id: [1, suspended.id] } });
    expect(active.clients.map((client) => client.id)).toEqual([1]);

    const ids = (await list({ sort: ['id', 'DESC'], range: [0, 999] })).clients.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const [name, retention_days] of [
      ['Sortable b', 10],
      ['sortable A', 30],
      ['Sortable c', 20],
    ] as const)
      await create({ name, retention_days });
    const sorted = async (sort: [string, string]) =>
      (await list({ filter: { q: 'sortable' }, sort })).clients.map((client) => client.name);
    expect(await sorted(['name', 'ASC'])).toEqual(['sortable A', 'Sortable b', 'Sortable c']);
    expect(await sorted(['name', 'DESC'])).toEqual(['Sortable c', 'Sortable b', 'sortable A']);
    expect(await sorted(['retention_days', 'ASC'])).toEqual([
      'Sortable b',
      'Sortable c',
      'sortable A',
    ]);
    expect(await sorted(['inserted_at', 'DESC'])).toEqual([
      'Sortable c',
      'sortable A',
      'Sortable b',
    ]);
    const byStatus = (await list({ sort: ['status', 'DESC'], range: [0, 999] })).clients;
    expect(byStatus[0].status).toBe('suspended');
    await list({ sort: ['updated_at', 'ASC'] });
  });

  it('refuses a bad query, an unknown or malformed id, and guest', async () => {
    expect(
      (await refusal('GET', `${clients}${query({ sort: ['contact_email', 'ASC'] })}`, undefined))
        .errors,
    ).toHaveProperty(['sort.0']);
    expect(
      (await refusal('GET', `${clients}${query({ filter: { status: 'closed' } })}`, undefined))
        .errors,
    ).toHaveProperty(['filter.status']);
    await refusal('GET', `${clients}${query({ filter: { name: 'x' } })}`, undefined);
    await refusal('GET', `${clients}${query({ range: [5, 1] })}`, undefined);
    await refusal('GET', `${clients}/abc`, undefined);
    await refusal('GET', `${clients}/0`, undefined);
    await refusal('GET', `${clients}/99999`, undefined, 404);
    expect((await send('GET', clients, 'guest')).statusCode).toBe(403);
    expect((await send('GET', `${clients}/1`, 'guest')).statusCode).toBe(403);
    expect((await platform.request({ url: clients })).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  const asReader = (url: string, method: Method = 'GET', payload?: object) =>
    rest.sendWith(clientReader, url, method, payload);

  it('shows a client user only its own clients, in lists, counts and details', async () => {
    const response = await asReader(`${clients}${query({ range: [0, 99] })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Client[]).map((client) => client.id)).toEqual([1]);
    expect(response.headers['content-range']).toBe('clients 0-0/1');
    const asked = await asReader(`${clients}${query({ filter: { id: [2, 3] } })}`);
    expect(asked.json()).toEqual([]);
    expect(asked.headers['content-range']).toBe('clients */0');
    expect((await asReader(`${clients}${query({ filter: { q: 'Parcelo' } })}`)).json()).toEqual([]);
    expect((await asReader(`${clients}/1`)).statusCode).toBe(200);
    const other = await asReader(`${clients}/2`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found', errors: {} });
  });

  it('refuses a client user’s writes (403) and the demo client without the role', async () => {
    expect((await asReader(clients, 'POST', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asReader(`${clients}/1`, 'PUT', { name: 'Mine' })).statusCode).toBe(403);
    expect((await asReader(`${clients}/1`, 'DELETE')).statusCode).toBe(403);
    expect((await send('GET', clients, 'client')).statusCode).toBe(403);
    expect((await send('POST', clients, 'client', { name: 'Mine' })).statusCode).toBe(403);
    expect((await send('POST', clients, 'guest', { name: 'Mine' })).statusCode).toBe(403);
    expect((await send('PUT', `${clients}/1`, 'client', { name: 'Mine' })).statusCode).toBe(403);
    expect((await send('DELETE', `${clients}/1`, 'client')).statusCode).toBe(403);
    expect((await send('GET', `${clients}/1`, 'admin')).json().name).toBe('Élan Télécom');
  });
});

describe('changes, by administrators only, audited', () => {
  it('creates a client with the next id and the defaults, trimmed and normalised', async () => {
    const [{ id: largest }] = (await list({ sort: ['id', 'DESC'], range: [0, 0] })).clients;
    const created = await create({ name: '  Acme Assurances  ' });
    expect(created).toMatchObject({
      id: largest + 1,
      name: 'Acme Assurances',
      status: 'active',
      languages: ['fr'],
      retention_days: 365,
      contact_email: '',
    });
    expect((await send('GET', `${clients}/${created.id}`, 'admin')).json()).toEqual(created);
    const full = await create({
      name: 'Globex',
      status: 'suspended',
      languages: ['xx-FR', 'en', 'EN', 'de'],
      retention_days: 30,
      contact_email: 'ops@globex.example',
    });
    expect(full).toMatchObject({
      id: largest + 2,
      status: 'suspended',
      languages: ['fr', 'en', 'de'],
      retention_days: 30,
      contact_email: 'ops@globex.example',
    });
    expect((await history(`clients/${full.id}`)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('gives distinct, increasing ids to concurrent creates, and never an id twice', async () => {
    const names = Array.from({ length: 6 }, (_, index) => `Concurrent ${index}`);
    const responses = await Promise.all(
      names.map((name) => send('POST', clients, 'admin', { name })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = responses.map((response) => (response.json() as Client).id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)! - ids[0]).toBe(ids.length - 1);
    const last = ids.at(-1)!;
    expect((await send('DELETE', `${clients}/${last}`, 'admin')).statusCode).toBe(200);
    expect((await create({ name: 'After a delete' })).id).toBe(last + 1);
  });

  it('updates the given fields, ignoring the read-only ones react-admin sends back', async () => {
    const client = await create({ name: 'Initech', contact_email: 'it@initech.example' });
    const response = await send('PUT', `${clients}/${client.id}`, 'admin', {
      ...client,
      id: 999_999,
      inserted_at: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
      name: 'Initech Europe',
      status: 'suspended',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Client;
    expect(updated).toMatchObject({
      id: client.id,
      name: 'Initech Europe',
      status: 'suspended',
      languages: ['fr'],
      contact_email: 'it@initech.example',
      inserted_at: client.inserted_at,
    });
    expect(updated.updated_at >= client.updated_at).toBe(true);
    const partial = await send('PUT', `${clients}/${client.id}`, 'admin', {
      retention_days: 3650,
      contact_email: '',
    });
    expect(partial.json()).toMatchObject({ name: 'Initech Europe', retention_days: 3650 });
    expect(partial.json().contact_email).toBe('');
    // Its own name, case changed: not a clash.
    const renamed = await send('PUT', `${clients}/${client.id}`, 'admin', {
      name: 'INITECH EUROPE',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await send('PUT', `${clients}/99999`, 'admin', { name: 'X' })).statusCode).toBe(404);
    expect((await history(`clients/${client.id}`)).map((entry) => entry.action)).toContain(
      'update',
    );
  });

  it('deletes a client without campaigns or calls and returns it as it was', async () => {
    const client = await create({ name: 'Short-lived' });
    const response = await send('DELETE', `${clients}/${client.id}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(client);
    expect((await send('GET', `${clients}/${client.id}`, 'admin')).statusCode).toBe(404);
    expect((await send('DELETE', `${clients}/${client.id}`, 'admin')).statusCode).toBe(404);
    expect((await history(`clients/${client.id}`)).map((entry) => entry.action)).toContain(
      'delete',
    );
  });

  it('refuses to delete a client that still has campaigns or calls (409)', async () => {
    const body = await refusal('DELETE', `${clients}/1`, undefined, 409);
    expect(body.errors).toEqual({});
    expect(body.message).toMatch(/^Client "Élan Télécom" still has \d+ campaign\(s\) and \d+ call/);
    const french = await platform.request({
      method: 'DELETE',
      url: `${clients}/1`,
      as: 'admin',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(/^Le client "Élan Télécom" a encore/);
    expect((await send('GET', `${clients}/1`, 'admin')).statusCode).toBe(200);
  });
});

describe('validation: 4xx with the field’s errors', () => {
  const fieldErrors = async (body: object, status = 400) =>
    (await refusal('POST', clients, body, status)).errors;

  it('name: required, not blank, at most 100 characters, unique case aside', async () => {
    expect(await fieldErrors({})).toEqual({ name: ['Required'] });
    expect(await fieldErrors({ name: '   ' })).toEqual({ name: ['Required'] });
    expect(await fieldErrors({ name: 'x'.repeat(101) })).toEqual({
      name: ['At most 100 characters'],
    });
    await create({ name: 'y'.repeat(100) });
    expect(await fieldErrors({ name: 'PARCELO' }, 409)).toEqual({
      name: ['A client named "Parcelo" already exists'],
    });
    const body = await refusal('PUT', `${clients}/3`, { name: 'parcelo' }, 409);
    expect(body.errors).toEqual({ name: ['A client named "Parcelo" already exists'] });
  });

  it('status, languages, retention_days, contact_email, unknown fields', async () => {
    const name = 'Validation probe';
    expect(await fieldErrors({ name, status: 'closed' })).toEqual({
      status: ['Must be one of: active, suspended'],
    });
    expect(await fieldErrors({ name, languages: [] })).toEqual({
      languages: ['Give at least one language'],
    });
    expect(await fieldErrors({ name, languages: 'fr' })).toHaveProperty('languages');
    expect(await fieldErrors({ name, languages: ['fr', 'zz'] })).toEqual({
      'languages.1': ['Unknown language "zz"'],
    });
    expect(await fieldErrors({ name, languages: ['french'] })).toEqual({
      'languages.0': ['Must be a 2-letter language code'],
    });
    for (const retention_days of [0, 3651, 1.5, '30', null])
      expect(await fieldErrors({ name, retention_days })).toEqual({
        retention_days: ['Must be a whole number of days from 1 to 3650'],
      });
    for (const contact_email of ['not an e-mail', `${'a'.repeat(250)}@x.io`, 12])
      expect(await fieldErrors({ name, contact_email })).toEqual({
        contact_email: ['Enter a valid email address'],
      });
    expect(await fieldErrors({ name, colour: 'red' })).toEqual({ colour: ['Unknown field'] });
    const french = await platform.request({
      method: 'POST',
      url: clients,
      as: 'admin',
      payload: { name, languages: [] },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({ languages: ['Indiquez au moins une langue'] });
    expect((await refusal('PUT', `${clients}/3`, { retention_days: 0 })).errors).toEqual({
      retention_days: ['Must be a whole number of days from 1 to 3650'],
    });
    expect((await list({ filter: { q: name } })).clients).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the clients paths, with summaries and field descriptions', async () => {
    const document = (await platform.request({ url: `${api}/openapi.json` })).json();
    const paths = document.paths as Record<string, Record<string, { summary?: string }>>;
    expect(Object.keys(paths['/clients']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/clients/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    for (const methods of [paths['/clients'], paths['/clients/{id}']])
      for (const operation of Object.values(methods)) expect(operation.summary).toBeTruthy();
  });
});
