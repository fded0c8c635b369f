import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { msg } from '../shared/messages';
import { localisedErrorBody } from '../services/shared/localise';
import { isPlatformPath } from './platformPaths';

/**
 * `--dev`: Vite in middleware mode serves the console with hot reload at the platform's origin.
 * Mounted in its own context for requests no route answers, so platform paths never reach Vite
 * and middie's `use` stays out of the root context.
 */
export async function registerConsoleDev(app: FastifyInstance, root: string) {
  // Imported here only: production runs never load Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(async (context) => {
    await context.register(middie);
    context.use((request, response, next) => {
      if (isPlatformPath(request.url ?? '/')) return next();
      vite.middlewares(request, response, next);
    });
    context.setNotFoundHandler((request, reply) =>
      reply.code(404).send(localisedErrorBody(request, msg('request.notFound'))),
    );
  });
}
