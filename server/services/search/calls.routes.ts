import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { findCall } from './calls.queries';
import { CallDetails, CallParams } from './calls.schemas';
import { summariseCall } from './summary';
import { callViewer } from './viewer';

/** `GET calls/{id}`: one call with its transcript (call details, Scribr). */
export const callRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/calls/:id',
    {
      config: callReaders,
      schema: {
        tags: ['calls'],
        summary: 'One call with its transcript; 404 when missing or of a client out of scope',
        description:
          'The caller’s number (`metadata.caller_number`) only with `feat.scribr.call_number`; ' +
          'the extractive `summary` only with `feat.scribr.call_summary`.',
        params: CallParams,
        response: { 200: CallDetails, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const viewer = callViewer(request.claims);
      const call = await findCall(db, request.params.id, viewer);
      if (!call) return reply.code(404).send(errorBody(msg('request.notFound')));
      if (!viewer.summary) return call;
      const labels = new Map(
        call.tags.flatMap(({ id, label }) => (label === null ? [] : [[id, label] as const])),
      );
      return { ...call, summary: summariseCall(call.transcript, call.tags, labels) };
    },
  );
};
