import type { KeycloakInitOptions } from 'keycloak-js';
import { describe, expect, it, vi } from 'vitest';
import type { KeycloakClient } from './keycloakClient';
import { completeSignIn, storedSessionClient } from './storedSessionClient';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

const keycloakConfig = { url: 'http://localhost:8080', realm: 'demo', clientId: 'console' };
const INIT_OPTIONS: KeycloakInitOptions = { checkLoginIframe: false, redirectUri: 'http://x/a' };

/** keycloak-js: its own refresh gives access-3 / refresh-3. */
const fakeKeycloak = () => {
  const keycloak = {
    init: vi.fn(async (_options: KeycloakInitOptions) => false),
    updateToken: vi.fn(async () => true),
    logout: vi.fn(async () => undefined),
  };
  return keycloak as typeof keycloak & KeycloakClient & Record<string, unknown>;
};

const setUp = (accessExpiresIn = 300) => {
  const session = {
    token: jwt({ sub: 'user-1', sid: 's-1', exp: inSeconds(accessExpiresIn) }),
    refreshToken: jwt({ exp: inSeconds(3600) }),
    idToken: jwt({ sub: 'user-1' }),
    timeSkew: 0,
  };
  const keycloak = fakeKeycloak();
  const createKeycloak = vi.fn(() => keycloak);
  const fetchJson = vi.fn(async (url: string) => ({ url, id: 'user-1' }));
  const client = storedSessionClient({
    session,
    keycloakConfig,
    createKeycloak,
    initOptions: () => INIT_OPTIONS,
    fetchJson,
  });
  return { client, keycloak, createKeycloak, fetchJson, session };
};

describe('storedSessionClient (issue 16: a restored session, keycloak-js after the first screen)', () => {
  it('is signed in with the refreshed tokens, without keycloak-js', () => {
    const { client, createKeycloak, session } = setUp();
    expect(client.authenticated).toBe(true);
    expect(client.token).toBe(session.token);
    expect(client.subject).toBe('user-1');
    expect(client.isTokenExpired(5)).toBe(false);
    expect(createKeycloak).not.toHaveBeenCalled();
  });

  it('loads the profile and userinfo from the identity server with the bearer token', async () => {
    const { client, fetchJson, session, createKeycloak } = setUp();
    await client.loadUserProfile();
    await client.loadUserInfo();
    expect(fetchJson.mock.calls).toEqual([
      ['http://localhost:8080/realms/demo/account', session.token],
      ['http://localhost:8080/realms/demo/protocol/openid-connect/userinfo', session.token],
    ]);
    expect(createKeycloak).not.toHaveBeenCalled();
  });

  it('needs no keycloak-js for a token valid long enough; one about to expire starts it', async () => {
    const valid = setUp(300);
    expect(await valid.client.updateToken(5)).toBe(false);
    expect(valid.createKeycloak).not.toHaveBeenCalled();

    const expiring = setUp(3);
    await expiring.client.updateToken(5);
    expect(expiring.createKeycloak).toHaveBeenCalledTimes(1);
    expect(expiring.keycloak.updateToken).toHaveBeenCalledWith(5);
  });

  it('completeSignIn hands the tokens to keycloak-js, which does not refresh them again', async () => {
    const { client, keycloak, session } = setUp();
    await completeSignIn(client);
    await completeSignIn(client); // once
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    // No tokens and no onLoad: keycloak-js neither refreshes nor redirects at its start.
    expect(keycloak.init).toHaveBeenCalledWith({ ...INIT_OPTIONS, timeSkew: 0 });
    expect(keycloak.updateToken).not.toHaveBeenCalled();
    expect(keycloak).toMatchObject({
      authenticated: true,
      token: session.token,
      refreshToken: session.refreshToken,
      idToken: session.idToken,
      subject: 'user-1',
      sessionId: 's-1',
    });
    // From now on the client is keycloak-js's.
    keycloak.token = 'access-3';
    expect(client.token).toBe('access-3');
  });

  it('signs out through keycloak-js, with the id token', async () => {
    const { client, keycloak, session } = setUp();
    await client.logout({ redirectUri: 'http://x/' });
    expect(keycloak.idToken).toBe(session.idToken);
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: 'http://x/' });
  });

  it('completeSignIn does nothing for a client keycloak-js started itself', async () => {
    await expect(completeSignIn(fakeKeycloak())).resolves.toBeUndefined();
  });
});
