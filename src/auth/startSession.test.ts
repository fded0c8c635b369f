import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import { INIT_FAILED_MESSAGE, NOT_AUTHENTICATED_MESSAGE, startSession } from './startSession';
import { storedTokensKey } from './storedTokens';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const config = {
  identityUrl: 'http://localhost:8080',
  clientId: 'console',
  loginPortalUrl: 'http://localhost:8080/portal',
};

const tokenParsed = {
  sub: 'user-1',
  resource_access: {
    console: { roles: ['global.admin', 'app.lm_factory.corpuses', 'feat.scribr.prx'] },
    other: { roles: ['app.moriarty.tags'] },
  },
  app_metadata: { languages: ['fr', 'en'] },
  app_metadata_groups: ['team-a'],
};

const browser = (href: string) => {
  const location = { href, replace: vi.fn() };
  const history = {
    state: { idx: 0 },
    replaceState: vi.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
      location.href = String(url);
    }),
  };
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  return { location, history, storage, store };
};

const fakeKeycloak = (init: (options: KeycloakInitOptions) => Promise<boolean>) => {
  const keycloak = {
    init: vi.fn(init),
    token: 'access-1',
    refreshToken: 'refresh-1',
    tokenParsed,
    subject: 'user-1',
    loadUserProfile: vi.fn(async () => ({ id: 'user-1', username: 'admin', firstName: 'Ada' })),
    loadUserInfo: vi.fn(async () => ({ sub: 'user-1', name: 'Ada' })),
  };
  return keycloak as typeof keycloak & KeycloakClient;
};

beforeEach(() => {
  resetSession();
  vi.restoreAllMocks();
});

