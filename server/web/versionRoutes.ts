import type { FastifyInstance } from 'fastify';
import { errorBody } from '../services/shared/errors';
import type { BuildIdSource } from './buildId';

/**
 * `GET /version`: the build id as plain text (the console polls it to announce a new version).
 * With test hooks on (ALLOW_TEST_HOOKS=1), `PUT /version` with a text/plain body changes it at run
 * time — an empty body restores the normal build id.
 */
export function registerVersionRoutes(
  app: FastifyInstance,
  buildId: BuildIdSource,
  allowTestHooks: boolean,
) {
  app.get('/version', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await buildId.current()),
  );
  if (!allowTestHooks) return;
  app.put('/version', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body.trim() : undefined;
    if (body === undefined || body.length > 200) {
      return reply
        .code(400)
        .send(errorBody('Invalid build id', { body: ['A text/plain body of 0–200 characters'] }));
    }
    buildId.override(body || undefined);
    return reply.code(204).send();
  });
}
