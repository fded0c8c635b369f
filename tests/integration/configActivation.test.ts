import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { activationTokenHash } from '../../server/shared/activationToken';
import { loginAs } from '../support/login';
import { openTestDatabase } from './support/testDatabase';
import { startTestPlatform, TEST_SEED_SIZE, type TestPlatform } from './support/testPlatform';

// Issue 13, "activate-account": an administrator invites a person of a client through the
// configuration service; the identity server gets a disabled user of realm demo and the answer a
// one-time link to its "Choose a password" page. Once activated, the person signs in (code flow,
// password grant) with exactly the granted roles and the client's group, and the services scope
// them to that client. Real identity server: the page, the form and the tokens are the real ones.
const api = '/services/config/api';
const activations = `${api}/account-activations`;

let database: Database;
let platform: TestPlatform;
let publicUrl: string;
beforeAll(async () => {
  // A database of the test's own, so that a second platform can start on it (a restart).
  database = await openTestDatabase({ seedSize: TEST_SEED_SIZE });
  platform = await startTestPlatform({ database }, 'real');
  publicUrl = platform.options.publicUrl;
});
afterAll(async () => {
  await platform?.close();
  await database?.close();
});

interface Activation {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  client_id: number;
  languages: string[];
  roles: string[];
  status: 'pending' | 'activated' | 'expired';
  expires_at: string;
  activated_at: string | null;
  inserted_at: string;
  activation_url?: string;
}
interface Refusal {
  message: string;
  errors: Record<string, string[]>;
}

const GRANTED = ['app.config.client', 'app.scribr.call_list'];
const PASSWORD = 'correct horse 42 battery';
/** What the login form's browser sends with a post from the page itself. */
const sameOrigin = () => ({ origin: publicUrl, 'sec-fetch-site': 'same-origin' });

const post = (body: object, on: TestPlatform = platform, as: 'admin' | 'client' = 'admin') =>
  on.request({ method: 'POST', url: activations, as, payload: body });
