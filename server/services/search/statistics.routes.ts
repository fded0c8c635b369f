import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callEvents, CALL_EVENT_TYPES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { findCallRow } from './calls.queries';
import { CallId } from './calls.schemas';
import { callViewer } from './viewer';

const CallEvent = z.strictObject({
  type: z
    .enum(CALL_EVENT_TYPES, {
      error: msg('search.eventType', { types: CALL_EVENT_TYPES.join(', ') }),
    })
    .describe('`display_call`: the user opened the call’s details'),
  call_id: CallId,
});

/** `POST statistics/events`: usage statistics on calls (spec §2 "display call" event). */
export const statisticsRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.post(
    '/statistics/events',
    {
      config: { ...callReaders, audit: false },
      schema: {
        tags: ['statistics'],
        summary: 'Records a statistics event on a call (who, which call, when)',
        description: 'Answers 204; 404 when the call is missing or of a client out of scope.',
        body: CallEvent,
        response: {
          204: z.null().describe('Recorded'),
          ...errorResponses,
          ...notFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const { claims, body } = request;
      const call = await findCallRow(db, body.call_id, callViewer(claims));
      if (!call) return reply.code(404).send(errorBody(msg('request.notFound')));
      await db.insert(callEvents).values({
        callId: call.id,
        type: body.type,
        userId: claims?.sub ?? '',
      });
      return reply.code(204).send(null);
    },
  );
};
