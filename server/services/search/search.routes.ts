import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askerGone } from '../shared/askerGone';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { callReaders } from './access';
import { callerNumberError, callerNumberRefused, refusesCallerNumber } from './callerNumber';
import { CallId } from './calls.schemas';
import { csvStream } from './callsCsv';
import { searchCriteria } from './criteria';
import { countCalls, matchingCalls, neighboursOf, searchCalls } from './queryBuilder';
import { SearchAnswer, SearchBody, SearchFilters, searchFiltersWith } from './search.schemas';
import { callViewer } from './viewer';

const tags = ['search'];
const scopeNote =
  'Administrators search every client; other users only the clients of their `client-<id>` ' +
  'groups. The caller’s number (`metadata.caller_number`) is answered, and may be filtered on, ' +
  'only with `feat.scribr.call_number`.';

const NeighboursBody = searchFiltersWith({ id: CallId.describe('The current call') });
const Neighbours = z.object({
  previous: CallId.nullable().describe('The call before it in the list, null at the top'),
  next: CallId.nullable().describe('The call after it in the list, null at the end'),
  position: z
    .number()
    .int()
    .nullable()
    .describe('1-based rank of the call in the list; null when the call does not match it'),
  total: z.number().int().describe('Calls in the list'),
});

/**
 * `POST search/transcription-v2/` (spec §7): expression search and word presence over calls, and
 * what the call list builds on it: the whole list as CSV, a call's neighbours in the list.
 */
export const searchRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { db, heavyReads },
) => {
  app.post(
    '/search/transcription-v2/',
    {
      config: { ...callReaders, audit: false },
      schema: {
        tags,
        summary: 'Searches the calls: filters, expression, order, paging',
        description:
          'Every field is optional. Hits come latest call first unless `sort` says otherwise, ' +
          '`size` per `page` (1-based), each with the transcript turns matching `search`; ' +
          `\`_total\` counts every matching call (\`size: 0\` answers it alone). ${scopeNote}`,
        body: SearchBody,
        response: { 200: SearchAnswer, ...errorResponses, ...callerNumberRefused },
      },
    },
    async (request, reply) => {
      const viewer = callViewer(request.claims);
      if (refusesCallerNumber(request.body, viewer)) {
        return reply.code(403).send(callerNumberError());
      }
      return heavyReads(
        () => searchCalls(db, searchCriteria(request.body, viewer.scope), viewer),
        askerGone(request),
      );
    },
  );

  app.post(
    '/search/transcription-v2/export',
    {
      config: { ...callReaders, audit: false },
      schema: {
        tags,
        summary: 'Every call of a search as CSV (streamed)',
        description:
          'The filters and order of a search, without paging: every matching call, one row each, ' +
          'dates and times in `timezone`. `text/csv` (UTF-8 with a byte-order mark), streamed as ' +
          'it is read, with `X-Total-Count` (the number of rows to come) and ' +
          `\`Content-Disposition: attachment\`. ${scopeNote}`,
        body: SearchFilters,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses,
          ...callerNumberRefused,
        },
      },
    },
    async (request, reply) => {
      const viewer = callViewer(request.claims);
      if (refusesCallerNumber(request.body, viewer)) {
        return reply.code(403).send(callerNumberError());
      }
      const criteria = searchCriteria(request.body, viewer.scope);
      const total = await countCalls(db, criteria);
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const csv = csvStream(matchingCalls(db, criteria, viewer), {
        timeZone: request.body.timezone,
        callerNumber: viewer.callerNumber,
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="calls-${day}.csv"`)
          .header('x-total-count', String(total))
          // A stream is sent as is; the response schema documents the CSV it carries.
          .send(csv as unknown as string)
      );
    },
  );

  app.post(
    '/search/transcription-v2/neighbours',
    {
      config: { ...callReaders, audit: false },
      schema: {
        tags,
        summary: 'A call’s place in a search: previous and next call, rank',
        description:
          'The filters and order of a search, and a call `id`: the calls just before and after it ' +
          `in that list (call details' previous / next). 404 for a call out of scope. ${scopeNote}`,
        body: NeighboursBody,
        response: {
          200: Neighbours,
          ...errorResponses,
          ...notFoundResponse,
          ...callerNumberRefused,
        },
      },
    },
    async (request, reply) => {
      const viewer = callViewer(request.claims);
      if (refusesCallerNumber(request.body, viewer)) {
        return reply.code(403).send(callerNumberError());
      }
      const neighbours = await neighboursOf(
        db,
        searchCriteria(request.body, viewer.scope),
        request.body.id,
      );
      return neighbours ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );
};
