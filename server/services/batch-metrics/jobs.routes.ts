import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { findJob, listJobs } from './jobs.queries';
import { Job, JobListQuery, JobParams } from './jobs.schemas';

const tags = ['jobs'];
const readers = { role: 'app.console.batch' } as const;

/** The batch jobs, read-only, in ra-data-simple-rest conventions (issue 14). */
export const jobRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/jobs',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The caller’s jobs, newest first unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"status": "failed" | ["queued", "running"], "app_id": ' +
          '3 | [3, 7], "custom_id": "exact id", "from": "ISO instant", "to": "ISO instant", ' +
          '"id": [1, 2]}` (`from`/`to` bound the submission, `to` excluded), `range` `[first, ' +
          'last]`, `sort` `[field, "ASC" | "DESC"]` (field: id, submitted_at, started_at, ' +
          'completed_at, audio_seconds, status; default submitted_at DESC); answered as a JSON ' +
          'array with `Content-Range: jobs first-last/total` and `X-Total-Count`. A client ' +
          'user reads only its clients’ jobs: another app’s id simply matches nothing.',
        querystring: JobListQuery,
        response: { 200: z.array(Job), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'jobs', await listJobs(db, clientScope(request.claims), request.query)),
  );

  app.get(
    '/jobs/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One job (404 for another client’s)',
        params: JobParams,
        response: { 200: Job, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findJob(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(errorBody(msg('request.notFound'))),
  );
};
