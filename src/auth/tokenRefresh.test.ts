import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import { keycloakTokenGetter, startTokenRefresh } from './tokenRefresh';

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
});
