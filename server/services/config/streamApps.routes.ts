import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { APP_LIST_DESCRIPTION } from './appFields';
import {
  deleteStreamApp,
  findStreamApp,
  insertStreamApp,
  listStreamApps,
  rotateStreamAppKey,
  updateStreamApp,
} from './streamApps.queries';
import {
  CreatedStreamApp,
  CreateStreamApp,
  RotatedKey,
  StreamApp,
  StreamAppListQuery,
  StreamAppParams,
  UpdateStreamApp,
} from './streamApps.schemas';

const tags = ['stream-apps'];
const readers = { role: 'app.config.stream' } as const;
const editors = { role: 'global.admin' } as const;
/** The key a create or rotation answers is never written to the audit trail. */
const secret = { auditOmit: ['api_key'] } as const;
const notFound = () => errorBody(msg('request.notFound'));
const refused = ({ errors }: { errors: Record<string, string[]> }) =>
  errorBody(msg('request.invalidBody'), errors);

const REFERENCES =
  'An unknown `client_id` is a 400 with `errors.client_id` (`Unknown client {id}`); an alias ' +
  'that is neither an alias nor an H2B alias of a language-model configuration of the app’s ' +
  'language is a 400 with `errors.language_model_alias` (`Unknown language model alias ' +
  '"{alias}"`). `language_model_id` is resolved from the alias.';

/**
 * Stream host-to-host (H2B) apps in ra-data-simple-rest conventions (issue 13): read with
 * `app.config.stream` (a client user only its own clients' apps: another one is 404), changed by
 * administrators only, each change audited. The API key is answered once (create, rotate-key).
 */
export const streamAppRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/stream-apps',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The stream H2B apps the caller may read, by name (never their API key)',
        description: APP_LIST_DESCRIPTION,
        querystring: StreamAppListQuery,
        response: { 200: z.array(StreamApp), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'stream-apps',
        await listStreamApps(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/stream-apps/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One stream app (404 for another client’s, to a client user)',
        params: StreamAppParams,
        response: { 200: StreamApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findStreamApp(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(notFound()),
  );

  app.post(
    '/stream-apps',
    {
      config: { ...editors, ...secret, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a stream app (administrators) and returns it with its API key, once',
        description:
          'The platform generates the API key (`api_key`): this answer is the only one that ' +
          'shows it. Defaults: `audio_codec` PCMA, `sample_rate` 8000, `max_streams` 10, ' +
          `\`enabled\` true. ${REFERENCES}`,
        body: CreateStreamApp,
        response: { 201: CreatedStreamApp, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await insertStreamApp(db, request.body);
      if ('errors' in result) return reply.code(400).send(refused(result));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/stream-apps/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a stream app (administrators) and returns it',
        description:
          'Any fields; omitted ones are kept. `id`, `language_model_id`, `api_key_hint`, ' +
          '`api_key`, `inserted_at` and `updated_at` may be sent back and are ignored; the key changes only ' +
          'by `POST stream-apps/{id}/rotate-key`. An alias kept as it is (language unchanged) ' +
          `is not checked again. ${REFERENCES}`,
        params: StreamAppParams,
        body: UpdateStreamApp,
        response: { 200: StreamApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const result = await updateStreamApp(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('errors' in result) return reply.code(400).send(refused(result));
      return result;
    },
  );

  app.post(
    '/stream-apps/:id/rotate-key',
    {
      config: { ...editors, ...secret, audit: 'update', auditParent: true },
      schema: {
        tags,
        summary: 'Issues a new API key (administrators): `{id, api_key}`, shown this once',
        description:
          'The previous key stops working. No body is needed (any is ignored). The app’s ' +
          '`api_key_hint` changes to the new key’s last characters.',
        params: StreamAppParams,
        response: { 200: RotatedKey, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await rotateStreamAppKey(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );

  app.delete(
    '/stream-apps/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a stream app (administrators) and returns it as it was',
        params: StreamAppParams,
        response: { 200: StreamApp, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteStreamApp(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
