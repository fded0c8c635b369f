import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientScope } from '../shared/clientScope';
import { errorResponses } from '../shared/errors';
import { AppListQuery, listMetricsApps, MetricsApp } from '../shared/metrics/apps';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';

/** The stream apps the H2B dashboard filters on (issue 14). */
export const appRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/apps',
    {
      config: { role: 'app.console.h2b' },
      schema: {
        tags: ['apps'],
        summary: 'The stream (H2B) apps the caller may see, by name',
        description:
          'For the dashboard’s app filter (`app_id`). Administrators: every stream app of the ' +
          'configuration service; a client user: its `client-<id>` groups’ apps. simple-rest list: `filter` `{"q": "text the name contains", "id": [1, 2]}`, ' +
          '`range`, `sort` `[id | name, "ASC" | "DESC"]`; `Content-Range: apps first-last/total`.',
        querystring: AppListQuery,
        response: { 200: z.array(MetricsApp), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'apps',
        await listMetricsApps(db, clientScope(request.claims), 'stream', request.query),
      ),
  );
};
