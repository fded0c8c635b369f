import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { findFtpActivity, listFtpActivity } from './ftpActivity.queries';
import {
  FTP_ACTIVITY_SORT_FIELDS,
  FtpActivity,
  FtpActivityDetail,
  FtpActivityListQuery,
  FtpActivityParams,
  LAST_FILES,
  LAST_LOGINS,
} from './ftpActivity.schemas';

const tags = ['ftp-activity'];
const readers = { role: 'app.config.ftp_account' } as const;

/**
 * The FTP activity view ("ftp", issue 13), read-only, with `app.config.ftp_account`: a client user
 * sees only its own clients' accounts (another one is 404).
 */
export const ftpActivityRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/ftp-activity',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The FTP accounts the caller may read, with their activity, by name',
        description:
          'simple-rest list: `filter` `{"q": "text the login name contains, case aside", ' +
          '"client_id": 1, "id": [1, 2], "enabled": true}`, `range` `[first, last]`, `sort` ' +
          `\`[field, "ASC" | "DESC"]\` (field: ${FTP_ACTIVITY_SORT_FIELDS.join(', ')}; default ` +
          'name; never-used accounts sort as the oldest sign-in), answered as a JSON array with ' +
          '`Content-Range` and `X-Total-Count`. `id` is the account’s numeric id.',
        querystring: FtpActivityListQuery,
        response: { 200: z.array(FtpActivity), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'ftp-activity',
        await listFtpActivity(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/ftp-activity/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: `One account’s activity: its last ${LAST_LOGINS} sign-ins and last ${LAST_FILES} files`,
        params: FtpActivityParams,
        response: { 200: FtpActivityDetail, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findFtpActivity(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(errorBody(msg('request.notFound'))),
  );
};
