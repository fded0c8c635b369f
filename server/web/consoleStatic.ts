import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../shared/messages';
import { localisedErrorBody } from '../services/shared/localise';
import { IMMUTABLE, registerBuiltAssets } from './builtAssets';
import { isPlatformPath } from './platformPaths';

/** A path whose last segment names a file (`/assets/x.js`, `/favicon.ico`). */
const namesFile = (url: string) => /\.[^/]*$/.test(url.split(/[?#]/, 1)[0]);

/**
 * A request for a console route: a browser's navigation (it accepts HTML), or a command-line
 * client's (`curl -I`, a monitor: any type or no Accept at all) for a path that names no file. Not an
 * API call, not a JSON request, not a missing asset.
 */
export const wantsConsolePage = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isPlatformPath(request.url)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return !accept.includes('application/json') && !namesFile(request.url);
};

// Vite names assets by content hash: cache them for good; everything else is revalidated.
const cacheHeaders = (reply: FastifyReply, path: string) => {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
};

/**
 * Serves the built console from `distDir` (its scripts and styles from memory), falling back to
 * index.html for console routes (the SPA routes itself). Anything else unknown is a 404
 * `{ message, errors }`.
 */
export async function registerConsoleStatic(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    registerBuiltAssets(app, distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn(`No console build in ${distDir}: run \`npm run build\` (or \`npm run dev\`)`);
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && wantsConsolePage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(localisedErrorBody(request, msg('request.notFound')));
  });
}
