import { describe, expect, it } from 'vitest';
import {
  readStoredTokens,
  restorableSession,
  restoreDecision,
  storedTokensKey,
} from './storedTokens';

const NOW = Date.UTC(2026, 0, 1, 12);
const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const tokens = (refreshExpiresInS: number) => ({
  token: jwt({ sub: 'user-1', exp: NOW / 1000 - 60 }), // the access token may have expired
  refreshToken: jwt({ typ: 'Refresh', exp: NOW / 1000 + refreshExpiresInS }),
  idToken: jwt({ sub: 'user-1' }),
});
const PAGE = 'http://localhost/lmfactory/corpuses?language=fr';

describe('restoreDecision (issue 16: a reload starts from the stored tokens)', () => {
  it('restores a session whose refresh token is still valid, with its subject', () => {
    const stored = tokens(3600);
    expect(restoreDecision({ href: PAGE, stored, nowMs: NOW })).toEqual({
      restore: true,
      tokens: stored,
      subject: 'user-1',
    });
  });

  it('signs in again when the refresh token has expired or is about to', () => {
    for (const seconds of [-10, 0, 20])
      expect(restoreDecision({ href: PAGE, stored: tokens(seconds), nowMs: NOW })).toEqual({
        restore: false,
        reason: 'expired',
      });
  });

  it('signs in again when the stored tokens cannot be read as tokens', () => {
    const stored = { token: 'opaque', refreshToken: 'opaque' };
    expect(restoreDecision({ href: PAGE, stored, nowMs: NOW })).toMatchObject({ restore: false });
  });

  it('leaves the identity server’s answer to a sign-in to keycloak-js, and nothing stored to sign-in', () => {
    const callback = `${PAGE}&state=s&session_state=x&code=c`;
    expect(restoreDecision({ href: callback, stored: tokens(3600), nowMs: NOW })).toEqual({
      restore: false,
      reason: 'callback',
    });
    expect(restoreDecision({ href: PAGE, stored: undefined, nowMs: NOW })).toEqual({
      restore: false,
      reason: 'none',
    });
  });

  it('reads the realm from the URL, else the stored one, and only that realm’s tokens', () => {
    const store = new Map([
      ['realm', 'demo'],
      [storedTokensKey('demo'), JSON.stringify(tokens(3600))],
    ]);
    const storage = { getItem: (key: string) => store.get(key) ?? null };
    expect(restorableSession(PAGE, storage, NOW).restore).toBe(true);
    expect(restorableSession(`${PAGE}&realm=other`, storage, NOW)).toEqual({
      restore: false,
      reason: 'none',
    });
  });

  it('reads stored tokens only when they have the expected shape', () => {
    const store = new Map([
      ['a', '{"token":"t","refreshToken":"r"}'],
      ['b', '{"token":1}'],
      ['c', 'not json'],
    ]);
    const storage = { getItem: (key: string) => store.get(key) ?? null };
    expect(readStoredTokens(storage, 'a')).toEqual({ token: 't', refreshToken: 'r' });
    expect(readStoredTokens(storage, 'b')).toBeUndefined();
    expect(readStoredTokens(storage, 'c')).toBeUndefined();
  });
});
