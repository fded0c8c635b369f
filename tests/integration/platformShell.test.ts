import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../../contracts/runtimeConfig';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// What the platform serves besides the services: /config.json, /version, /locales, the console.
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SERVICES: ServiceName[] = [
  'phonelines',
  'lmFactory',
  'config',
  'llmEnrich',
  'moriarty',
  'search',
  'batchMetrics',
  'ftp',
  'h2bMetrics',
];

let dir: string;
let platform: TestPlatform;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'platform-shell-'));
  await mkdir(join(dir, 'dist/assets'), { recursive: true });
  await writeFile(join(dir, 'dist/index.html'), INDEX_HTML);
  await writeFile(join(dir, 'dist/assets/index-abc123.js'), 'console.log(1)');
  await mkdir(join(dir, 'locales'));
  await writeFile(
    join(dir, 'locales/en.json'),
    JSON.stringify({ ra: { action: { save: 'Save' } } }),
  );
  platform = await startTestPlatform(
    {
      publicUrl: 'https://console.example.test',
      productName: 'Acme Speech',
      buildId: 'build-42',
      allowTestHooks: true,
      distDir: join(dir, 'dist'),
      localesDir: join(dir, 'locales'),
    },
    'test-key',
  );
});
afterAll(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('GET /config.json', () => {
  it('gives the runtime configuration with absolute service base URLs', async () => {
    const response = await platform.request({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(Object.keys(config).sort()).toEqual(
      ['buildId', 'clientId', 'identityUrl', 'loginPortalUrl', 'productName', 'services'].sort(),
    );
    expect(config).toMatchObject({
      productName: 'Acme Speech',
      identityUrl: 'https://console.example.test',
      clientId: 'console',
      loginPortalUrl: 'https://console.example.test/portal',
      buildId: 'build-42',
    });
    expect(Object.keys(config.services).sort()).toEqual([...SERVICES].sort());
    expect(config.services).toMatchObject({
      lmFactory: 'https://console.example.test/services/lm-factory/api/',
      search: 'https://console.example.test/services/search/api/v1/',
      phonelines: 'https://console.example.test/services/phonelines/',
      h2bMetrics: 'https://console.example.test/services/h2b-metrics/api/h2b/',
    });
  });
});

describe('GET /version', () => {
  it('answers the build id as plain text', async () => {
    const response = await platform.request({ url: '/version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('build-42');
  });

  it('changes at run time through PUT /version (test hooks on), and back', async () => {
    const put = (payload: string) =>
      platform.request({
        method: 'PUT',
        url: '/version',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
    expect((await put('build-43')).statusCode).toBe(204);
    expect((await platform.request({ url: '/version' })).body).toBe('build-43');
    expect((await platform.request({ url: '/config.json' })).json().buildId).toBe('build-43');
    expect((await put('')).statusCode).toBe(204);
    expect((await platform.request({ url: '/version' })).body).toBe('build-42');
  });
});

describe('GET /locales/{lng}.json', () => {
  it('serves a translation file', async () => {
    const response = await platform.request({ url: '/locales/en.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ ra: { action: { save: 'Save' } } });
  });

  it.each(['/locales/xx.json', '/locales/en', '/locales/..%2Fdist%2Findex.html', '/locales/'])(
    '%s → 404 {message, errors}',
    async (url) => {
      const response = await platform.request({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', errors: {} });
    },
  );
});

describe('the console (dist/) with SPA fallback', () => {
  it.each(['/', '/lmfactory/corpuses?language=fr', '/lmfactory/corpuses/12', '/forbidden'])(
    'GET %s accepting HTML → index.html',
    async (url) => {
      const response = await platform.request({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['GET', undefined],
    ['HEAD', undefined],
    ['GET', '*/*'],
  ] as const)(
    '%s of a console route from a command-line client (Accept %s) → index.html',
    async (method, accept) => {
      const response = await platform.request({
        method,
        url: '/scribr/call-list',
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await platform.request({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const head = await platform.request({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log(1)'.length));
  });

  it('serves scripts and styles from memory, a rebuild’s new names included', async () => {
    // Read once: the answer no longer depends on the file (Vite never reuses a hashed name).
    await writeFile(join(dir, 'dist/assets/cached-1.js'), 'first');
    expect((await platform.request({ url: '/assets/cached-1.js' })).body).toBe('first');
    await writeFile(join(dir, 'dist/assets/cached-1.js'), 'second');
    expect((await platform.request({ url: '/assets/cached-1.js' })).body).toBe('first');
    // A name asked before its file exists is read again once it does.
    expect((await platform.request({ url: '/assets/later-2.css' })).statusCode).toBe(404);
    await writeFile(join(dir, 'dist/assets/later-2.css'), 'a{}');
    const style = await platform.request({ url: '/assets/later-2.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body).toBe('a{}');
  });

  it('leaves other asset files (source maps) to the static files, with the same cache', async () => {
    await writeFile(join(dir, 'dist/assets/index-abc123.js.map'), '{"version":3}');
    const response = await platform.request({ url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"version":3}');
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it.each(['/assets/..%2F..%2Fsecret.js', '/assets/%2e%2e%2f%2e%2e%2fsecret.js'])(
    'GET %s does not read outside the build',
    async (url) => {
      await writeFile(join(dir, 'secret.js'), 'secret');
      const response = await platform.request({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('secret');
    },
  );

  it.each([
    ['GET', '/services/lm-factory/api/nothing', html],
    ['GET', '/realms/demo/unknown', html],
    ['GET', '/portal/unknown', html],
    ['GET', '/assets/missing.js', { accept: '*/*' }],
    ['GET', '/favicon-missing.png', {}],
    ['GET', '/lmfactory/corpuses', { accept: 'application/json' }],
    ['POST', '/lmfactory/corpuses', html],
  ] as const)('%s %s → 404 JSON, not index.html', async (method, url, headers) => {
    const response = await platform.request({ method, url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', errors: {} });
  });
});

describe('OpenAPI document per service', () => {
  it('serves the LM Factory contract at <prefix>openapi.json, without a token', async () => {
    const response = await platform.request({ url: '/services/lm-factory/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: 'https://console.example.test/services/lm-factory/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/corpuses', '/corpuses/{id}']));
    expect(Object.keys(doc.paths['/corpuses']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/corpuses/{id}']).sort()).toEqual(['delete', 'get']);

    const post = doc.paths['/corpuses'].post;
    const body = post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual([
      'description',
      'label',
      'lang',
      'sentences',
    ]);
    expect(body.required.sort()).toEqual(['label', 'lang', 'sentences']);
    expect(body.additionalProperties).toBe(false);
    const created = post.responses['201'].content['application/json'].schema;
    expect(created.properties).toEqual({ id: expect.objectContaining({ type: 'integer' }) });
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403']);
    expect(doc.paths['/corpuses'].get.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'lang', required: false }),
    ]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
  });
});

describe('without test hooks or a console build', () => {
  it('refuses PUT /version and answers 404 JSON for console routes', async () => {
    const bare = await startTestPlatform({ distDir: join(dir, 'no-dist') }, 'test-key');
    try {
      const put = await bare.request({
        method: 'PUT',
        url: '/version',
        headers: { 'content-type': 'text/plain' },
        payload: 'hacked',
      });
      expect(put.statusCode).toBe(404);
      expect((await bare.request({ url: '/version' })).body).toBe('dev');
      const page = await bare.request({ url: '/lmfactory/corpuses', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Not found', errors: {} });
    } finally {
      await bare.close();
    }
  });
});
