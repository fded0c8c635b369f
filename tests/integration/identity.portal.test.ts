import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentity } from '../support/identityServer';

let server: RunningIdentity;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

const portal = (query: Record<string, string>) =>
  fetch(`${server.baseUrl}/portal?${new URLSearchParams(query)}`, { redirect: 'manual' });

const links = (page: string) =>
  [...page.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>\s*([^<]*?)\s*<\/a/g)].map(([, href, label]) => ({
    href: href.replaceAll('&amp;', '&'),
    label,
  }));

describe('login portal', () => {
  it('lists the realms, each returning to the console with ?realm=', async () => {
    const returnTo = `${server.baseUrl}/lmfactory/corpuses?language=fr`;
    const response = await portal({ client_id: 'console', redirect_uri: returnTo });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(links(await response.text())).toEqual([
      { label: 'demo', href: `${server.baseUrl}/lmfactory/corpuses?language=fr&realm=demo` },
    ]);
  });

  it('accepts localhost return addresses and defaults to the public URL', async () => {
    const local = await portal({ client_id: 'console', redirect_uri: 'http://localhost:5173/' });
    expect(links(await local.text())[0].href).toBe('http://localhost:5173/?realm=demo');
    const none = await portal({ client_id: 'console' });
    expect(links(await none.text())[0].href).toBe(`${server.baseUrl}/?realm=demo`);
  });

  it('refuses foreign return addresses and unknown clients with a 400 page', async () => {
    for (const redirect_uri of [
      'https://evil.example/',
      `http://localhost:8080@evil.example/`,
      'javascript:alert(1)',
      'not a url',
    ]) {
      const response = await portal({ client_id: 'console', redirect_uri });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('Invalid parameter: redirect_uri');
      expect(links(page)).toEqual([]);
    }
    const unknown = await portal({ client_id: 'other', redirect_uri: `${server.baseUrl}/` });
    expect(unknown.status).toBe(400);
  });
});
