import type { KeycloakInitOptions } from 'keycloak-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeycloakClient } from './keycloakClient';
import { completeSignIn, storedSessionClient } from './storedSessionClient';
import { keepTokensIn } from './storedTokens';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

const keycloakConfig = { url: 'http://localhost:8080', realm: 'demo', clientId: 'console' };
const INIT_OPTIONS: KeycloakInitOptions = { onLoad: 'login-required', redirectUri: 'http://x/a' };

/** keycloak-js once started: it refreshed the tokens (access-2, refresh-2). */
const fakeKeycloak = () => {
  const keycloak = {
    init: vi.fn(async (_options: KeycloakInitOptions) => true),
    token: 'access-2',
    refreshToken: 'refresh-2',
    authenticated: true,
    updateToken: vi.fn(async () => true),
    logout: vi.fn(async () => undefined),
  };
  return keycloak as typeof keycloak & KeycloakClient;
};

const setUp = (accessExpiresIn = 300) => {
  const store = new Map<string, string>();
  keepTokensIn(
    {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    'session.tokens.demo',
  );
  const tokens = {
    token: jwt({ sub: 'user-1', exp: inSeconds(accessExpiresIn) }),
    refreshToken: jwt({ exp: inSeconds(3600) }),
  };
  store.set('session.tokens.demo', JSON.stringify(tokens));
  const keycloak = fakeKeycloak();
  const createKeycloak = vi.fn(() => keycloak);
  const fetchJson = vi.fn(async (url: string) => ({ url, id: 'user-1' }));
  const client = storedSessionClient({
    tokens,
    keycloakConfig,
    createKeycloak,
    initOptions: () => INIT_OPTIONS,
    fetchJson,
  });
  return { client, keycloak, createKeycloak, fetchJson, tokens, store };
};

beforeEach(() => vi.restoreAllMocks());

describe('storedSessionClient (issue 16: a reload with a live session, keycloak-js later)', () => {
  it('is signed in with the stored tokens, without keycloak-js', () => {
    const { client, createKeycloak, tokens } = setUp();
    expect(client.authenticated).toBe(true);
    expect(client.token).toBe(tokens.token);
    expect(client.subject).toBe('user-1');
    expect(client.isTokenExpired(5)).toBe(false);
    expect(createKeycloak).not.toHaveBeenCalled();
  });

  it('loads the profile and userinfo from the identity server with the bearer token', async () => {
    const { client, fetchJson, tokens, createKeycloak } = setUp();
    await client.loadUserProfile();
    await client.loadUserInfo();
    expect(fetchJson.mock.calls).toEqual([
      ['http://localhost:8080/realms/demo/account', tokens.token],
      ['http://localhost:8080/realms/demo/protocol/openid-connect/userinfo', tokens.token],
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

  it('completeSignIn starts keycloak-js from the stored tokens, stores the refreshed ones, then is keycloak-js', async () => {
    const { client, keycloak, tokens, store } = setUp();
    await completeSignIn(client);
    await completeSignIn(client); // once
    expect(keycloak.init).toHaveBeenCalledTimes(1);
    expect(keycloak.init).toHaveBeenCalledWith({ ...INIT_OPTIONS, ...tokens });
    expect(JSON.parse(store.get('session.tokens.demo') ?? '{}')).toEqual({
      token: 'access-2',
      refreshToken: 'refresh-2',
    });
    expect(client.token).toBe('access-2');
    await client.updateToken(5);
    expect(keycloak.updateToken).toHaveBeenCalledWith(5);
  });

  it('starts keycloak-js from the tokens another tab stored since, for the same user', async () => {
    const { client, keycloak, store } = setUp();
    const newer = { token: jwt({ sub: 'user-1', exp: inSeconds(300) }), refreshToken: 'r-3' };
    store.set('session.tokens.demo', JSON.stringify(newer));
    await completeSignIn(client);
    expect(keycloak.init).toHaveBeenCalledWith({ ...INIT_OPTIONS, ...newer });
  });

  it('stores nothing back when signed out meanwhile (the sign-out forgets the stored tokens)', async () => {
    const { client, keycloak, store } = setUp();
    store.delete('session.tokens.demo');
    await client.logout({ redirectUri: 'http://x/' });
    expect(keycloak.init).toHaveBeenCalled();
    expect(store.has('session.tokens.demo')).toBe(false);
  });

  it('signs out through keycloak-js', async () => {
    const { client, keycloak } = setUp();
    await client.logout({ redirectUri: 'http://x/' });
    expect(keycloak.init).toHaveBeenCalled();
    expect(keycloak.logout).toHaveBeenCalledWith({ redirectUri: 'http://x/' });
  });

  it('completeSignIn does nothing for a client keycloak-js started itself', async () => {
    await expect(completeSignIn(fakeKeycloak())).resolves.toBeUndefined();
  });
});
