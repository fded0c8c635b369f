import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/login';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Keycloak's "Direct access grants" on the demo realm: grant_type=password on the token endpoint
// for the public client `console`, answered like Keycloak, tokens accepted by the services.
const corpuses = '/services/lm-factory/api/corpuses?lang=fr';

let platform: TestPlatform;
let realmUrl: string;
beforeAll(async () => {
  platform = await startTestPlatform({}, 'real');
  realmUrl = `${platform.options.publicUrl}/realms/demo`;
});
afterAll(() => platform.close());

const tokenRequest = (fields: Record<string, string>) =>
  fetch(`${realmUrl}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const passwordGrant = (username: string, password = username, scope?: string) =>
  tokenRequest({
    grant_type: 'password',
    client_id: 'console',
    username,
    password,
    ...(scope && { scope }),
  });

describe('grant_type=password (demo realm)', () => {
  it('answers like Keycloak, with an ID token when openid is asked for', async () => {
    const response = await passwordGrant('admin', 'admin', 'openid');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({
      expires_in: 300,
      token_type: 'Bearer',
      scope: 'openid profile email',
    });
    expect(body.refresh_expires_in).toBeGreaterThan(body.expires_in);
    expect(decodeJwt(body.refresh_token)).toMatchObject({ typ: 'Refresh', azp: 'console' });
    expect(decodeJwt(body.id_token)).toMatchObject({ preferred_username: 'admin', aud: 'console' });
  });

  it('gives the access token of the code flow: the same claims', async () => {
    const password = await (await passwordGrant('client', 'client', 'openid')).json();
    const code = await loginAs(platform.options.publicUrl, 'client');
    const fromPassword = decodeJwt(password.access_token);
    const fromCode = decodeJwt(code.access_token);
    expect(Object.keys(fromPassword).sort()).toEqual(Object.keys(fromCode).sort());
    const stable = ({ jti: _jti, iat: _iat, exp: _exp, scope: _scope, ...rest }: typeof fromCode) =>
      rest;
    expect(stable(fromPassword)).toEqual(stable(fromCode));
  });

  it('without scope: no ID token, Keycloak’s default scopes', async () => {
    const body = await (await passwordGrant('guest')).json();
    expect(body.id_token).toBeUndefined();
    expect(body.scope).toBe('profile email');
  });

  it('tokens are accepted by the services: 200 for admin, 403 for guest', async () => {
    const admin = (await (await passwordGrant('admin')).json()).access_token;
    expect((await platform.request({ url: corpuses, token: admin })).statusCode).toBe(200);
    const guest = (await (await passwordGrant('guest')).json()).access_token;
    const refused = await platform.request({ url: corpuses, token: guest });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Forbidden', errors: {} });
  });

  it('refresh works: the refresh_token grant gives a new token the services accept', async () => {
    const first = await (await passwordGrant('admin', 'admin', 'openid')).json();
    const response = await tokenRequest({
      grant_type: 'refresh_token',
      client_id: 'console',
      refresh_token: first.refresh_token,
    });
    expect(response.status).toBe(200);
    const refreshed = await response.json();
    expect(refreshed).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(refreshed.refresh_expires_in).toBeGreaterThan(0);
    expect(refreshed.access_token).not.toBe(first.access_token);
    const answer = await platform.request({ url: corpuses, token: refreshed.access_token });
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'admin', 'wrong'],
    ['an unknown user', 'nobody', 'nobody'],
    ['an empty password', 'admin', ''],
  ])('refuses %s: 401 invalid_grant like Keycloak', async (_case, username, password) => {
    const response = await passwordGrant(username, password);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
  });

  it('is listed in the discovery document', async () => {
    const discovery = await (await fetch(`${realmUrl}/.well-known/openid-configuration`)).json();
    expect(discovery.grant_types_supported).toContain('password');
  });
});
