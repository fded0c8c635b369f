import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentity } from '../support/identityServer';
import { exchangeCode, openLoginPage, submitLogin } from '../support/login';

let dataDir: string | undefined;
let server: RunningIdentity | undefined;

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('identity server restart', () => {
  it('keeps issued tokens, refresh tokens and sessions valid across a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-restart-'));
    server = await startIdentityServer({ dataDir });
    const { baseUrl } = server;
    const port = Number(new URL(baseUrl).port);
    const kidBefore = server.identity.publicJwks().keys[0].kid;

    const attempt = await openLoginPage(baseUrl);
    const { code } = await submitLogin(attempt, { username: 'admin', password: 'admin' });
    const tokens = await exchangeCode(attempt, code!);

    await server.close();
    server = await startIdentityServer({ dataDir, port });
    expect(server.identity.publicJwks().keys[0].kid).toBe(kidBefore);

    const realmUrl = `${baseUrl}/realms/demo`;
    const jwks = createRemoteJWKSet(new URL(`${realmUrl}/protocol/openid-connect/certs`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: realmUrl });
    expect(payload.preferred_username).toBe('admin');

    const refreshed = await fetch(`${realmUrl}/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'console',
      }),
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json();
    expect(decodeJwt(renewed.access_token).preferred_username).toBe('admin');

    // The browser session (signed cookie + stored session) survives too: no login page again.
    const again = new URL(
      attempt.pageUrl.replace(/login-actions.*$/, 'protocol/openid-connect/auth'),
    );
    again.search = new URLSearchParams({
      client_id: 'console',
      redirect_uri: `${baseUrl}/`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(again, {
      redirect: 'manual',
      headers: { cookie: attempt.jar.header() },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${baseUrl}/\\?code=`));
  });
});
