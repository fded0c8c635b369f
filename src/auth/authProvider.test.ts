import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setLanguages, setSession, setUserRoles } from '../shared/session';
import { createAuthProvider } from './authProvider';
import { keepTokensIn, storedTokensKey } from './storedTokens';
import type { KeycloakClient } from './keycloakClient';

const keycloak = () =>
  ({
    authenticated: true,
    token: 'access-1',
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  }) as unknown as KeycloakClient & {
    login: ReturnType<typeof vi.fn>;
    logout: ReturnType<typeof vi.fn>;
  };

beforeEach(() => resetSession());

describe('createAuthProvider', () => {
  it('signs out on 401 and not on 403', async () => {
    const provider = createAuthProvider({
      keycloak: keycloak(),
      canAccess: () => true,
      onSessionEnd: () => {},
    });
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('signs out through keycloak-js back to the console origin, with no react-admin redirect', async () => {
    const client = keycloak();
    const provider = createAuthProvider({
      keycloak: client,
      canAccess: () => true,
      logoutRedirectUri: 'http://localhost:8080/',
    });
    keepTokensIn(window.localStorage, storedTokensKey('demo'));
    window.localStorage.setItem(storedTokensKey('demo'), '{"token":"t","refreshToken":"r"}');
    await expect(provider.logout({})).resolves.toBe(false);
    expect(client.logout).toHaveBeenCalledWith({ redirectUri: 'http://localhost:8080/' });
    // Sign-out ends the stored session: the next visit does not restore it.
    expect(window.localStorage.getItem(storedTokensKey('demo'))).toBeNull();
  });

  it('on a 401, keeps the drafts and signs out back to that page (a sign-in, then the page again)', async () => {
    window.history.replaceState(null, '', '/lmfactory/corpuses/add?language=fr&state=s#x');
    const client = keycloak();
    const onSessionEnd = vi.fn();
    const provider = createAuthProvider({ keycloak: client, canAccess: () => true, onSessionEnd });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(onSessionEnd).not.toHaveBeenCalled();
    await expect(provider.checkError({ status: 401 })).rejects.toThrow();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/lmfactory/corpuses/undefined');
    await provider.logout({});
    expect(client.logout).toHaveBeenCalledWith({
      redirectUri: `${window.location.origin}/lmfactory/corpuses/add?language=fr`,
    });
    window.history.replaceState(null, '', '/');
  });

  it('checks authentication with the identity client', async () => {
    const client = keycloak();
    const provider = createAuthProvider({ keycloak: client, canAccess: () => true });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    (client as { token?: string }).token = undefined;
    await expect(provider.checkAuth({})).rejects.toThrow('Not authenticated');
  });

  it('gives the identity from the loaded profile, with no avatar', async () => {
    setSession({ user: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', username: 'admin' } });
    setLanguages({ languages: ['fr'], uiLanguage: 'en' });
    const provider = createAuthProvider({ keycloak: keycloak(), canAccess: () => true });
    const identity = await provider.getIdentity!();
    expect(identity).toMatchObject({
      id: 'u1',
      fullName: 'Ada Lovelace',
      availableLanguages: { fr: 'French' },
    });
    expect(identity.avatar).toBeUndefined();
    setSession({ user: { id: 'u2', username: 'guest' } });
    expect((await provider.getIdentity!()).fullName).toBe('guest');
  });

  it('answers permissions with the role map and canAccess with the given rule', async () => {
    setUserRoles({ 'app.lm_factory.corpuses': true });
    const rule = vi.fn(
      (params: { resource: string; action: string }, roles: Record<string, boolean | undefined>) =>
        params.resource === 'lmfactory/corpuses' && roles['app.lm_factory.corpuses'] === true,
    );
    const provider = createAuthProvider({ keycloak: keycloak(), canAccess: rule });
    await expect(provider.getPermissions!({})).resolves.toEqual({
      'app.lm_factory.corpuses': true,
    });
    await expect(
      provider.canAccess!({ resource: 'lmfactory/corpuses', action: 'list' }),
    ).resolves.toBe(true);
    await expect(provider.canAccess!({ resource: 'moriarty/tags', action: 'list' })).resolves.toBe(
      false,
    );
    expect(rule).toHaveBeenCalledWith(
      { resource: 'lmfactory/corpuses', action: 'list', record: undefined },
      { 'app.lm_factory.corpuses': true },
    );
  });
});
