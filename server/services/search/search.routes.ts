import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { searchCriteria } from './criteria';
import { searchCalls } from './queryBuilder';
import { clientScope } from './scope';
import { SearchAnswer, SearchBody } from './search.schemas';

/** `POST search/transcription-v2/` (spec §7): expression search and word presence over calls. */
export const searchRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.post(
    '/search/transcription-v2/',
    {
      config: callReaders,
      schema: {
        tags: ['search'],
        summary: 'Searches the calls: filters, expression, paging',
        description:
          'Every field is optional. Hits come latest call first, `size` per `page` (1-based), each ' +
          'with the transcript turns matching `search`; `_total` counts every matching call ' +
          '(`size: 0` answers it alone). Administrators search every client; other users only ' +
          'the clients of their `client-<id>` groups.',
        body: SearchBody,
        response: { 200: SearchAnswer, ...errorResponses },
      },
    },
    async (request) => searchCalls(db, searchCriteria(request.body, clientScope(request.claims))),
  );
};
