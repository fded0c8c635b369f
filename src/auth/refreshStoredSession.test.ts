import { describe, expect, it, vi } from 'vitest';
import { refreshStoredSession, startStoredRefresh } from './refreshStoredSession';
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

describe('startStoredRefresh (issue 16: the token request before the console’s files)', () => {
  const config = { identityUrl: 'http://localhost:8080', clientId: 'console' };
  const storageWith = (entries: Record<string, string>) => {
    const store = new Map(Object.entries(entries));
    return {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
  };

  it('tells when the token request has left, before its answer', async () => {
    const storage = storageWith({
      realm: 'demo',
      [KEY]: JSON.stringify({ token: jwt({ sub: 'u' }), refreshToken: jwt({ exp: now() + 3600 }) }),
    });
    let answer = (_response: Response) => undefined as void;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const started = startStoredRefresh({ config, href: 'http://localhost:8080/', storage });
    await started?.requested;
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:8080/realms/demo/protocol/openid-connect/token',
      expect.objectContaining({ method: 'POST' }),
    );
    const fresh = { access_token: jwt({ sub: 'u', iat: now() }), refresh_token: 'r-2' };
    answer(Response.json(fresh));
    expect(await started?.session).toMatchObject({ token: fresh.access_token });
    fetch.mockRestore();
  });

  it('resolves at once when there is nothing to refresh, and starts nothing without a realm', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const started = startStoredRefresh({
      config,
      href: 'http://localhost:8080/',
      storage: storageWith({ realm: 'demo' }),
    });
    await started?.requested;
    expect(await started?.session).toBeUndefined();
    const href = 'http://localhost:8080/';
    expect(startStoredRefresh({ config, href, storage: storageWith({}) })).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
