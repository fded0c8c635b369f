import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutSeconds } from '../../server/identity/loginGuard';
import { startIdentityServer, type RunningIdentity } from '../support/identityServer';
import { openLoginPage, submitLogin } from '../support/login';

// Issue 11, "Identity like Keycloak": after 5 failures for one user a temporary lock-out with
// growing waits (Keycloak's defaults), per-address rate limits on the login form, a clear
// message on the login page, the form protected against cross-site posts, and sign-ins and
// failures in a log an administrator can read (Keycloak's admin events API).
let server: RunningIdentity;
let adminToken: string;
let clientToken: string;
const tokenOf = async (user: string) =>
  ((await (await passwordGrant(user, user)).json()) as { access_token: string }).access_token;
beforeAll(async () => {
  server = await startIdentityServer();
  [adminToken, clientToken] = [await tokenOf('admin'), await tokenOf('client')];
});
afterAll(() => server.close());

const passwordGrant = (username: string, password: string) =>
  fetch(`${server.baseUrl}/realms/demo/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'console', username, password }),
  });

const events = (query: string, token = adminToken) =>
  fetch(`${server.baseUrl}/admin/realms/demo/events?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('brute-force detection', () => {
  it('waits 1 more minute at every 5th failure in a row, at most 15 (Keycloak’s increments)', () => {
    expect([1, 4, 5, 6, 9, 10, 15, 75, 100].map((n) => lockoutSeconds(n))).toEqual([
      0, 0, 60, 0, 0, 120, 180, 900, 900,
    ]);
  });

  it('locks an account after 5 wrong passwords on the token endpoint, even for the right one', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await passwordGrant('client', 'wrong');
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error_description: 'Invalid user credentials',
      });
    }
    const locked = await passwordGrant('client', 'client');
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/^Account temporarily disabled: retry in \d+ s$/),
    });
    // Another account is not affected.
    expect((await passwordGrant('guest', 'guest')).status).toBe(200);
  });

  it('says so on the login page after 6 wrong passwords', async () => {
    const attempt = await openLoginPage(server.baseUrl);
    let page = '';
    for (let tries = 1; tries <= 6; tries += 1) {
      const { response } = await submitLogin(attempt, { username: 'guest', password: 'nope' });
      page = await response.text();
      if (tries <= 5) expect(page).toContain('Invalid username or password.');
    }
    expect(page).toContain(
      'Account is temporarily disabled after too many failed sign-ins. Try again in 1 min.',
    );
    const right = await submitLogin(attempt, { username: 'guest', password: 'guest' });
    expect(right.code).toBeNull();
    expect(await right.response.text()).toContain('Account is temporarily disabled');
  });

  it('refuses a login form posted from another site', async () => {
    const attempt = await openLoginPage(server.baseUrl);
    const { response, code } = await submitLogin(
      attempt,
      { username: 'admin', password: 'admin' },
      { origin: 'https://evil.example' },
    );
    expect(code).toBeNull();
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This sign-in form was sent from another site.');
    const fetchMetadata = await submitLogin(
      attempt,
      { username: 'admin', password: 'admin' },
      { 'sec-fetch-site': 'cross-site', origin: 'null' },
    );
    expect(fetchMetadata.response.status).toBe(403);
  });

  it('accepts the browser’s own post: same-origin, with the null Origin of no-referrer pages', async () => {
    const attempt = await openLoginPage(server.baseUrl);
    const { code } = await submitLogin(
      attempt,
      { username: 'admin', password: 'admin' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
    );
    expect(code).toBeTruthy();
  });
});

describe('login events (GET /admin/realms/{realm}/events)', () => {
  it('list sign-ins and failures, newest first, for administrators', async () => {
    const response = await events('user=&type=LOGIN_ERROR&max=50');
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      type: string;
      error?: string;
      time: number;
      details: { username: string; auth_method: string };
    }[];
    const ofClient = list.filter((event) => event.details.username === 'client');
    expect(ofClient.map((event) => event.error)).toEqual([
      'user_temporarily_disabled',
      ...Array(5).fill('invalid_user_credentials'),
    ]);
    expect(ofClient[0].details.auth_method).toBe('password');
    expect(list.some((event) => event.details.auth_method === 'form')).toBe(true);
    expect(list.map((event) => event.time)).toEqual(
      [...list.map((event) => event.time)].sort((a, b) => b - a),
    );
    const logins = (await (await events('type=LOGIN')).json()) as {
      details: { username: string };
    }[];
    expect(logins.map((event) => event.details.username)).toContain('admin');
  });

  it('refuses users without global.admin, missing tokens and bad parameters', async () => {
    expect((await events('', '')).status).toBe(401);
    expect((await events('', clientToken)).status).toBe(403);
    expect((await events('max=5000')).status).toBe(400);
    expect((await events('type=DELETE')).status).toBe(400);
  });
});

describe('per-address rate limit', () => {
  it('answers 429 with Retry-After past 60 login form posts a minute from one address', async () => {
    const attempt = await openLoginPage(server.baseUrl);
    // The tests above posted a few forms already: the 429 comes at the 61st post or before.
    const statuses: number[] = [];
    while (statuses.length < 61 && statuses.at(-1) !== 429) {
      const { submitted } = await submitLogin(attempt, { username: 'nobody', password: 'x' });
      statuses.push(submitted.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.length).toBeGreaterThan(45);
    const refused = await submitLogin(attempt, { username: 'nobody', password: 'x' });
    expect(Number(refused.submitted.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.submitted.json()).toMatchObject({
      message: expect.stringMatching(/^Too many requests: retry in \d+ s$/),
    });
  });
});
