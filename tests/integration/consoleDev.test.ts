import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsoleDev } from '../../server/web/consoleDev';

// `npm run dev`: Vite in middleware mode serves the console at the platform's origin, while
// platform paths never reach it.
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'console-dev-'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.ts"></script></body></html>',
  );
  await writeFile(join(root, 'main.ts'), 'export const answer: number = 42;\n');
  app = Fastify();
  app.get('/version', async () => 'dev');
  await registerConsoleDev(app, root);
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('registerConsoleDev', () => {
  it('serves index.html, transformed by Vite, for console routes', async () => {
    const response = await app.inject({ url: '/lmfactory/corpuses', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('/@vite/client');
  });

  it('serves modules compiled on the fly', async () => {
    const response = await app.inject({ url: '/main.ts' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('export const answer = 42');
  });

  it('leaves platform paths to the platform', async () => {
    expect((await app.inject({ url: '/version', headers: html })).body).toBe('dev');
    for (const url of ['/portal', '/realms/demo/account', '/services/lm-factory/api/x']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', errors: {} });
    }
  });
});
