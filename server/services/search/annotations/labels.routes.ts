import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../../shared/errors';
import type { ServiceContext } from '../../shared/service';
import { sendPage } from '../../shared/simpleRest';
import { administrators, tags } from './access';
import {
  deleteLabel,
  findLabel,
  insertLabel,
  listLabels,
  tagExists,
  updateLabel,
} from './labels.queries';
import { CreateLabel, Label, LabelListQuery, LabelParams, UpdateLabel } from './labels.schemas';

const notFound = () => errorBody(msg('request.notFound'));
const unknownTag = (id: number) =>
  errorBody(msg('request.invalidBody'), { tag_id: [msg('labels.unknownTag', { id })] });

/** Classification labels in ra-data-simple-rest conventions, administrators only, audited. */
export const labelRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/classification-labels',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'The classification labels, each with its annotated-call counts',
        description:
          'simple-rest list: `filter` `{"q": "..", "id": [..], "lang": "fr", "tag_id": 3}`, ' +
          '`range` `[first, last]`, `sort` `["name" | "lang" | "annotated_calls" | ' +
          '"inserted_at" | "updated_at", "ASC" | "DESC"]` (default by name); answered as a JSON ' +
          'array with `Content-Range: classification-labels first-last/total`.',
        querystring: LabelListQuery,
        response: { 200: z.array(Label), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'classification-labels', await listLabels(db, request.query)),
  );

  app.get(
    '/classification-labels/:id',
    {
      config: administrators,
      schema: {
        tags,
        summary: 'One label with its counts',
        params: LabelParams,
        response: { 200: Label, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findLabel(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );

  app.post(
    '/classification-labels',
    {
      config: { ...administrators, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a label and returns it with its id',
        description: 'Defaults: empty description, no tag. `tag_id` must name a Moriarty tag.',
        body: CreateLabel,
        response: { 201: Label, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { tag_id: tagId } = request.body;
      if (tagId !== null && !(await tagExists(db, tagId)))
        return reply.code(400).send(unknownTag(tagId));
      return reply.code(201).send(await insertLabel(db, request.body));
    },
  );

  app.put(
    '/classification-labels/:id',
    {
      config: { ...administrators, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a label and returns it',
        description:
          'Any label fields; omitted ones are kept. The counts, `id`, `inserted_at` and ' +
          '`updated_at` may be sent back and are ignored.',
        params: LabelParams,
        body: UpdateLabel,
        response: { 200: Label, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const { tag_id: tagId } = request.body;
      if (!(await findLabel(db, request.params.id))) return reply.code(404).send(notFound());
      if (typeof tagId === 'number' && !(await tagExists(db, tagId)))
        return reply.code(400).send(unknownTag(tagId));
      return (
        (await updateLabel(db, request.params.id, request.body)) ?? reply.code(404).send(notFound())
      );
    },
  );

  app.delete(
    '/classification-labels/:id',
    {
      config: { ...administrators, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a label with its annotations and returns it as it was',
        params: LabelParams,
        response: { 200: Label, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteLabel(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
