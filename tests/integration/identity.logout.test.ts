import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGOUT_SCRIPT_HASH } from '../../server/identity/pages/providerPages';
import { startIdentityServer, type RunningIdentity } from '../support/identityServer';
import { exchangeCode, openLoginPage, submitLogin } from '../support/login';

let server: RunningIdentity;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

describe('logout', () => {
  it('signs out without a confirmation step and returns to the post-logout address', async () => {
    const base = server.baseUrl;
    const endpoint = `${base}/realms/demo/protocol/openid-connect`;
    const attempt = await openLoginPage(base);
    const { code } = await submitLogin(attempt, { username: 'client', password: 'client' });
    const tokens = await exchangeCode(attempt, code!);

    // What keycloak-js logout() opens.
    const returnTo = `${base}/lmfactory/corpuses`;
    const logoutUrl = `${endpoint}/logout?${new URLSearchParams({
      client_id: 'console',
      post_logout_redirect_uri: returnTo,
      id_token_hint: tokens.id_token,
    })}`;
    const page = await fetch(logoutUrl, { headers: { cookie: attempt.jar.header() } });
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page submits itself at once with logout=yes (no question asked).
    expect(html).toMatch(/<button[^>]*name="logout"[^>]*value="yes"/);
    expect(html).toContain("document.getElementById('logout').click()");
    // ...with the one inline script the Content-Security-Policy allows (by its exact hash).
    const script = /<script>([^<]*)<\/script>/.exec(html)![1];
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(hash).toBe(LOGOUT_SCRIPT_HASH);

    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const confirmed = await fetch(new URL(action, base), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: attempt.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(returnTo);

    // The session is over: its refresh token no longer works.
    const refreshed = await fetch(`${endpoint}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'console',
      }),
    });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
