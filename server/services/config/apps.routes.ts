import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, type Role } from '../../../contracts/roles';
import { clientScope } from '../shared/clientScope';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { listApps } from './apps.queries';
import { AppListQuery, ConfigApp } from './apps.schemas';

// Any of: LM Factory's language models (the used-app count) and every config role (the config
// pages list apps too).
const readers: readonly Role[] = [
  'app.lm_factory.language_models',
  ...ROLES.filter((role) => role.startsWith('app.config.')),
];
const config = { roles: readers };

/** `GET apps?language_model_id={id}` (spec §7): the apps using a model, for its used-app count. */
export const appRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/apps',
    {
      config,
      schema: {
        tags: ['apps'],
        summary: 'Apps, or the apps that use a language model',
        description:
          '`language_model_id` is the id of the model’s configuration (the `config.id` of an LM ' +
          'Factory model, the `configId` of `PUT language_models/{configId}`). The answer is the ' +
          'whole list as a JSON array, with `Content-Range: apps 0-{n-1}/{n}` and ' +
          '`X-Total-Count` headers (ra-data-simple-rest conventions). Readable with ' +
          '`app.lm_factory.language_models` or any `app.config.*` role; a client user (groups ' +
          '`client-<id>`) sees only its own clients’ apps. The apps themselves are ' +
          '`batch-apps` and `stream-apps`.',
        querystring: AppListQuery,
        response: { 200: z.array(ConfigApp), ...errorResponses },
      },
    },
    async (request, reply) => {
      const apps = await listApps(db, clientScope(request.claims), request.query.language_model_id);
      return sendPage(reply, 'apps', { offset: 0, rows: apps, total: apps.length });
    },
  );
};
