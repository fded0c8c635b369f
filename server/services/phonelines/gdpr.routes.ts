import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { SERVICE_BASE_PATHS } from '../shared/basePaths';
import { clientScope } from '../shared/clientScope';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { forgetCallIndexes } from '../moriarty/callIndexCache';
import { sendPage } from '../shared/simpleRest';
import { buildArchive } from './gdprArchive';
import {
  eraseNumber,
  findRequest,
  listRequests,
  previewRequest,
  recordExport,
  statusOf,
  toGdprRequest,
  type Requester,
} from './gdpr.queries';
import {
  ARCHIVE_TTL_HOURS,
  CreateGdprRequest,
  GdprListQuery,
  GdprParams,
  GdprPreview,
  GdprRequest,
  PreviewBody,
} from './gdpr.schemas';
import { numberHasher } from './numberHash';

const tags = ['gdpr-requests'];
const gdprRole = { role: 'app.phonelines.gdpr' } as const;
const notFound = () => errorBody(msg('request.notFound'));

const SCOPE =
  'Administrators (`global.admin`) reach every client’s calls; any other user only the calls ' +
  'of the clients named by its `client-<id>` groups.';

const requesterOf = (request: FastifyRequest): Requester => {
  const claims = request.claims;
  const username = claims?.preferred_username;
  return {
    scope: clientScope(claims),
    id: claims?.sub ?? null,
    name: typeof username === 'string' ? username : (claims?.sub ?? ''),
  };
};

/**
 * GDPR requests about a caller's number (issue 14), with `app.phonelines.gdpr`: a preview, the
 * request (export or erasure, audited without the number), the history, an export's archive.
 */
export const gdprRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db, publicUrl }) => {
  const hasher = await numberHasher(db);
  const base = `${publicUrl}${SERVICE_BASE_PATHS.phonelines}`;
  const answer = (row: Parameters<typeof toGdprRequest>[0]) =>
    toGdprRequest(row, (id) => `${base}gdpr-requests/${id}/archive`);

  app.post(
    '/gdpr-requests/preview',
    {
      config: { ...gdprRole, audit: false },
      schema: {
        tags,
        summary: 'What a request about a number would concern; changes nothing',
        description:
          'The calls whose caller (`metadata.caller_number`, compared digits only) is `number`: ' +
          `how many, the first and last start times, and how many per client. ${SCOPE} ` +
          'Nothing is recorded.',
        body: PreviewBody,
        response: { 200: GdprPreview, ...errorResponses },
      },
    },
    async (request) => previewRequest(db, clientScope(request.claims), request.body.number),
  );

  app.post(
    '/gdpr-requests',
    {
      // Audited with the answer, which never holds the number (only its hash): who, when, the
      // reference, the count and the hash.
      config: { ...gdprRole, audit: 'create' },
      schema: {
        tags,
        summary: 'Carries out a GDPR request about a number and records it',
        description:
          `${SCOPE} \`export\`: records the request and answers it with \`archive_url\`, where ` +
          `the ZIP archive of the calls may be downloaded for ${ARCHIVE_TTL_HOURS} hours (nothing ` +
          'of the calls is copied: the archive is built from them on download). `erasure`: in ' +
          'one transaction, deletes those calls and everything derived from them (annotations, ' +
          'statistics events, the audit entries of their annotations, their full-text search ' +
          'data, Moriarty’s in-memory preview index) and records the request; an erasure finding nothing records 0 calls. The ' +
          'request and its audit entry keep the number’s salted hash, never the number.',
        body: CreateGdprRequest,
        response: { 201: GdprRequest, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { number, type, reference } = request.body;
      const values = { number, numberHash: hasher.hash(number), reference };
      const requester = requesterOf(request);
      if (type === 'export')
        return reply.code(201).send(answer(await recordExport(db, requester, values)));
      const erased = await eraseNumber(db, requester, values);
      // Moriarty's previews keep recent transcripts in memory: none of the erased ones may stay.
      if (erased.numberOfCalls > 0) forgetCallIndexes(db);
      return reply.code(201).send(answer(erased));
    },
  );

  app.get(
    '/gdpr-requests',
    {
      config: gdprRole,
      schema: {
        tags,
        summary: 'The history of GDPR requests, newest first unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"q": "text the reference contains, case aside", ' +
          '"type": "export" | "erasure", "status": "completed" | "available" | "expired", ' +
          '"number": "+33612345678" (matched by its hash)}`, `range` `[first, last]`, `sort` ' +
          '`[field, "ASC" | "DESC"]` (field: requested_at, id, reference, type, ' +
          'number_of_calls, requested_by); answered as a JSON array with `Content-Range: ' +
          'gdpr-requests first-last/total` and `X-Total-Count`. Administrators see every ' +
          'request; another user the requests made within its own clients only.',
        querystring: GdprListQuery,
        response: { 200: z.array(GdprRequest), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listRequests(db, clientScope(request.claims), hasher, request.query);
      return sendPage(reply, 'gdpr-requests', { ...page, rows: page.rows.map(answer) });
    },
  );

  app.get(
    '/gdpr-requests/:id',
    {
      config: gdprRole,
      schema: {
        tags,
        summary: 'One GDPR request (404 for one made beyond the caller’s clients)',
        params: GdprParams,
        response: { 200: GdprRequest, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const row = await findRequest(db, clientScope(request.claims), request.params.id);
      return row ? answer(row) : reply.code(404).send(notFound());
    },
  );

  app.get(
    '/gdpr-requests/:id/archive',
    {
      config: gdprRole,
      schema: {
        tags,
        summary: 'The ZIP archive of an export',
        description:
          'Built from the calls as they are now (a call erased since is not in it), within the ' +
          'request’s clients and the caller’s. Files: `calls.jsonl` (one JSON call per line: ' +
          'id, client, campaign, start_time, duration, language, status, decisional, metadata, ' +
          'transcript, detected_tags with their labels, annotations), `calls.csv` (the same, ' +
          'one row per call, UTF-8), `request.json`, `README.txt`. `X-Total-Count`: the calls ' +
          `in it. ${ARCHIVE_TTL_HOURS} hours after the request it is a 410; an erasure has none (404).`,
        params: GdprParams,
        response: {
          200: {
            description: 'The archive (`Content-Disposition: attachment`)',
            content: { 'application/zip': { schema: z.string().describe('ZIP archive') } },
          },
          ...errorResponses,
          ...notFoundResponse,
          410: ErrorBody.describe('The export’s archive expired'),
        },
      },
    },
    async (request, reply) => {
      const scope = clientScope(request.claims);
      const row = await findRequest(db, scope, request.params.id);
      if (!row) return reply.code(404).send(notFound());
      if (row.type !== 'export') return reply.code(404).send(errorBody(msg('gdpr.noArchive')));
      if (statusOf(row) === 'expired')
        return reply
          .code(410)
          .send(
            errorBody(
              msg('gdpr.archiveExpired', { at: row.archiveExpiresAt?.toISOString() ?? '' }),
            ),
          );
      const { archive, calls } = await buildArchive(db, hasher, row, scope);
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="gdpr-export-${row.id}.zip"`)
          .header('cache-control', 'no-store')
          .header('x-total-count', String(calls))
          // A buffer is sent as is; the response schema documents what it carries.
          .send(archive as unknown as string)
      );
    },
  );
};
