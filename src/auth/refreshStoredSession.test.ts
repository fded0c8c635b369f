import { describe, expect, it, vi } from 'vitest';
import { refreshStoredSession } from './refreshStoredSession';
import { keepTokensIn } from './storedTokens';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const keycloakConfig = { url: 'http://localhost:8080', realm: 'demo', clientId: 'console' };
const KEY = 'session.tokens.demo';

const setUp = (answer: () => Promise<Response>) => {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  keepTokensIn(storage, KEY);
  store.set(
    KEY,
    JSON.stringify({ token: jwt({ sub: 'u' }), refreshToken: jwt({ exp: now() + 3600 }) }),
  );
  const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  const refresh = (href = 'http://localhost:8080/moriarty/tags') =>
    refreshStoredSession({ keycloakConfig, href, storage, tokensKey: KEY, fetch });
  return { store, fetch, refresh };
};

describe('refreshStoredSession (issue 16: a reload without keycloak-js)', () => {
  it('refreshes the stored tokens at the realm’s token address, as keycloak-js does, and stores the new ones', async () => {
    const fresh = { access_token: jwt({ sub: 'u', iat: now() - 2 }), refresh_token: 'r-2' };
    const { store, fetch, refresh } = setUp(async () => Response.json(fresh));
    const stored = JSON.parse(store.get(KEY) ?? '{}') as { refreshToken: string };
    const session = await refresh();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://localhost:8080/realms/demo/protocol/openid-connect/token');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe(
      `grant_type=refresh_token&refresh_token=${stored.refreshToken}&client_id=console`,
    );
    expect(session).toMatchObject({ token: fresh.access_token, refreshToken: 'r-2' });
    expect(session?.timeSkew).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(store.get(KEY) ?? '{}')).toEqual({
      token: fresh.access_token,
      refreshToken: 'r-2',
    });
  });

  it('forgets the stored tokens the identity server refuses (the sign-in comes next)', async () => {
    const refused = () =>
      Promise.resolve(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const { store, refresh } = setUp(refused);
    expect(await refresh()).toBeUndefined();
    expect(store.has(KEY)).toBe(false);
  });

  it('keeps them when the identity server did not answer (keycloak-js tries them again)', async () => {
    const { store, refresh } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await refresh()).toBeUndefined();
    expect(store.has(KEY)).toBe(true);
  });

  it('asks nothing back from signing in, nor without stored tokens', async () => {
    const { store, fetch, refresh } = setUp(async () => Response.json({}));
    expect(await refresh('http://localhost:8080/?code=c&state=s')).toBeUndefined();
    store.clear();
    expect(await refresh()).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
