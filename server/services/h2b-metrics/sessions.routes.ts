import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { findSession, listSessions } from './sessions.queries';
import { Session, SessionDetail, SessionListQuery, SessionParams } from './sessions.schemas';

const tags = ['sessions'];
const readers = { role: 'app.console.h2b' } as const;

/** The H2B sessions, read-only, in ra-data-simple-rest conventions (issue 14). */
export const sessionRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/sessions',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The caller’s sessions, newest first unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"app_id": 3 | [3, 7], "custom_id": "exact id", ' +
          '"completion_cause": "NoMatch" | ["NoMatch", "Error"], "from": "ISO instant", "to": ' +
          '"ISO instant", "id": [1, 2]}` (`from`/`to` bound the start, `to` excluded), `range` ' +
          '`[first, last]`, `sort` `[field, "ASC" | "DESC"]` (field: id, started_at, ended_at, ' +
          'audio_seconds, final_latency_ms, completion_cause; default started_at DESC); ' +
          'answered as a JSON array with `Content-Range: sessions first-last/total` and ' +
          '`X-Total-Count`. Without the timeline (`GET sessions/{id}` has it). A client user ' +
          'reads only its clients’ sessions: another app’s id simply matches nothing.',
        querystring: SessionListQuery,
        response: { 200: z.array(Session), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'sessions',
        await listSessions(db, clientScope(request.claims), request.query),
      ),
  );

  app.get(
    '/sessions/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One session with its event timeline (404 for another client’s)',
        params: SessionParams,
        response: { 200: SessionDetail, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findSession(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(errorBody(msg('request.notFound'))),
  );
};
