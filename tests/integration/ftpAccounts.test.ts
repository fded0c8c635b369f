import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftpAccounts, ftpFiles } from '../../server/db/schema';
import { verifyPassword } from '../../server/identity/passwords';
import { signTestToken } from '../support/testTokens';
import { listQuery as query, simpleRestClient, type Method } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 13, "Config": FTP accounts ("connect-ftp", keyed by login name, which is the record's id)
// and their activity ("ftp": sign-ins and files received), read with app.config.ftp_account (a
// client user only its own clients'), changed by administrators only, audited. A password is
// shown once (create, reset-password) and stored only as a scrypt hash.
// The FTP account service (spec §7 "FTP account service"), base /services/ftp/.
const api = '/services/ftp';
const accounts = `${api}/ftp-accounts`;
const activity = `${api}/ftp-activity`;

let platform: TestPlatform;
/** A user of client 1 who may read FTP accounts. */
let clientReader: string;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  clientReader = await signTestToken('client-reader', {
    roles: ['app.config.ftp_account'],
    groups: ['client-1'],
  });
});
afterAll(() => platform?.close());

interface Account {
  id: string;
  account_id: number;
  name: string;
  client_id: number;
  home_folder: string;
  allowed_sources: string[];
  enabled: boolean;
  inserted_at: string;
  updated_at: string;
}
interface Activity {
  id: number;
  name: string;
  client_id: number;
  enabled: boolean;
  last_login_at: string | null;
  files_received: number;
  files_failed: number;
}
interface ActivityDetail extends Activity {
  logins: { at: string; source: string; success: boolean }[];
  files: { name: string; size: number; received_at: string; state: string; error: string | null }[];
}
const rest = simpleRestClient(() => platform, api);
const { send, list, refusal, historyOf } = rest;
const asReader = (url: string, method: Method = 'GET', payload?: object) =>
  rest.sendWith(clientReader, url, method, payload);
const create = (body: object) => rest.create<Account & { password: string }>(accounts, body);
async function storedHash(name: string) {
  const [row] = await platform.database.db
    .select({ hash: ftpAccounts.passwordHash })
    .from(ftpAccounts)
    .where(eq(ftpAccounts.name, name));
  return row.hash;
}

const SEEDED = [
  'elan-archive',
  'elan-recordings',
  'lumiere-commandes',
  'lumiere-sav',
  'northwind-care',
  'northwind-meters',
  'parcelo-fr',
  'parcelo-uk',
];
const ACCOUNT_FIELDS = [
  'account_id',
  'allowed_sources',
  'client_id',
  'enabled',
  'home_folder',
  'id',
  'inserted_at',
  'name',
  'updated_at',
];

