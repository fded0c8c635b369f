import type { FastifyError } from 'fastify';
import { handleError } from '../shared/errors';
import { defineService } from '../shared/service';
import { clueRoutes } from './clues.routes';
import { previewRoutes } from './preview.routes';
import { InvalidQuery } from './queryErrors';
import { tagRoutes } from './tags.routes';

/** Moriarty: clues and tags detected in calls, with a live preview (spec §7). */
export const moriartyService = defineService({
  name: 'moriarty',
  title: 'Moriarty',
  description:
    'Clues (expressions said by the customer, the brand or both, in Elasticsearch ' +
    '`simple_query_string` syntax) and tags (and / or / not trees over clues), the live ' +
    'preview of both against recent calls, and the detection of tags in calls ' +
    '(`detected_tags` of the search service, recomputed in the background after each save).',
  routes: async (app, context) => {
    // A refused query (syntax error, unknown clue) is a 400 with its own body.
    app.setErrorHandler<FastifyError>((error, request, reply) =>
      error instanceof InvalidQuery
        ? reply.code(400).send(error.body)
        : handleError(error, request, reply),
    );
    await app.register(clueRoutes, context);
    await app.register(tagRoutes, context);
    await app.register(previewRoutes, context);
  },
});