describe('startSession', () => {
  it('without a realm, goes to the login portal with the client id and the current page', async () => {
    const { location, history, storage } = browser(
      'http://localhost:8080/lmfactory/corpuses?language=fr#top',
    );
    const createKeycloak = vi.fn();
    const result = await startSession({ config, location, history, storage, createKeycloak });
    expect(result).toBeUndefined();
    expect(createKeycloak).not.toHaveBeenCalled();
    const portal = new URL(location.replace.mock.calls[0][0]);
    expect(portal.origin + portal.pathname).toBe('http://localhost:8080/portal');
    expect(portal.searchParams.get('client_id')).toBe('console');
    expect(portal.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8080/lmfactory/corpuses?language=fr',
    );
  });

  it('takes the realm from the URL, stores it, cleans the URL and starts keycloak-js', async () => {
    const { location, history, storage, store } = browser(
      'http://localhost:8080/lmfactory/corpuses?language=fr&realm=demo#top',
    );
    const keycloak = fakeKeycloak(async () => true);
    let keycloakConfig: KeycloakConfig | undefined;
    const result = await startSession({
      config,
      location,
      history,
      storage,
      createKeycloak: (value) => {
        keycloakConfig = value;
        return keycloak;
      },
    });
    expect(result).toBe(keycloak);
    expect(store.get('realm')).toBe('demo');
    expect(keycloakConfig).toEqual({
      url: 'http://localhost:8080',
      realm: 'demo',
      clientId: 'console',
    });
    expect(keycloak.init).toHaveBeenCalledWith({
      onLoad: 'login-required',
      checkLoginIframe: false,
      pkceMethod: 'S256',
      responseMode: 'query',
      redirectUri: 'http://localhost:8080/lmfactory/corpuses?language=fr',
    });
    expect(location.href).toBe('http://localhost:8080/lmfactory/corpuses?language=fr#top');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', location.href);
  });

  it('takes the stored realm, and cleans the callback parameters after keycloak-js', async () => {
    const { location, history, storage, store } = browser(
      'http://localhost:8080/x?a=1&state=s&session_state=ss&code=c&iss=http%3A%2F%2Fi',
    );
    store.set('realm', 'demo');
    const urlSeenByKeycloak: string[] = [];
    const keycloak = fakeKeycloak(async () => {
      urlSeenByKeycloak.push(location.href);
      return true;
    });
    await startSession({ config, location, history, storage, createKeycloak: () => keycloak });
    expect(urlSeenByKeycloak).toEqual([
      'http://localhost:8080/x?a=1&state=s&session_state=ss&code=c&iss=http%3A%2F%2Fi',
    ]);
    expect(keycloak.init.mock.calls[0][0].redirectUri).toBe('http://localhost:8080/x?a=1');
    expect(location.href).toBe('http://localhost:8080/x?a=1');
  });

  it('saves user, roles, tokens, groups and languages in the session state', async () => {
    const { location, history, storage } = browser('http://localhost:8080/?realm=demo');
    await startSession({
      config,
      location,
      history,
      storage,
      createKeycloak: () => fakeKeycloak(async () => true),
    });
    const session = getSession();
    expect(session.user).toEqual({ id: 'user-1', username: 'admin', firstName: 'Ada' });
    expect(session.auth).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(session.userRoles).toEqual({
      'global.admin': true,
      'app.lm_factory.corpuses': true,
      'feat.scribr.prx': true,
    });
    expect(session).toMatchObject({ isAdmin: true, hasFeatPrx: true, groups: ['team-a'] });
    expect(session.availableLanguages).toEqual({ fr: 'French', en: 'English' });
  });

  it('calls onAuthenticated with the token’s roles and groups saved and the profile asked, before it has loaded and before the languages are named', async () => {
    const { location, history, storage } = browser('http://localhost:8080/?realm=demo');
    const seen: unknown[] = [];
    const keycloak = fakeKeycloak(async () => true);
    await startSession({
      config,
      location,
      history,
      storage,
      createKeycloak: () => keycloak,
      onAuthenticated: () => {
        const { user, userRoles, groups, availableLanguages } = getSession();
        const profileAsked = keycloak.loadUserProfile.mock.calls.length;
        seen.push({
          user,
          admin: userRoles['global.admin'],
          groups,
          profileAsked,
          availableLanguages,
        });
      },
    });
    // Issue 16: its requests and the profile's leave before the first use of Intl (30–100 ms).
    expect(seen).toEqual([
      { user: undefined, admin: true, groups: ['team-a'], profileAsked: 1, availableLanguages: {} },
    ]);
    expect(getSession().user).toMatchObject({ id: 'user-1', firstName: 'Ada' });
    expect(getSession().availableLanguages).toEqual({ fr: 'French', en: 'English' });
  });

  it('falls back to userinfo when the profile cannot be loaded', async () => {
    const { location, history, storage } = browser('http://localhost:8080/?realm=demo');
    const keycloak = fakeKeycloak(async () => true);
    keycloak.loadUserProfile.mockRejectedValue(new Error('404'));
    await startSession({ config, location, history, storage, createKeycloak: () => keycloak });
    expect(getSession().user).toEqual({ id: 'user-1', sub: 'user-1', name: 'Ada' });
  });

  it('logs that the identity server did not authenticate the user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location, history, storage } = browser('http://localhost:8080/?realm=demo');
    const result = await startSession({
      config,
      location,
      history,
      storage,
      createKeycloak: () => fakeKeycloak(async () => false),
    });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith(NOT_AUTHENTICATED_MESSAGE);
    expect(NOT_AUTHENTICATED_MESSAGE).toBe('The identity server did not authenticate the user.');
    expect(getSession().user).toBeUndefined();
  });

  it('logs an identity-server error when keycloak-js fails to start, and still cleans the URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location, history, storage } = browser(
      'http://localhost:8080/a?realm=demo&code=c&state=s',
    );
    const failure = { error: 'invalid_request' };
    const result = await startSession({
      config,
      location,
      history,
      storage,
      createKeycloak: () => fakeKeycloak(() => Promise.reject(failure)),
    });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith(INIT_FAILED_MESSAGE, failure);
    expect(INIT_FAILED_MESSAGE).toMatch(/^Identity server error/);
    expect(location.href).toBe('http://localhost:8080/a');
  });

  it('a reload whose early refresh got no answer starts keycloak-js from the stored tokens, then stores the new ones', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { location, history, storage, store } = browser('http://localhost:8080/scribr/call-list');
    store.set('realm', 'demo');
    const stored = {
      token: jwt({ sub: 'user-1' }),
      refreshToken: jwt({ exp: inAnHour() }),
      idToken: jwt({ sub: 'user-1' }),
    };
    store.set(storedTokensKey('demo'), JSON.stringify(stored));
    const keycloak = fakeKeycloak(async () => true);
    await startSession({ config, location, history, storage, createKeycloak: () => keycloak });
    expect(keycloak.init).toHaveBeenCalledWith(
      expect.objectContaining({
        onLoad: 'login-required',
        redirectUri: 'http://localhost:8080/scribr/call-list',
        ...stored,
      }),
    );
    // keycloak-js refreshed them (the fake's tokens stand for the new ones).
    expect(JSON.parse(store.get(storedTokensKey('demo')) ?? '{}')).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('a reload refreshes the stored tokens without keycloak-js, and signs in from the new ones', async () => {
    const { location, history, storage, store } = browser('http://localhost:8080/scribr/call-list');
    store.set('realm', 'demo');
    const stored = { token: jwt({ sub: 'user-1' }), refreshToken: jwt({ exp: inAnHour() }) };
    store.set(storedTokensKey('demo'), JSON.stringify(stored));
    const fresh = jwt({ ...tokenParsed, iat: Math.floor(Date.now() / 1000) });
    const profile = { id: 'user-1', username: 'admin', firstName: 'Ada' };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).endsWith('/token')
          ? Response.json({ access_token: fresh, refresh_token: 'refresh-2' })
          : Response.json(profile),
      );
    const createKeycloak = vi.fn(() => fakeKeycloak(async () => true));
    const client = await startSession({ config, location, history, storage, createKeycloak });
    expect(createKeycloak).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      'http://localhost:8080/realms/demo/protocol/openid-connect/token',
      'http://localhost:8080/realms/demo/account',
    ]);
    expect(client?.token).toBe(fresh);
    expect(JSON.parse(store.get(storedTokensKey('demo')) ?? '{}')).toEqual({
      token: fresh,
      refreshToken: 'refresh-2',
    });
    expect(getSession().userRoles['global.admin']).toBe(true);
    expect(getSession().user).toMatchObject(profile);
  });

  it('with expired stored tokens, forgets them and signs in through the identity server', async () => {
    const { location, history, storage, store } = browser('http://localhost:8080/?realm=demo');
    const expired = { token: jwt({ sub: 'user-1' }), refreshToken: jwt({ exp: 1000 }) };
    store.set(storedTokensKey('demo'), JSON.stringify(expired));
    let storedDuringInit: string | undefined;
    const keycloak = fakeKeycloak(async () => {
      storedDuringInit = store.get(storedTokensKey('demo'));
      return false; // the sign-in redirect: the page leaves
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startSession({ config, location, history, storage, createKeycloak: () => keycloak });
    expect(keycloak.init.mock.calls[0][0]).not.toHaveProperty('token');
    expect(keycloak.init.mock.calls[0][0]).not.toHaveProperty('refreshToken');
    expect(storedDuringInit).toBeUndefined();
  });
});
