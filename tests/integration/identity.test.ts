import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contracts/roles';
import { startIdentityServer, type RunningIdentity } from '../support/identityServer';
import { exchangeCode, loginAs, openLoginPage, submitLogin } from '../support/login';

let server: RunningIdentity;
let base: string;
let realmUrl: string;

beforeAll(async () => {
  server = await startIdentityServer();
  base = server.baseUrl;
  realmUrl = `${base}/realms/demo`;
});
afterAll(() => server.close());

const refresh = (refreshToken: string) =>
  fetch(`${realmUrl}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'console',
    }),
  });

describe('identity server (Keycloak layout)', () => {
  it('publishes Keycloak endpoint paths in its discovery document', async () => {
    const response = await fetch(`${realmUrl}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer: realmUrl,
      authorization_endpoint: `${realmUrl}/protocol/openid-connect/auth`,
      token_endpoint: `${realmUrl}/protocol/openid-connect/token`,
      userinfo_endpoint: `${realmUrl}/protocol/openid-connect/userinfo`,
      jwks_uri: `${realmUrl}/protocol/openid-connect/certs`,
      end_session_endpoint: `${realmUrl}/protocol/openid-connect/logout`,
    });
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(server.identity.realms).toEqual(['demo']);
    expect(server.identity.issuer('demo')).toBe(realmUrl);
  });

  it('signs admin in with code + PKCE and issues Keycloak-like JWT access tokens', async () => {
    const tokens = await loginAs(base, 'admin');
    const jwks = createRemoteJWKSet(new URL(`${realmUrl}/protocol/openid-connect/certs`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: realmUrl,
    });
    expect(protectedHeader.kid).toBe(server.identity.publicJwks().keys[0].kid);
    const adminRoles = ROLES.filter(
      (role) => role === 'global.admin' || role.startsWith('app.') || role.startsWith('feat.'),
    );
    expect(payload).toMatchObject({
      azp: 'console',
      aud: 'account',
      preferred_username: 'admin',
      email: 'admin@example.com',
      name: 'Ada Admin',
      realm_access: { roles: ['default-roles-demo'] },
      app_metadata: { languages: ['fr', 'en'] },
      app_metadata_groups: ['staff'],
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    const roles = (payload.resource_access as Record<string, { roles: string[] }>).console.roles;
    expect([...roles].sort()).toEqual([...adminRoles].sort());
    expect(roles).toContain('global.admin');

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      aud: 'console',
      preferred_username: 'admin',
      name: 'Ada Admin',
    });
    expect(idToken.email).toBe('admin@example.com');
  });

  it('gives client its six roles and guest none', async () => {
    const client = decodeJwt((await loginAs(base, 'client')).access_token);
    expect(client.resource_access).toEqual({
      console: {
        roles: [
          'app.scribr.analytics',
          'app.scribr.call_list',
          'app.moriarty.tags',
          'app.moriarty.clues',
          'app.lm_factory.corpuses',
          'app.phonelines.list',
        ],
      },
    });
    expect(client.app_metadata_groups).toEqual(['client-1']);

    const guest = decodeJwt((await loginAs(base, 'guest')).access_token);
    // Keycloak leaves out a client the user has no role for.
    expect(guest.resource_access).toEqual({});
    expect(guest.app_metadata).toEqual({ languages: ['fr'] });
    expect(guest.app_metadata_groups).toEqual([]);
  });

  it('re-shows the form with "Invalid username or password." on a wrong password', async () => {
    const attempt = await openLoginPage(base);
    expect(attempt.pageHtml).toMatch(/<form[^>]*method="post"/);
    expect(attempt.pageHtml).toContain('name="username"');
    expect(attempt.pageHtml).toContain('name="password"');
    expect(attempt.pageHtml).toContain('type="submit"');
    expect(attempt.pageHtml).not.toContain('Invalid username or password.');

    const { submitted, code } = await submitLogin(attempt, { username: 'admin', password: 'nope' });
    expect(submitted.status).toBe(200);
    expect(submitted.headers.get('location')).toBeNull();
    expect(code).toBeNull();
    const page = await submitted.text();
    expect(page).toContain('Invalid username or password.');
    expect(page).toContain('value="admin"');

    // The same attempt still succeeds with the right password.
    const retry = await submitLogin(attempt, { username: 'admin', password: 'admin' });
    expect(retry.code).toBeTruthy();
    expect((await exchangeCode(attempt, retry.code!)).access_token).toBeTruthy();
  });

  it('escapes what it echoes and speaks French when asked', async () => {
    const attempt = await openLoginPage(base, { params: { ui_locales: 'fr' } });
    expect(attempt.pageHtml).toContain('<html lang="fr"');
    const { submitted } = await submitLogin(attempt, {
      username: '"><script>x()</script>',
      password: 'x',
    });
    const page = await submitted.text();
    expect(page).toContain('Nom d’utilisateur ou mot de passe invalide.');
    expect(page).not.toContain('<script>x()');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');

    const byHeader = await openLoginPage(base, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(byHeader.pageHtml).toContain('Mot de passe');
    const byKcLocale = await openLoginPage(base, { params: { kc_locale: 'en', ui_locales: 'fr' } });
    expect(byKcLocale.pageHtml).toContain('Password');
  });

  it('refreshes with a JWT-shaped, rotating refresh token', async () => {
    const tokens = await loginAs(base, 'admin');
    expect(tokens.refresh_token.split('.')).toHaveLength(3);
    const refreshPayload = decodeJwt(tokens.refresh_token);
    expect(refreshPayload.exp! - refreshPayload.iat!).toBe(8 * 3600);

    const response = await refresh(tokens.refresh_token);
    expect(response.status).toBe(200);
    const renewed = await response.json();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(renewed.refresh_token.split('.')).toHaveLength(3);
    expect(decodeJwt(renewed.access_token).preferred_username).toBe('admin');
    // The rotated token keeps the original end of life.
    expect(decodeJwt(renewed.refresh_token).exp).toBeLessThanOrEqual(refreshPayload.exp!);
  });

  it('refuses redirect URIs outside the public URL and localhost', async () => {
    await expect(
      openLoginPage(base, { redirectUri: 'http://localhost:5173/lmfactory/corpuses' }),
    ).resolves.toBeTruthy();
    const authorize = new URL(`${realmUrl}/protocol/openid-connect/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'console',
      redirect_uri: 'https://evil.example/',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers the CORS preflight on /token with Allow-Credentials for allowed origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${realmUrl}/protocol/openid-connect/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();

    const tokens = await loginAs(base, 'guest');
    const actual = await fetch(`${realmUrl}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin: base },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'console',
      }),
    });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe(base);
    expect(actual.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('serves the account profile and userinfo from a verified access token', async () => {
    const tokens = await loginAs(base, 'client');
    const account = await fetch(`${realmUrl}/account`, {
      headers: { authorization: `bearer ${tokens.access_token}`, accept: 'application/json' },
    });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({
      id: decodeJwt(tokens.access_token).sub,
      username: 'client',
      email: 'client@example.com',
      firstName: 'Claire',
      lastName: 'Client',
    });
    const userinfo = await fetch(`${realmUrl}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ preferred_username: 'client' });

    const refused = [undefined, 'Bearer nonsense', `Bearer ${tokens.id_token}`];
    for (const authorization of refused) {
      const response = await fetch(`${realmUrl}/account`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errors: {} });
    }
  });

  it('lets another module verify tokens with issuer() and publicJwks()', async () => {
    const { access_token } = await loginAs(base, 'guest');
    const jwks = createLocalJWKSet(server.identity.publicJwks());
    const { payload } = await jwtVerify(access_token, jwks, {
      issuer: server.identity.issuer('demo'),
    });
    expect(payload.preferred_username).toBe('guest');
  });

  it('answers 404 JSON for an unknown realm or path', async () => {
    const realm = await fetch(`${base}/realms/nope/.well-known/openid-configuration`);
    expect(realm.status).toBe(404);
    const path = await fetch(`${realmUrl}/nope`);
    expect(path.status).toBe(404);
    expect(await path.json()).toEqual({ message: 'Not found', errors: {} });
  });

  it('allows credentialed CORS on errors and on the account preflight', async () => {
    const origin = 'http://localhost:5173';
    const failed = await fetch(`${realmUrl}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { origin },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'a.b.c',
        client_id: 'console',
      }),
    });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('access-control-allow-credentials')).toBe('true');

    const preflight = await fetch(`${realmUrl}/account`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
  });
});
