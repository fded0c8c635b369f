import { describe, expect, it } from 'vitest';
import { redirectMatcher } from './redirectPolicy';

const consoleClient = redirectMatcher(
  ['/*', 'http://localhost:*/*', 'http://127.0.0.1:*/*'],
  'http://localhost:8080',
);

describe('redirectMatcher (Keycloak-style patterns)', () => {
  it.each([
    'http://localhost:8080/',
    'http://localhost:8080',
    'http://localhost:8080/lmfactory/corpuses?language=fr',
    'http://localhost:5173/',
    'http://localhost/',
    'http://127.0.0.1:41234/callback',
  ])('allows %s', (url) => expect(consoleClient.allowsUrl(url)).toBe(true));

  it.each([
    'https://evil.example/',
    'http://localhost:8080@evil.example/',
    'http://localhost.evil.example/',
    'http://evil.example/?http://localhost:8080/',
    'javascript:alert(1)//http://localhost:8080/',
    'http://localhost:8080/#fragment',
    '/relative',
    '',
  ])('refuses %s', (url) => expect(consoleClient.allowsUrl(url)).toBe(false));

  it('derives allowed CORS origins from the patterns', () => {
    expect(consoleClient.allowsOrigin('http://localhost:8080')).toBe(true);
    expect(consoleClient.allowsOrigin('http://localhost:5173')).toBe(true);
    expect(consoleClient.allowsOrigin('https://evil.example')).toBe(false);
    expect(consoleClient.allowsOrigin('null')).toBe(false);
    expect(consoleClient.allowsOrigin('http://localhost:5173/path')).toBe(false);
    expect(consoleClient.allowsOrigin(undefined)).toBe(false);
  });

  it('matches a relative pattern against an https public URL with a path-free origin only', () => {
    const prod = redirectMatcher(['/*'], 'https://console.example.com');
    expect(prod.allowsUrl('https://console.example.com/x')).toBe(true);
    expect(prod.allowsUrl('http://console.example.com/x')).toBe(false);
    expect(prod.allowsUrl('https://console.example.com.evil.example/x')).toBe(false);
  });
});
