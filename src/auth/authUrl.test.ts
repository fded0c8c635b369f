import { describe, expect, it } from 'vitest';
import { isSignInCallback, loginPortalUrl, returnAddress, withoutParams } from './authUrl';
import { resolveRealm } from './realm';

const storage = (initial: Record<string, string> = {}) => {
  const store = new Map(Object.entries(initial));
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
};

describe('resolveRealm', () => {
  it('prefers the URL and stores it', () => {
    const local = storage({ realm: 'old' });
    expect(resolveRealm(new URL('http://h/?realm=demo'), local)).toBe('demo');
    expect(local.store.get('realm')).toBe('demo');
  });

  it('falls back to the stored realm, else none', () => {
    expect(resolveRealm(new URL('http://h/'), storage({ realm: 'demo' }))).toBe('demo');
    expect(resolveRealm(new URL('http://h/?realm='), storage())).toBeUndefined();
  });
});

describe('withoutParams', () => {
  it('removes session_state, code, realm, iss and state, keeping path, other params and hash', () => {
    expect(
      withoutParams(
        'http://h/lmfactory/corpuses?realm=demo&language=fr&code=1&iss=x&session_state=2&state=3#h',
      ),
    ).toBe('http://h/lmfactory/corpuses?language=fr#h');
  });
});

describe('loginPortalUrl', () => {
  it('passes the client id and the return address, resolving a relative portal URL', () => {
    expect(
      loginPortalUrl({ loginPortalUrl: '/portal', clientId: 'console' }, 'http://h/a?b=1'),
    ).toBe('http://h/portal?client_id=console&redirect_uri=http%3A%2F%2Fh%2Fa%3Fb%3D1');
  });
});

describe('returnAddress', () => {
  it('is the cleaned page without its hash (a redirect URI carries no fragment)', () => {
    expect(returnAddress('http://h/a/b?realm=demo&x=1&code=2#frag')).toBe('http://h/a/b?x=1');
  });
});

describe('isSignInCallback', () => {
  it('is true for an authorisation code with its state, in the query or the fragment', () => {
    expect(isSignInCallback('http://h/lmfactory/corpuses?code=abc&state=s1&session_state=x')).toBe(
      true,
    );
    expect(isSignInCallback('http://h/#state=s1&code=abc')).toBe(true);
  });

  it('is false for an ordinary address or half an answer', () => {
    expect(isSignInCallback('http://h/lmfactory/corpuses?realm=demo')).toBe(false);
    expect(isSignInCallback('http://h/?code=abc')).toBe(false);
    expect(isSignInCallback('http://h/?state=s1')).toBe(false);
  });
});