describe('FTP accounts: reading', () => {
  it('lists the seeded accounts, each keyed by its login name, with the paging headers', async () => {
    const { records, range, total } = await list<Account>(accounts, { filter: { q: '-' } });
    expect(records.map((account) => account.id)).toEqual(SEEDED);
    expect(range).toBe('ftp-accounts 0-7/8');
    expect(total).toBe('8');
    for (const account of records) {
      expect(Object.keys(account).sort()).toEqual(ACCOUNT_FIELDS);
      expect(account.id).toBe(account.name);
      expect(account.account_id).toBeGreaterThan(0);
    }
    expect(records[0]).toMatchObject({
      client_id: 1,
      home_folder: '/elan/archive',
      allowed_sources: ['203.0.113.0/24', '2001:db8:e1a::/48'],
      enabled: true,
    });
    const page = await list<Account>(accounts, { filter: { q: '-' }, range: [2, 3] });
    expect(page.records.map((account) => account.id)).toEqual(SEEDED.slice(2, 4));
    expect(page.range).toBe('ftp-accounts 2-3/8');
    expect((await send('GET', `${accounts}/lumiere-sav`, 'admin')).json()).toEqual(records[3]);
    // react-admin's getMany: by ids (names).
    const many = await list<Account>(accounts, { filter: { id: ['parcelo-uk', 'elan-archive'] } });
    expect(many.records.map((account) => account.id)).toEqual(['elan-archive', 'parcelo-uk']);
  });

  it('filters by client and name, and sorts by name, id and updated_at', async () => {
    const byClient = await list<Account>(accounts, { filter: { client_id: 3 } });
    expect(byClient.records.map((account) => account.id)).toEqual([
      'northwind-care',
      'northwind-meters',
    ]);
    expect((await list<Account>(accounts, { filter: { q: 'LUMIERE-S' } })).records).toHaveLength(1);
    expect((await list(accounts, { filter: { q: '%' } })).records).toEqual([]);
    const names = async (sort: [string, string]) =>
      (await list<Account>(accounts, { filter: { client_id: 2 }, sort })).records.map(
        (account) => account.id,
      );
    expect(await names(['name', 'DESC'])).toEqual(['lumiere-sav', 'lumiere-commandes']);
    expect(await names(['id', 'ASC'])).toEqual(['lumiere-commandes', 'lumiere-sav']);
    await send('PUT', `${accounts}/lumiere-commandes`, 'admin', { enabled: false });
    expect(await names(['updated_at', 'DESC'])).toEqual(['lumiere-commandes', 'lumiere-sav']);
  });

  it('refuses a bad query or name, and callers without the role', async () => {
    const bad = async (params: Record<string, unknown>) =>
      (await refusal('GET', `${accounts}${query(params)}`, undefined)).errors;
    expect(await bad({ sort: ['password', 'ASC'] })).toHaveProperty(['sort.0']);
    expect(await bad({ filter: { client_id: 'one' } })).toHaveProperty(['filter.client_id']);
    await refusal('GET', `${accounts}/Bad%20Name`, undefined);
    await refusal('GET', `${accounts}/nobody-here`, undefined, 404);
    for (const url of [accounts, `${accounts}/parcelo-fr`, activity, `${activity}/1`])
      for (const user of ['client', 'guest'] as const)
        expect((await send('GET', url, user)).statusCode).toBe(403);
    expect((await platform.request({ url: accounts })).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  it('shows a client user only its own clients’ accounts and activity', async () => {
    const mine = await asReader(`${accounts}${query({ range: [0, 99] })}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Account[]).map((account) => account.id)).toEqual([
      'elan-archive',
      'elan-recordings',
    ]);
    expect(mine.headers['content-range']).toBe('ftp-accounts 0-1/2');
    const other = await asReader(`${accounts}${query({ filter: { client_id: 4 } })}`);
    expect(other.json()).toEqual([]);
    expect(other.headers['content-range']).toBe('ftp-accounts */0');
    expect((await asReader(`${accounts}/elan-archive`)).statusCode).toBe(200);
    const hidden = await asReader(`${accounts}/parcelo-fr`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Not found', errors: {} });

    const activities = (await asReader(`${activity}${query({ range: [0, 99] })}`)).json();
    expect((activities as Activity[]).every((one) => one.client_id === 1)).toBe(true);
    expect(activities).toHaveLength(2);
    const parcelo = (await list<Account>(accounts, { filter: { id: ['parcelo-fr'] } })).records[0];
    expect((await asReader(`${activity}/${parcelo.account_id}`)).statusCode).toBe(404);
    expect((await asReader(`${activity}/${activities[0].id}`)).statusCode).toBe(200);
  });

  it('refuses a client user’s writes (403)', async () => {
    const body = { name: 'mine-account', client_id: 1 };
    expect((await asReader(accounts, 'POST', body)).statusCode).toBe(403);
    expect((await asReader(`${accounts}/elan-archive`, 'PUT', { enabled: false })).statusCode).toBe(
      403,
    );
    expect((await asReader(`${accounts}/elan-archive/reset-password`, 'POST')).statusCode).toBe(
      403,
    );
    expect((await asReader(`${accounts}/elan-archive`, 'DELETE')).statusCode).toBe(403);
    expect((await send('GET', `${accounts}/elan-archive`, 'admin')).json().enabled).toBe(true);
  });
});

describe('FTP accounts: changes, by administrators only, audited', () => {
  it('creates an account with a generated password, answered once and stored hashed', async () => {
    const created = await create({ name: 'acme.upload_1', client_id: 2 });
    expect(created).toMatchObject({
      id: 'acme.upload_1',
      name: 'acme.upload_1',
      client_id: 2,
      home_folder: '/acme.upload_1',
      allowed_sources: [],
      enabled: true,
    });
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.password).toMatch(/\d/);
    expect(created.password).toMatch(/[A-Za-z]/);
    const hash = await storedHash('acme.upload_1');
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(hash, created.password)).toBe(true);
    const { password, ...record } = created;
    expect(password).toBeTruthy();
    expect((await send('GET', `${accounts}/acme.upload_1`, 'admin')).json()).toEqual(record);
    const trail = (await historyOf('ftp-accounts/acme.upload_1')).json().data;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'create', after: record });
  });

  it('creates an account with the operator’s password, folder and sources (canonical)', async () => {
    const created = await create({
      name: 'acme-chosen',
      client_id: 2,
      password: 'correct horse 42 battery',
      home_folder: '/acme/in/',
      allowed_sources: ['10.0.0.0/8', '2001:DB8::/32', '192.0.2.1', ' 10.0.0.0/8 ', '::1'],
      enabled: false,
    });
    expect(created).toMatchObject({
      home_folder: '/acme/in/',
      allowed_sources: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.1/32', '::1/128'],
      enabled: false,
      password: 'correct horse 42 battery',
    });
    expect(await verifyPassword(await storedHash('acme-chosen'), 'correct horse 42 battery')).toBe(
      true,
    );
  });

  it('updates the given fields; the login name cannot change', async () => {
    const created = await create({ name: 'acme-update', client_id: 2 });
    // react-admin sends the whole record back (with the create answer's password): ignored.
    const response = await send('PUT', `${accounts}/acme-update`, 'admin', {
      ...created,
      account_id: 1,
      client_id: 3,
      home_folder: '/moved',
      allowed_sources: ['198.51.100.0/24'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'acme-update',
      account_id: created.account_id,
      client_id: 3,
      home_folder: '/moved',
      allowed_sources: ['198.51.100.0/24'],
    });
    expect(response.body).not.toContain(created.password);
    expect(await verifyPassword(await storedHash('acme-update'), created.password)).toBe(true);
    const renamed = await refusal('PUT', `${accounts}/acme-update`, { name: 'acme-other' });
    expect(renamed.errors).toEqual({
      name: ['The login name cannot be changed (it is "acme-update")'],
    });
    expect((await send('GET', `${accounts}/acme-other`, 'admin')).statusCode).toBe(404);
    expect(
      (await send('PUT', `${accounts}/nobody-here`, 'admin', { enabled: true })).statusCode,
    ).toBe(404);
    const trail = (await historyOf('ftp-accounts/acme-update')).json().data;
    expect(trail[0]).toMatchObject({
      action: 'update',
      before: { client_id: 2, home_folder: '/acme-update' },
      after: { client_id: 3, home_folder: '/moved' },
    });
  });

  it('resets a password: generated or chosen, answered once; the old one stops working', async () => {
    const created = await create({ name: 'acme-reset', client_id: 2 });
    const generated = await send('POST', `${accounts}/acme-reset/reset-password`, 'admin');
    expect(generated.statusCode, generated.body).toBe(200);
    const first = generated.json() as { id: string; password: string };
    expect(Object.keys(first).sort()).toEqual(['id', 'password']);
    expect(first.id).toBe('acme-reset');
    expect(first.password).not.toBe(created.password);
    let hash = await storedHash('acme-reset');
    expect(await verifyPassword(hash, first.password)).toBe(true);
    expect(await verifyPassword(hash, created.password)).toBe(false);
    const chosen = await send('POST', `${accounts}/acme-reset/reset-password`, 'admin', {
      password: 'another 12 chars',
    });
    expect(chosen.json()).toEqual({ id: 'acme-reset', password: 'another 12 chars' });
    hash = await storedHash('acme-reset');
    expect(await verifyPassword(hash, 'another 12 chars')).toBe(true);
    const empty = await send('POST', `${accounts}/acme-reset/reset-password`, 'admin', {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(
      (await refusal('POST', `${accounts}/acme-reset/reset-password`, { password: 'weak' })).errors,
    ).toEqual({ password: ['At least 12 characters, with letters and digits'] });
    await refusal('POST', `${accounts}/nobody-here/reset-password`, undefined, 404);
    const trail = (await historyOf('ftp-accounts/acme-reset')).json().data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'update',
      'update',
      'create',
    ]);
  });

  it('deletes an account with its activity and returns it as it was', async () => {
    const created = await create({ name: 'acme-delete', client_id: 2 });
    const response = await send('DELETE', `${accounts}/acme-delete`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const { password, ...record } = created;
    expect(password).toBeTruthy();
    expect(response.json()).toEqual(record);
    expect((await send('GET', `${accounts}/acme-delete`, 'admin')).statusCode).toBe(404);
    expect((await send('GET', `${activity}/${created.account_id}`, 'admin')).statusCode).toBe(404);
    expect((await send('DELETE', `${accounts}/acme-delete`, 'admin')).statusCode).toBe(404);
    const trail = (await historyOf('ftp-accounts/acme-delete')).json().data;
    expect(trail[0]).toMatchObject({ action: 'delete', before: record, after: null });
  });

  it('never answers a password or its hash to any read: lists, details, activity, audit', async () => {
    const created = await create({
      name: 'acme-secret',
      client_id: 1,
      password: 'Secret-pass-2024',
    });
    const { password: reset } = (
      await send('POST', `${accounts}/acme-secret/reset-password`, 'admin')
    ).json();
    await send('PUT', `${accounts}/acme-secret`, 'admin', { ...created, enabled: false });
    const hash = await storedHash('acme-secret');
    const reads = [
      await send('GET', `${accounts}${query({ range: [0, 999] })}`, 'admin'),
      await send('GET', `${accounts}/acme-secret`, 'admin'),
      await send('GET', `${activity}${query({ range: [0, 999] })}`, 'admin'),
      await send('GET', `${activity}/${created.account_id}`, 'admin'),
      await historyOf('ftp-accounts/acme-secret'),
      await asReader(`${accounts}/acme-secret`),
    ];
    for (const read of reads) {
      expect(read.statusCode, read.body).toBe(200);
      for (const secret of ['Secret-pass-2024', reset, hash, hash.split('$').at(-1)!, 'scrypt'])
        expect(read.body).not.toContain(secret);
      expect(read.body).not.toMatch(/password/i);
    }
    expect((await historyOf('ftp-accounts/acme-secret')).json().data).toHaveLength(3);
  });
});

describe('a client deleted', () => {
  it('takes its FTP accounts and their activity with it', async () => {
    const client = (
      await send('POST', '/services/config/api/clients', 'admin', { name: 'Cascade FTP client' })
    ).json() as { id: number };
    const account = await create({ name: 'cascade-account', client_id: client.id });
    expect(
      (await send('DELETE', `/services/config/api/clients/${client.id}`, 'admin')).statusCode,
    ).toBe(200);
    expect((await send('GET', `${accounts}/cascade-account`, 'admin')).statusCode).toBe(404);
    expect((await send('GET', `${activity}/${account.account_id}`, 'admin')).statusCode).toBe(404);
  });
});

describe('FTP accounts: validation, 4xx with the field’s errors', () => {
  const errorsOf = async (body: object, status = 400) =>
    (await refusal('POST', accounts, body, status)).errors;
  const base = { client_id: 2 };

  it('refuses a weak password', async () => {
    for (const password of ['short1', 'abcdefghijklmn', '1234567890123', 12345678901234])
      expect(await errorsOf({ ...base, name: 'weak-one', password })).toEqual({
        password: ['At least 12 characters, with letters and digits'],
      });
    const french = await platform.request({
      method: 'POST',
      url: accounts,
      as: 'admin',
      payload: { ...base, name: 'weak-one', password: 'short1' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({
      password: ['Au moins 12 caractères, avec des lettres et des chiffres'],
    });
  });

  it('refuses each bad source at its index', async () => {
    const errors = await errorsOf({
      ...base,
      name: 'bad-sources',
      allowed_sources: [
        '10.0.0.0/8',
        '300.1.1.1/8',
        '10.0.0.0/33',
        'fe80::1%eth0',
        'example.com',
        '2001:db8::/129',
        '10.0.0.0/8/1',
        12,
      ],
    });
    expect(errors).toEqual({
      'allowed_sources.1': [
        '"300.1.1.1/8" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.2': [
        '"10.0.0.0/33" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.3': [
        '"fe80::1%eth0" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.4': [
        '"example.com" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.5': [
        '"2001:db8::/129" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.6': [
        '"10.0.0.0/8/1" is not an IPv4 or IPv6 address or CIDR block (e.g. 203.0.113.0/24)',
      ],
      'allowed_sources.7': ['Must be a list of IPv4 or IPv6 addresses or CIDR blocks'],
    });
    expect(await errorsOf({ ...base, name: 'bad-sources', allowed_sources: '10.0.0.0/8' })).toEqual(
      { allowed_sources: ['Must be a list of IPv4 or IPv6 addresses or CIDR blocks'] },
    );
    const update = await refusal('PUT', `${accounts}/parcelo-fr`, { allowed_sources: ['x'] });
    expect(update.errors).toHaveProperty(['allowed_sources.0']);
  });

  it('refuses a bad or taken login name, a bad folder, an unknown client', async () => {
    const NAME =
      '3 to 32 lower-case letters, digits, ".", "_" or "-", starting with a letter or digit';
    for (const name of ['Upper', 'ab', '-dash-first', 'with space', 'x'.repeat(33), 'é-accent'])
      expect(await errorsOf({ ...base, name })).toEqual({ name: [NAME] });
    expect(await errorsOf({ ...base })).toEqual({ name: ['Required'] });
    expect(await errorsOf({ ...base, name: 'parcelo-fr' }, 409)).toEqual({
      name: ['An FTP account named "parcelo-fr" already exists'],
    });
    const FOLDER =
      'An absolute folder: "/" then names of letters, digits, ".", "_" or "-" (no "." or ".." names)';
    for (const home_folder of ['relative/path', '/a/../b', '/a//b', '/with space', '/..'])
      expect(await errorsOf({ ...base, name: 'bad-folder', home_folder })).toEqual({
        home_folder: [FOLDER],
      });
    expect(await errorsOf({ name: 'no-client', client_id: 999 })).toEqual({
      client_id: ['Unknown client 999'],
    });
    expect(await errorsOf({ name: 'no-client' })).toEqual({
      client_id: ['Must be a client id (a positive integer)'],
    });
    expect(await errorsOf({ ...base, name: 'extra-field', password_hash: 'x' })).toEqual({
      password_hash: ['Unknown field'],
    });
    expect((await list(accounts, { filter: { q: 'bad' } })).records).toEqual([]);
  });
});

describe('FTP activity', () => {
  it('lists each account’s last sign-in and file counts, filtered and sorted', async () => {
    const { records, range } = await list<Activity>(activity, {
      filter: { q: '-' },
      range: [0, 99],
    });
    expect(records.map((one) => one.name)).toEqual(expect.arrayContaining(SEEDED));
    expect(range).toMatch(/^ftp-activity 0-\d+\/\d+$/);
    for (const one of records) {
      expect(Object.keys(one).sort()).toEqual([
        'client_id',
        'enabled',
        'files_failed',
        'files_received',
        'id',
        'last_login_at',
        'name',
      ]);
      expect(one.files_failed).toBeLessThanOrEqual(one.files_received);
    }
    const unused = records.find((one) => one.name === 'parcelo-uk')!;
    expect(unused).toMatchObject({ last_login_at: null, files_received: 0, files_failed: 0 });
    const busy = records.find((one) => one.name === 'northwind-care')!;
    expect(busy.files_received).toBeGreaterThan(10);
    expect(Date.now() - Date.parse(busy.last_login_at!)).toBeLessThan(2 * 3_600_000);
    const [{ total }] = await platform.database.db
      .select({ total: count() })
      .from(ftpFiles)
      .where(eq(ftpFiles.accountId, busy.id));
    expect(busy.files_received).toBe(total);

    const byClient = await list<Activity>(activity, { filter: { client_id: 4 } });
    expect(byClient.records.map((one) => one.name)).toEqual(['parcelo-fr', 'parcelo-uk']);
    const byFiles = (
      await list<Activity>(activity, { sort: ['files_received', 'DESC'], range: [0, 99] })
    ).records.map((one) => one.files_received);
    expect(byFiles).toEqual([...byFiles].sort((a, b) => b - a));
    const neverFirst = await list<Activity>(activity, {
      filter: { client_id: 4 },
      sort: ['last_login_at', 'ASC'],
    });
    expect(neverFirst.records[0].name).toBe('parcelo-uk');
    const lastFirst = await list<Activity>(activity, {
      filter: { client_id: 4 },
      sort: ['last_login_at', 'DESC'],
    });
    expect(lastFirst.records[0].name).toBe('parcelo-fr');
  });

  it('details an account’s last 20 sign-ins and last 50 files, newest first', async () => {
    const [summary] = (await list<Activity>(activity, { filter: { q: 'northwind-care' } })).records;
    const response = await send('GET', `${activity}/${summary.id}`, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as ActivityDetail;
    expect(detail).toMatchObject(summary);
    expect(detail.logins).toHaveLength(20);
    expect(detail.files).toHaveLength(50);
    const newestFirst = (times: string[]) =>
      expect(times).toEqual([...times].sort((a, b) => b.localeCompare(a)));
    newestFirst(detail.logins.map((login) => login.at));
    newestFirst(detail.files.map((file) => file.received_at));
    expect(detail.logins.find((login) => login.success)?.at).toBe(summary.last_login_at);
    expect(Object.keys(detail.logins[0]).sort()).toEqual(['at', 'source', 'success']);
    expect(Object.keys(detail.files[0]).sort()).toEqual([
      'error',
      'name',
      'received_at',
      'size',
      'state',
    ]);
    expect(detail.files.slice(0, 2).map((file) => file.state)).toEqual(['received', 'processing']);
    for (const file of detail.files) {
      expect(['received', 'processing', 'processed', 'failed']).toContain(file.state);
      expect(file.error === null).toBe(file.state !== 'failed');
      expect(file.size).toBeGreaterThan(0);
    }
    const unused = (await list<Activity>(activity, { filter: { q: 'parcelo-uk' } })).records[0];
    expect((await send('GET', `${activity}/${unused.id}`, 'admin')).json()).toMatchObject({
      logins: [],
      files: [],
    });
    await refusal('GET', `${activity}/99999`, undefined, 404);
    await refusal('GET', `${activity}/parcelo-uk`, undefined);
  });
});

describe('OpenAPI', () => {
  it('documents the FTP paths, with summaries', async () => {
    const document = (await platform.request({ url: `${api}/openapi.json` })).json();
    const paths = document.paths as Record<string, Record<string, { summary?: string }>>;
    expect(Object.keys(paths['/ftp-accounts']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/ftp-accounts/{name}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/ftp-accounts/{name}/reset-password'])).toEqual(['post']);
    expect(Object.keys(paths['/ftp-activity'])).toEqual(['get']);
    expect(Object.keys(paths['/ftp-activity/{id}'])).toEqual(['get']);
    for (const path of ['/ftp-accounts', '/ftp-accounts/{name}', '/ftp-activity/{id}'])
      for (const operation of Object.values(paths[path])) expect(operation.summary).toBeTruthy();
  });
});
