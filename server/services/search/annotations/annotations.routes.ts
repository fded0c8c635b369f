import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { sendPage } from '../../shared/simpleRest';
import { CallParams } from '../calls.schemas';
import { administrators, tags } from './access';
import {
  deleteAnnotation,
  findLabelAnnotation,
  listCallAnnotations,
  listLabelAnnotations,
  transcriptOf,
  upsertAnnotation,
} from './annotations.queries';
import {
  AnnotationListQuery,
  AnnotationParams,
  CallAnnotation,
  LabelAnnotation,
  PutAnnotation,
} from './annotations.schemas';
import { findLabel } from './labels.queries';
import { LabelParams } from './labels.schemas';
import { spanErrors } from './span';

const notFound = () => errorBody(msg('request.notFound'));

/**
 * Annotations: a label's annotated calls (`classification-labels/{id}/annotations`, simple-rest,
 * the record id being the call id), set or removed one at a time, and a call's annotations.
 */
export const annotationRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/classification-labels/:id/annotations',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'A label’s annotated calls (paged), latest annotated first',
        description:
          'simple-rest list of resource `classification-labels/{id}/annotations`: `filter` ' +
          '`{"polarity": "positive" | "negative", "tag_detected": true | false}`, `range`, ' +
          '`sort` `["call_id" | "updated_at" | "start_time", "ASC" | "DESC"]`. Each record: ' +
          'the call id as `id`, polarity, span, who set it and when, the call’s start, ' +
          'language and duration, and whether the label’s tag was detected on the call.',
        params: LabelParams,
        querystring: AnnotationListQuery,
        response: { 200: z.array(LabelAnnotation), ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findLabel(db, id))) return reply.code(404).send(notFound());
      const page = await listLabelAnnotations(db, id, request.query);
      return sendPage(reply, `classification-labels/${id}/annotations`, page);
    },
  );

  app.get(
    '/classification-labels/:id/annotations/:callId',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'A label’s annotation of one call',
        params: AnnotationParams,
        response: { 200: LabelAnnotation, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findLabelAnnotation(db, request.params.id, request.params.callId)) ??
      reply.code(404).send(notFound()),
  );

  app.put(
    '/classification-labels/:id/annotations/:callId',
    {
      config: { ...administrators, audit: 'update' },
      schema: {
        tags,
        summary: 'Applies the label to the call, positive or negative (adds or replaces)',
        description:
          'One annotation per label and call: a second PUT replaces the polarity and span (and ' +
          'who set it). The span must lie in the call’s transcript (400 on `span.turn` or ' +
          '`span.end` otherwise). 404 when the label or the call does not exist. In the audit ' +
          'trail an added annotation is an update whose `before` is null.',
        params: AnnotationParams,
        body: PutAnnotation,
        response: { 200: LabelAnnotation, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const { id: labelId, callId } = request.params;
      const transcript = await transcriptOf(db, callId);
      if (!transcript || !(await findLabel(db, labelId))) return reply.code(404).send(notFound());
      const errors = spanErrors(request.body.span, transcript);
      if (Object.keys(errors).length)
        return reply.code(400).send(errorBody(msg('request.invalidBody'), errors));
      const annotator = {
        id: request.claims?.sub ?? null,
        name: request.claims?.preferred_username ?? null,
      };
      const saved = await upsertAnnotation(db, { labelId, callId }, request.body, annotator);
      return saved ?? reply.code(404).send(notFound());
    },
  );

  app.delete(
    '/classification-labels/:id/annotations/:callId',
    {
      config: { ...administrators, audit: 'delete' },
      schema: {
        tags,
        summary: 'Removes the label from the call; answers the annotation as it was',
        params: AnnotationParams,
        response: { 200: LabelAnnotation, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteAnnotation(db, request.params.id, request.params.callId)) ??
      reply.code(404).send(notFound()),
  );

  app.get(
    '/calls/:id/annotations',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'A call’s annotations, one per label, by label name (call details)',
        description: 'Each record’s `id` is the label id. 404 when there is no such call.',
        params: CallParams,
        response: { 200: z.array(CallAnnotation), ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await transcriptOf(db, id))) return reply.code(404).send(notFound());
      const rows = await listCallAnnotations(db, id);
      return sendPage(reply, `calls/${id}/annotations`, { offset: 0, rows, total: rows.length });
    },
  );
};
