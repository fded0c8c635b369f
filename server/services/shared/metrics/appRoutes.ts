import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '../../../../contracts/roles';
import { clientScope } from '../clientScope';
import { errorResponses } from '../errors';
import type { ServiceContext } from '../service';
import { sendPage } from '../simpleRest';
import { AppListQuery, listMetricsApps, MetricsApp } from './apps';

/** `GET apps` of a metrics service: the apps of `type` its dashboard filters on (issue 14). */
export const appRoutes =
  (options: {
    role: Role;
    type: 'stream' | 'batch';
    summary: string;
  }): FastifyPluginAsyncZod<ServiceContext> =>
  async (app, { db }) => {
    app.get(
      '/apps',
      {
        config: { role: options.role },
        schema: {
          tags: ['apps'],
          summary: options.summary,
          description:
            `For the dashboard’s app filter (\`app_id\`). Administrators: every ${options.type} ` +
            'app of the configuration service; a client user: its `client-<id>` groups’ apps. ' +
            'simple-rest list: `filter` `{"q": "text the name contains", "id": [1, 2]}`, ' +
            '`range`, `sort` `[id | name, "ASC" | "DESC"]`; `Content-Range: apps first-last/total`.',
          querystring: AppListQuery,
          response: { 200: z.array(MetricsApp), ...errorResponses },
        },
      },
      async (request, reply) =>
        sendPage(
          reply,
          'apps',
          await listMetricsApps(db, clientScope(request.claims), options.type, request.query),
        ),
    );
  };
