import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginPage } from '../support/login';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 11, "Headers and output": a Content-Security-Policy without unsafe-inline or unsafe-eval
// for scripts, frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy on the
// console, its pages and the identity pages; HSTS only when served over https.
let platform: TestPlatform;
let baseUrl: string;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'real');
  baseUrl = platform.options.publicUrl;
});
afterAll(() => platform.close());

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

const expectSecurityHeaders = (headers: Headers, where: string) => {
  const policy = directives(headers.get('content-security-policy'));
  expect(policy.get('script-src'), where).toContain("'self'");
  expect(policy.get('script-src'), where).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), where).not.toContain("'unsafe-eval'");
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('no-referrer');
  expect(headers.get('permissions-policy'), where).toMatch(/microphone=\(\)/);
  expect(headers.get('strict-transport-security'), where).toBeNull(); // served over http
};

describe('security headers', () => {
  it('are on the console, a console page, the services and the identity pages', async () => {
    for (const path of ['/', '/scribr/call-list', '/config.json', '/services/search/api/v1/tag/']) {
      const response = await fetch(`${baseUrl}${path}`);
      expectSecurityHeaders(response.headers, path);
    }
    const portal = await fetch(`${baseUrl}/realms/demo/portal?client_id=console`);
    expectSecurityHeaders(portal.headers, 'login portal');
  });

  it('leave out Cross-Origin-Opener-Policy, which costs a console opened in a new tab a renderer process', async () => {
    // Issue 16: any value but the default puts the page in a new browsing context group; the
    // console's first script then waited for a renderer process of its own (~60–100 ms).
    for (const path of ['/', '/scribr/call-list', '/realms/demo/portal?client_id=console']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('are on the login page, which carries no inline script', async () => {
    const attempt = await openLoginPage(baseUrl);
    const page = await fetch(attempt.pageUrl, { headers: { cookie: attempt.jar.header() } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers, 'login page');
    expect(await page.text()).not.toMatch(/<script>(?!\s*document\.getElementById)/);
  });

  it('adds HSTS when the platform is served over https', async () => {
    const https = await startTestPlatform({ seedSize: 0, publicUrl: 'https://console.example' });
    try {
      const response = await https.request({ url: '/config.json' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });
});
