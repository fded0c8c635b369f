import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import { keepTokensIn, storedTokensKey } from './storedTokens';
import { keycloakTokenGetter, refreshToken, startTokenRefresh } from './tokenRefresh';

const client = () => {
  let generation = 0;
  const keycloak = {
    token: 'access-0',
    refreshToken: 'refresh-0',
    updateToken: vi.fn(async (_minValidity?: number) => {
      generation += 1;
      keycloak.token = `access-${generation}`;
      keycloak.refreshToken = `refresh-${generation}`;
      return true;
    }),
  };
  return keycloak as typeof keycloak & KeycloakClient;
};

beforeEach(() => {
  resetSession();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('startTokenRefresh', () => {
  it('asks every 5 s for a token valid 5 more seconds and stores the new tokens', async () => {
    const keycloak = client();
    const stop = startTokenRefresh(keycloak, new EventTarget() as unknown as Window);
    await vi.advanceTimersByTimeAsync(4999);
    expect(keycloak.updateToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(keycloak.updateToken).toHaveBeenCalledWith(5);
    expect(getSession().auth).toEqual({ token: 'access-1', refreshToken: 'refresh-1' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(20000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(2);
  });

  it('refreshes on window focus, until stopped', async () => {
    const keycloak = client();
    const target = new EventTarget() as unknown as Window;
    const stop = startTokenRefresh(keycloak, target);
    target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(1);
    expect(getSession().auth.token).toBe('access-1');
    stop();
    target.dispatchEvent(new Event('focus'));
    expect(keycloak.updateToken).toHaveBeenCalledTimes(1);
  });

  it('only warns when a refresh fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const keycloak = client();
    keycloak.updateToken.mockRejectedValueOnce(new Error('expired'));
    const stop = startTokenRefresh(keycloak, new EventTarget() as unknown as Window);
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalled();
    stop();
  });
});

describe('keycloakTokenGetter', () => {
  it('refreshes before answering the token, and answers the current one if that fails', async () => {
    const keycloak = client();
    const getToken = keycloakTokenGetter(keycloak);
    await expect(getToken()).resolves.toBe('access-1');
    keycloak.updateToken.mockRejectedValueOnce(new Error('expired'));
    await expect(getToken()).resolves.toBe('access-1');
  });

  it('answers a token valid for a while yet at once, without the tabs’ lock or a refresh', async () => {
    const request = vi.fn();
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      const keycloak = Object.assign(client(), { isTokenExpired: vi.fn(() => false) });
      const getToken = keycloakTokenGetter(keycloak as KeycloakClient);
      await expect(getToken()).resolves.toBe('access-0');
      expect(keycloak.isTokenExpired).toHaveBeenCalledWith(5);
      expect(request).not.toHaveBeenCalled();
      keycloak.isTokenExpired.mockReturnValue(true); // expiring: refreshed under the lock
      request.mockImplementation((_name: string, task: () => Promise<unknown>) => task());
      await expect(getToken()).resolves.toBe('access-1');
      expect(request).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('refreshToken with the tokens stored for the tabs (issue 16)', () => {
  const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
  const storage = () => {
    const store = new Map<string, string>();
    keepTokensIn(
      {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
      storedTokensKey('demo'),
    );
    return store;
  };

  it('stores the tokens of a refresh, and nothing when no refresh was needed', async () => {
    const store = storage();
    const keycloak = client();
    await refreshToken(keycloak);
    expect(JSON.parse(store.get(storedTokensKey('demo')) ?? '{}')).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
    });
    store.clear(); // e.g. signed out in another tab
    keycloak.updateToken.mockResolvedValueOnce(false); // still valid: keycloak-js keeps its tokens
    await refreshToken(keycloak);
    expect(store.size).toBe(0);
  });

  it('first takes the tokens another tab refreshed (its own refresh token is used up), same user only', async () => {
    const store = storage();
    const keycloak = Object.assign(client(), { subject: 'user-1' });
    const usedWith: (string | undefined)[] = [];
    keycloak.updateToken.mockImplementation(async () => {
      usedWith.push(keycloak.refreshToken);
      return false;
    });
    const other = { token: jwt({ sub: 'user-1', sid: 's' }), refreshToken: jwt({ n: 2 }) };
    store.set(storedTokensKey('demo'), JSON.stringify(other));
    await refreshToken(keycloak);
    expect(usedWith).toEqual([other.refreshToken]);
    expect(keycloak.token).toBe(other.token);

    const someoneElse = { token: jwt({ sub: 'user-2' }), refreshToken: jwt({ n: 3 }) };
    store.set(storedTokensKey('demo'), JSON.stringify(someoneElse));
    await refreshToken(keycloak);
    expect(usedWith).toEqual([other.refreshToken, other.refreshToken]);
  });
});
