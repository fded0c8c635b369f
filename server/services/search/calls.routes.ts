import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { findCall } from './calls.queries';
import { CallDetails, CallParams } from './calls.schemas';
import { clientScope, scopedClientIds } from './scope';

/** `GET calls/{id}`: one call with its transcript (call details, Scribr). */
export const callRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/calls/:id',
    {
      config: callReaders,
      schema: {
        tags: ['calls'],
        summary: 'One call with its transcript; 404 when missing or of a client out of scope',
        params: CallParams,
        response: { 200: CallDetails, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const clientIds = scopedClientIds(clientScope(request.claims));
      const call = await findCall(db, request.params.id, clientIds);
      return call ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );
};
