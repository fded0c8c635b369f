import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken, TEST_ISSUER, testTokenVerifier, untrustedKey } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Every service endpoint verifies the bearer token (signature, issuer, expiry) and its role.
const api = '/services/lm-factory/api';
const unauthorized = { message: 'Unauthorized', errors: {} };
const forbidden = { message: 'Forbidden', errors: {} };

const endpoints = [
  { method: 'GET', url: `${api}/corpuses?lang=fr` },
  { method: 'GET', url: `${api}/corpuses/1` },
  {
    method: 'POST',
    url: `${api}/corpuses`,
    payload: { description: '', label: 'x', lang: 'fr', sentences: ['a'] },
  },
  { method: 'DELETE', url: `${api}/corpuses/2` },
] as const;

let platform: TestPlatform;
beforeAll(async () => {
  // Forges tokens with the test key: always in test-key mode.
  platform = await startTestPlatform({}, 'test-key');
});
afterAll(() => platform.close());

const corpusCount = async () =>
  (await platform.request({ url: `${api}/corpuses`, as: 'admin' })).json().length;

describe.each(endpoints)('$method $url', (endpoint) => {
  it('answers 401 without a token', async () => {
    const response = await platform.request({ ...endpoint });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 403 to a user without app.lm_factory.corpuses (guest)', async () => {
    const response = await platform.request({ ...endpoint, as: 'guest' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
  });
});

describe('token checks', () => {
  const list = (token: string) => platform.request({ url: `${api}/corpuses`, token });

  it('refuses a garbage token', async () => {
    expect((await list('not-a-jwt')).statusCode).toBe(401);
    expect((await list('a.b.c')).json()).toEqual(unauthorized);
  });

  it('refuses a non-bearer Authorization header', async () => {
    const token = await signTestToken('admin');
    const response = await platform.request({
      url: `${api}/corpuses`,
      headers: { authorization: `Basic ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    expect((await list(await signTestToken('admin', { expiresIn: -10 }))).statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const token = await signTestToken('admin', { issuer: 'http://localhost:8080/realms/other' });
    expect((await list(token)).statusCode).toBe(401);
  });

  it('refuses a token signed by an untrusted key', async () => {
    const token = await signTestToken('admin', { key: await untrustedKey() });
    expect((await list(token)).statusCode).toBe(401);
  });

  it('refuses a token that is not an access token (an ID token)', async () => {
    expect((await list(await signTestToken('admin', { typ: 'JWT' }))).statusCode).toBe(401);
  });

  it('refuses a token issued to another client of the realm (azp), or without the audience', async () => {
    // Issue 11: "require azp = the console's client (and an audience)".
    expect((await list(await signTestToken('admin', { azp: 'other-app' }))).statusCode).toBe(401);
    expect((await list(await signTestToken('admin', { audience: null }))).statusCode).toBe(401);
    expect((await list(await signTestToken('admin', { audience: 'other' }))).statusCode).toBe(401);
  });

  it('accepts a valid token of a user holding the role', async () => {
    expect((await list(await signTestToken('client'))).statusCode).toBe(200);
    expect((await list(await signTestToken('admin'))).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('does not let global.admin bypass a missing role', async () => {
    const token = await signTestToken('root', { roles: ['global.admin'] });
    const response = await platform.request({ url: `${api}/corpuses`, token });
    expect(response.statusCode).toBe(403);
  });

  it('refuses before reading the body: no token + malformed JSON is 401, guest + bad body 403', async () => {
    const before = await corpusCount();
    const noToken = await platform.request({
      method: 'POST',
      url: `${api}/corpuses`,
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(noToken.statusCode).toBe(401);
    const guest = await platform.request({
      method: 'POST',
      url: `${api}/corpuses`,
      as: 'guest',
      payload: { label: 'sneaky', lang: 'fr', sentences: ['a'] },
    });
    expect(guest.statusCode).toBe(403);
    expect(await corpusCount()).toBe(before);
  });
});

describe('CORS', () => {
  it('lets the console send Authorization and Range, and read Content-Range', async () => {
    const preflight = await platform.request({
      method: 'OPTIONS',
      url: `${api}/corpuses`,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,range',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Range/);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);

    const refused = await platform.request({
      url: `${api}/corpuses`,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(refused.headers['access-control-expose-headers'])).toMatch(/Content-Range/);
  });
});

describe('createTokenVerifier', () => {
  it('returns the claims of a valid token', async () => {
    const verify = await testTokenVerifier();
    const claims = await verify(await signTestToken('client'));
    expect(claims).toMatchObject({ iss: TEST_ISSUER, preferred_username: 'client' });
    expect(claims.resource_access?.console.roles).toContain('app.lm_factory.corpuses');
  });

  it('throws on an expired token, a wrong issuer and a foreign signature', async () => {
    const verify = await testTokenVerifier();
    await expect(verify(await signTestToken('a', { expiresIn: -1 }))).rejects.toThrow();
    await expect(
      verify(await signTestToken('a', { issuer: 'http://x/realms/demo' })),
    ).rejects.toThrow();
    await expect(verify(await signTestToken('a', { key: await untrustedKey() }))).rejects.toThrow();
  });
});