const create = async (body: object, on: TestPlatform = platform) => {
  const response = await post(body, on);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Activation & { activation_url: string };
};
const refused = async (body: object, status = 400) => {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Refusal;
};
const newClient = async (name: string, extra: object = {}) => {
  const response = await platform.request({
    method: 'POST',
    url: `${api}/clients`,
    as: 'admin',
    payload: { name, languages: ['fr', 'en'], ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
};
const person = (email: string, client_id: number, roles: string[] = GRANTED) => ({
  email,
  first_name: 'Inès',
  last_name: 'Invitée',
  client_id,
  roles,
});
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

const openPage = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const submit = (
  pageBase: string,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin(),
) =>
  fetch(`${pageBase}/realms/demo/activate`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const choose = (url: string, password: string, confirmation = password, headers?: object) =>
  submit(
    new URL(url).origin,
    { token: tokenOf(url), 'password-new': password, 'password-confirm': confirmation },
    headers as Record<string, string> | undefined,
  );
const passwordGrant = (base: string, username: string, password: string) =>
  fetch(`${base}/realms/demo/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'console', username, password }),
  });

describe('creating an activation', () => {
  it('answers the record and an absolute one-time link to the identity’s page', async () => {
    const clientId = await newClient('Activation Alpha');
    const before = Date.now();
    const created = await create({
      ...person('  Ines.Alpha@Example.COM ', clientId),
      languages: ['en'],
    });
    expect(created).toMatchObject({
      email: 'ines.alpha@example.com',
      first_name: 'Inès',
      last_name: 'Invitée',
      client_id: clientId,
      languages: ['en'],
      roles: GRANTED,
      status: 'pending',
      activated_at: null,
    });
    expect(created.activation_url).toMatch(
      new RegExp(`^${publicUrl.replace(/\./g, '\\.')}/realms/demo/activate\\?token=[\\w-]{43}$`),
    );
    const ttl = Date.parse(created.expires_at) - before;
    expect(ttl).toBeGreaterThan(72 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(72 * 3600_000 + 60_000);
    // Not yet a user who can sign in.
    expect((await passwordGrant(publicUrl, created.email, PASSWORD)).status).toBe(401);
  });

  it('defaults the languages to the client’s, and drops repeated roles', async () => {
    const clientId = await newClient('Activation Defaults');
    const created = await create(
      person('defaults@example.com', clientId, ['app.moriarty.tags', 'app.moriarty.tags']),
    );
    expect(created.languages).toEqual(['fr', 'en']);
    expect(created.roles).toEqual(['app.moriarty.tags']);
  });

  it('never shows the link, its token or its hash again: reads, list, audit trail', async () => {
    const created = await create(person('secret@example.com', 1));
    const token = tokenOf(created.activation_url);
    const reads = [
      await platform.request({ url: `${activations}/${created.id}`, as: 'admin' }),
      await platform.request({ url: `${activations}?range=[0,999]`, as: 'admin' }),
      await platform.request({
        url: `${api}/history?path=${encodeURIComponent(`account-activations/${created.id}`)}`,
        as: 'admin',
      }),
    ];
    for (const read of reads) {
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).not.toContain(token);
      expect(read.body).not.toContain(activationTokenHash(token));
      expect(read.body).not.toContain('activation_url');
    }
    const one = reads[0].json() as Activation;
    const { activation_url: _url, ...record } = created;
    expect(one).toEqual(record);
    const [entry] = reads[2].json().data as { action: string; after: object }[];
    expect(entry).toMatchObject({ action: 'create', after: record });
  });
});

describe('refusals', () => {
  it('refuses roles other than app.* at their index, and no role at all', async () => {
    const admin = await refused(person('r1@example.com', 1, ['global.admin']));
    expect(admin.errors).toEqual({
      'roles.0': ['Not a role an account may be given: "global.admin" (app.* roles only)'],
    });
    const mixed = await refused(
      person('r2@example.com', 1, ['app.scribr.analytics', 'feat.scribr.alpha', 'app.nope']),
    );
    expect(Object.keys(mixed.errors).sort()).toEqual(['roles.1', 'roles.2']);
    expect((await refused(person('r3@example.com', 1, []))).errors).toEqual({
      roles: ['Give at least one role'],
    });
    expect((await refused(person('r4@example.com', 1, [42 as unknown as string]))).errors).toEqual({
      'roles.0': ['Must be a string'],
    });
  });

  it('refuses an e-mail a user already has (static or invited, case aside): 409 at email', async () => {
    const taken = await refused(person('Admin@Example.com', 1), 409);
    expect(taken).toEqual({
      message: 'A user with the email "admin@example.com" already exists',
      errors: { email: ['A user with the email "admin@example.com" already exists'] },
    });
    await create(person('twice@example.com', 1));
    expect((await refused(person('TWICE@example.com', 1), 409)).errors).toHaveProperty('email');
    // By username too: the demo user `client`'s e-mail is client@example.com.
    expect((await refused(person('client@example.com', 1), 409)).errors).toHaveProperty('email');
  });

  it('refuses an unknown or suspended client, bad fields, in French too', async () => {
    expect((await refused(person('u1@example.com', 999_999))).errors).toEqual({
      client_id: ['There is no client 999999'],
    });
    const suspended = await newClient('Activation Suspended', { status: 'suspended' });
    expect((await refused(person('u2@example.com', suspended))).errors.client_id).toEqual([
      'Client "Activation Suspended" is suspended: its accounts are stopped',
    ]);
    const bad = await refused({ email: 'not an address', first_name: ' ', client_id: 'x' });
    expect(Object.keys(bad.errors).sort()).toEqual([
      'client_id',
      'email',
      'first_name',
      'last_name',
      'roles',
    ]);
    const french = await platform.request({
      method: 'POST',
      url: activations,
      as: 'admin',
      headers: { 'accept-language': 'fr' },
      payload: person('u3@example.com', 1, ['global.admin']),
    });
    expect(french.json().errors['roles.0']).toEqual([
      'Rôle impossible à donner à un compte : "global.admin" (rôles app.* seulement)',
    ]);
  });

  it('is for administrators: 403 to a client user, reads need app.config.client', async () => {
    const answer = await post(person('nope@example.com', 1), platform, 'client');
    expect(answer.statusCode).toBe(403);
    expect((await platform.request({ url: activations, as: 'client' })).statusCode).toBe(403);
    expect((await platform.request({ url: activations, as: 'guest' })).statusCode).toBe(403);
  });
});

describe('activating an account', () => {
  let clientId: number;
  let created: Activation & { activation_url: string };
  /** Another client's activation, which the new user must not see. */
  let otherId: number;
  beforeAll(async () => {
    clientId = await newClient('Activation Beta');
    otherId = (await create(person('other.client@example.com', 1))).id;
    created = await create({ ...person('ines.beta@example.com', clientId), languages: ['fr'] });
  });

  it('shows the "Choose a password" form, in English or French, with no script', async () => {
    const page = await openPage(created.activation_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const body = await page.text();
    expect(body).toContain('<h1>Choose a password</h1>');
    expect(body).toMatch(/<form[^>]*method="post"[^>]*action="\/realms\/demo\/activate"/);
    expect(body).toContain('name="password-new"');
    expect(body).toContain('name="password-confirm"');
    expect(body).toContain(`name="token" value="${tokenOf(created.activation_url)}"`);
    expect(body).toContain('value="ines.beta@example.com"');
    expect(body).not.toContain('<script');
    const french = await (
      await openPage(created.activation_url, { 'accept-language': 'fr' })
    ).text();
    expect(french).toContain('<h1>Choisissez un mot de passe</h1>');
  });

  it('shows a weak password and a mismatch at their field, and keeps the link usable', async () => {
    const weak = await choose(created.activation_url, 'short1');
    expect(weak.status).toBe(400);
    const weakPage = await weak.text();
    expect(weakPage).toMatch(
      /id="password-new-error"[^>]*>Password too weak: use at least 12 characters, with letters and digits\./,
    );
    expect(weakPage).toContain('aria-describedby="password-new-error"');
    const noDigit = await (await choose(created.activation_url, 'only letters here')).text();
    expect(noDigit).toContain('Password too weak');
    const noLetter = await (await choose(created.activation_url, '1234567890123')).text();
    expect(noLetter).toContain('Password too weak');
    const mismatch = await choose(created.activation_url, PASSWORD, `${PASSWORD}!`);
    expect(mismatch.status).toBe(400);
    const mismatchPage = await mismatch.text();
    expect(mismatchPage).toMatch(/id="password-confirm-error"[^>]*>Passwords don&#39;t match\./);
    expect(mismatchPage).not.toContain('password-new-error');
    expect((await openPage(created.activation_url)).status).toBe(200);
  });

  it('refuses a post from another site, as the login form does', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://attacker.example' },
    ]) {
      const answer = await choose(created.activation_url, PASSWORD, PASSWORD, headers);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('This form was sent from another site.');
    }
    expect((await openPage(created.activation_url)).status).toBe(200);
  });

  it('sets the password, enables the account and links to the console', async () => {
    const answer = await choose(created.activation_url, PASSWORD);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain('<h1>Your account is active</h1>');
    expect(body).toContain(`href="${publicUrl}/?realm=demo"`);
    const [record] = (
      await platform.request({
        url: `${activations}?filter=${encodeURIComponent(JSON.stringify({ id: [created.id] }))}`,
        as: 'admin',
      })
    ).json() as Activation[];
    expect(record.status).toBe('activated');
    expect(Date.parse(record.activated_at ?? '')).toBeGreaterThan(Date.parse(record.inserted_at));
  });

  it('is used up: a second visit or post says the link expired or was used', async () => {
    for (const answer of [
      await openPage(created.activation_url),
      await choose(created.activation_url, 'another password 99'),
    ]) {
      expect(answer.status).toBe(410);
      expect(await answer.text()).toContain(
        'This activation link has expired or was already used.',
      );
    }
    const unknown = await openPage(`${publicUrl}/realms/demo/activate?token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect((await openPage(`${publicUrl}/realms/demo/activate`)).status).toBe(410);
    // The first password still holds.
    expect((await passwordGrant(publicUrl, created.email, 'another password 99')).status).toBe(401);
  });

  it('signs in (password grant, code flow) with exactly the granted roles and group', async () => {
    const granted = await passwordGrant(publicUrl, 'Ines.Beta@example.com', PASSWORD);
    expect(granted.status).toBe(200);
    const { access_token: accessToken } = (await granted.json()) as { access_token: string };
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      preferred_username: 'ines.beta@example.com',
      email: 'ines.beta@example.com',
      given_name: 'Inès',
      family_name: 'Invitée',
      resource_access: { console: { roles: GRANTED } },
      app_metadata: { languages: ['fr'] },
      app_metadata_groups: [`client-${clientId}`],
    });
    const viaCode = await loginAs(publicUrl, 'ines.beta@example.com', PASSWORD);
    expect(decodeJwt(viaCode.access_token)).toMatchObject({
      resource_access: { console: { roles: GRANTED } },
      app_metadata_groups: [`client-${clientId}`],
    });

    // The services scope the user to its client.
    const clients = await platform.request({ url: `${api}/clients`, token: accessToken });
    expect(clients.statusCode, clients.body).toBe(200);
    expect((clients.json() as { id: number }[]).map((client) => client.id)).toEqual([clientId]);
    const own = await platform.request({ url: activations, token: accessToken });
    expect((own.json() as Activation[]).map((activation) => activation.id)).toEqual([created.id]);
    expect(own.headers['content-range']).toBe('account-activations 0-0/1');
    const other = await platform.request({ url: `${activations}/${otherId}`, token: accessToken });
    expect(other.statusCode).toBe(404);
    // Roles it was not given stay refused.
    const corpuses = await platform.request({
      url: '/services/lm-factory/api/corpuses?lang=fr',
      token: accessToken,
    });
    expect(corpuses.statusCode).toBe(403);
  });

  it('lists, filters and sorts activations for administrators', async () => {
    const query = (params: Record<string, unknown>) =>
      platform.request({
        url: `${activations}?${Object.entries(params)
          .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
          .join('&')}`,
        as: 'admin',
      });
    const byClient = await query({ filter: { client_id: clientId } });
    expect((byClient.json() as Activation[]).map((a) => a.email)).toEqual([
      'ines.beta@example.com',
    ]);
    const activated = (await query({ filter: { status: 'activated' } })).json() as Activation[];
    expect(activated.map((a) => a.id)).toContain(created.id);
    expect(activated.every((a) => a.status === 'activated')).toBe(true);
    const pending = (await query({ filter: { status: 'pending' }, range: [0, 999] })).json();
    expect((pending as Activation[]).map((a) => a.id)).toContain(otherId);
    const named = (await query({ filter: { q: 'INVIT' }, range: [0, 999] })).json() as Activation[];
    expect(named.length).toBeGreaterThan(2);
    const emails = (
      (await query({ sort: ['email', 'ASC'], range: [0, 999] })).json() as Activation[]
    ).map((a) => a.email);
    expect(emails).toEqual([...emails].sort());
    const statuses = (
      (await query({ sort: ['status', 'DESC'], range: [0, 999] })).json() as Activation[]
    ).map((a) => a.status);
    expect(statuses[0]).toBe('pending');
    expect((await query({ filter: { status: 'gone' } })).statusCode).toBe(400);
    expect((await query({ sort: ['token_hash', 'ASC'] })).statusCode).toBe(400);
  });

  it('survives a restart: the stored user signs in on a new platform over the same data', async () => {
    await platform.close();
    platform = await startTestPlatform({ database }, 'real');
    publicUrl = platform.options.publicUrl;
    const granted = await passwordGrant(publicUrl, 'ines.beta@example.com', PASSWORD);
    expect(granted.status).toBe(200);
  });
});

