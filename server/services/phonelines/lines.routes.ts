import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  deleteLine,
  findLine,
  insertLine,
  listLines,
  updateLine,
  type BadReference,
  type NumberTaken,
} from './lines.queries';
import { CreateLine, LineListQuery, LineParams, PhoneLine, UpdateLine } from './lines.schemas';

const tags = ['lines'];
const readers = { role: 'app.phonelines.list' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));

const numberTakenResponse = {
  409: ErrorBody.describe('Another line has that number: `errors.number`'),
} as const;

const numberTakenBody = ({ numberTaken }: NumberTaken) => {
  const message = msg('phonelines.numberTaken', numberTaken);
  return errorBody(message, { number: [message] });
};
const badReferenceBody = ({ badReference }: BadReference) =>
  errorBody(msg('request.invalidBody'), badReference);

const LIST_DESCRIPTION =
  'simple-rest list: `filter` `{"q": "text the number or label contains, case aside", ' +
  '"client_id": 1 | [1, 2], "campaign_id": 3 | [3], "status": "active" | "suspended", ' +
  '"id": [1, 2]}`, `range` `[first, last]`, `sort` `[field, "ASC" | "DESC"]` (field: number, ' +
  'label, client_id, status, updated_at, id, inserted_at; default number ASC); answered as a ' +
  'JSON array with `Content-Range: lines first-last/total` and `X-Total-Count`. A client user ' +
  '(groups `client-<id>`) reads only its own clients’ lines; administrators every line.';

/**
 * Phone lines in ra-data-simple-rest conventions (issue 14): read with `app.phonelines.list`
 * (another client's line is 404 to a client user), changed by administrators, each change audited.
 */
export const lineRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/lines',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The phone lines the caller may read, by number unless `sort` says otherwise',
        description: LIST_DESCRIPTION,
        querystring: LineListQuery,
        response: { 200: z.array(PhoneLine), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'lines', await listLines(db, clientScope(request.claims), request.query)),
  );

  app.get(
    '/lines/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One phone line (404 for another client’s, to a client user)',
        params: LineParams,
        response: { 200: PhoneLine, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findLine(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(notFound()),
  );

  app.post(
    '/lines',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a phone line (administrators) and returns it with its id',
        description:
          'Defaults: no campaign, no app, recording enabled, status `active`, the client’s first ' +
          'language. A number that is not E.164 is a 400 with `errors.number`; a number another ' +
          'line has, a 409 with `errors.number`; an unknown client or app, or a campaign of ' +
          'another client, a 400 with `errors.client_id`, `errors.app_id` or `errors.campaign_id`.',
        body: CreateLine,
        response: { 201: PhoneLine, ...errorResponses, ...numberTakenResponse },
      },
    },
    async (request, reply) => {
      const result = await insertLine(db, request.body);
      if ('numberTaken' in result) return reply.code(409).send(numberTakenBody(result));
      if ('badReference' in result) return reply.code(400).send(badReferenceBody(result));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/lines/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a phone line (administrators) and returns it',
        description:
          'Any line fields; omitted ones are kept. `id`, `inserted_at` and `updated_at` may be ' +
          'sent back and are ignored. The same refusals as on creation; a campaign kept while ' +
          'the client changes must belong to the new client.',
        params: LineParams,
        body: UpdateLine,
        response: {
          200: PhoneLine,
          ...errorResponses,
          ...notFoundResponse,
          ...numberTakenResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await updateLine(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('numberTaken' in result) return reply.code(409).send(numberTakenBody(result));
      if ('badReference' in result) return reply.code(400).send(badReferenceBody(result));
      return result;
    },
  );

  app.delete(
    '/lines/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a phone line (administrators) and returns it as it was',
        description: 'The calls the line received stay (they name their client and campaign).',
        params: LineParams,
        response: { 200: PhoneLine, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deleteLine(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
