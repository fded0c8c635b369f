import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { APP_LIST_DESCRIPTION } from './appFields';
import {
  deleteBatchApp,
  findBatchApp,
  insertBatchApp,
  listBatchApps,
  updateBatchApp,
} from './batchApps.queries';
import {
  BatchApp,
  BatchAppListQuery,
  BatchAppParams,
  CreateBatchApp,
  UpdateBatchApp,
} from './batchApps.schemas';

const tags = ['batch-apps'];
const readers = { role: 'app.config.batch' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));
const refused = ({ errors }: { errors: Record<string, string[]> }) =>
  errorBody(msg('request.invalidBody'), errors);

const REFERENCES =
  'An unknown `client_id` is a 400 with `errors.client_id` (`Unknown client {id}`); an alias no ' +
  'language-model configuration of the app’s language has is a 400 with ' +
  '`errors.language_model_alias` (`Unknown language model alias "{alias}"`). ' +
  '`language_model_id` is resolved from the alias.';

/**
 * Batch "vocal cookie" apps in ra-data-simple-rest conventions (issue 13): read with
 * `app.config.batch` (a client user only its own clients' apps: another one is 404), changed by
 * administrators only, each change audited.
 */
export const batchAppRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/batch-apps',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The batch "vocal cookie" apps the caller may read, by name',
        description: APP_LIST_DESCRIPTION,
        querystring: BatchAppListQuery,
        response: { 200: z.array(BatchApp), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'batch-apps',
        await listBatchApps(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/batch-apps/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One batch app (404 for another client’s, to a client user)',
        params: BatchAppParams,
        response: { 200: BatchApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findBatchApp(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(notFound()),
  );

  app.post(
    '/batch-apps',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a batch app (administrators) and returns it with its id',
        description: `\`enabled\` defaults to true. ${REFERENCES}`,
        body: CreateBatchApp,
        response: { 201: BatchApp, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await insertBatchApp(db, request.body);
      if ('errors' in result) return reply.code(400).send(refused(result));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/batch-apps/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a batch app (administrators) and returns it',
        description:
          'Any fields; omitted ones are kept. `id`, `language_model_id`, `inserted_at` and ' +
          '`updated_at` may be sent back and are ignored. An alias kept as it is (language ' +
          `unchanged) is not checked again. ${REFERENCES}`,
        params: BatchAppParams,
        body: UpdateBatchApp,
        response: { 200: BatchApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const result = await updateBatchApp(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('errors' in result) return reply.code(400).send(refused(result));
      return result;
    },
  );

  app.delete(
    '/batch-apps/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a batch app (administrators) and returns it as it was',
        params: BatchAppParams,
        response: { 200: BatchApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteBatchApp(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