describe('an expired link', () => {
  let shortLived: TestPlatform;
  beforeAll(async () => {
    shortLived = await startTestPlatform({ activationTtlSeconds: 1 }, 'real');
  });
  afterAll(() => shortLived?.close());

  it('shows the expired page, cannot be used, and is listed as expired', async () => {
    const created = await create(person('late@example.com', 1), shortLived);
    expect(created.status).toBe('pending');
    expect(Date.parse(created.expires_at) - Date.parse(created.inserted_at)).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const answer of [
      await openPage(created.activation_url, { 'accept-language': 'fr' }),
      await choose(created.activation_url, PASSWORD),
    ]) {
      expect(answer.status).toBe(410);
      expect(await answer.text()).toMatch(
        /Ce lien d’activation a expiré ou a déjà été utilisé\.|This activation link has expired or was already used\./,
      );
    }
    const record = await shortLived.request({ url: `${activations}/${created.id}`, as: 'admin' });
    expect(record.json()).toMatchObject({ status: 'expired', activated_at: null });
    const base = shortLived.options.publicUrl;
    expect((await passwordGrant(base, 'late@example.com', PASSWORD)).status).toBe(401);
  });

  it('gives way to a new invitation for the same e-mail, whose link works', async () => {
    // On the platform of the file (links live 72 hours): the first link's end is moved into the
    // past rather than waited for, so the second link cannot expire too before it is used (a
    // loaded CI machine took longer than a second between the two).
    const first = await create(person('again@example.com', 1));
    // Still pending: the e-mail is taken.
    const pending = await platform.request({
      method: 'POST',
      url: activations,
      as: 'admin',
      payload: person('again@example.com', 1),
    });
    expect(pending.statusCode).toBe(409);
    await database.db.execute(
      sql`UPDATE account_activations SET expires_at = now() - interval '1 minute' WHERE id = ${first.id}`,
    );
    const second = await create(person('Again@example.com', 1));
    expect(second.status).toBe('pending');
    const gone = await platform.request({ url: `${activations}/${first.id}`, as: 'admin' });
    expect(gone.statusCode).toBe(404);
    expect((await choose(second.activation_url, PASSWORD)).status).toBe(200);
    const granted = await passwordGrant(publicUrl, 'again@example.com', PASSWORD);
    expect(granted.status).toBe(200);
  });
});
