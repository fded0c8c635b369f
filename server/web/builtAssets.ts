import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { msg } from '../shared/messages';
import { localisedErrorBody } from '../services/shared/localise';

/** What a first screen downloads: the build's scripts and styles. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
/** A Vite asset name: one segment, no way out of `assets/`. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build's scripts and styles, read once and then answered from memory. @fastify/static costs
 * the platform about 4 ms of CPU a file (a stat, a stream, an ETag): some 80 ms a first screen
 * of 19 scripts, taken from the browser beside it on the same cores (issue 16, measured with a
 * CPU profile of the platform). Vite names these files by their content's hash, so a name's
 * content never changes and a rebuild adds new names (the old ones stay in memory until the
 * platform restarts: a few megabytes a build). Other files (source maps, images) are left to
 * @fastify/static.
 */
export function registerBuiltAssets(app: FastifyInstance, distDir: string): void {
  const cache = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const name = request.params['*'];
    const type = TYPES[name.slice(name.lastIndexOf('.'))];
    if (!type || !ASSET_NAME.test(name)) return reply.sendFile(`assets/${name}`);
    let body = cache.get(name);
    if (!body) {
      body = readFile(join(distDir, 'assets', name));
      cache.set(name, body);
      // A missing file is asked again next time (a build may be on its way).
      body.catch(() => cache.delete(name));
    }
    let content: Buffer;
    try {
      content = await body;
    } catch {
      return reply.code(404).send(localisedErrorBody(request, msg('request.notFound')));
    }
    return reply.header('cache-control', IMMUTABLE).type(type).send(content);
  });
}
