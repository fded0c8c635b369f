import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { clientScope } from '../shared/clientScope';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  deleteClient,
  findClient,
  insertClient,
  listClients,
  updateClient,
  type NameTaken,
} from './clients.queries';
import {
  Client,
  ClientListQuery,
  ClientParams,
  CreateClient,
  UpdateClient,
} from './clients.schemas';

const tags = ['clients'];
const readers = { role: 'app.config.client' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));

const nameTakenBody = ({ nameTaken }: NameTaken) => {
  const message = msg('config.clientNameTaken', { name: nameTaken });
  return errorBody(message, { name: [message] });
};
const nameTakenResponse = {
  409: ErrorBody.describe('Another client has that name (case aside): `errors.name`'),
} as const;

/**
 * The platform's clients in ra-data-simple-rest conventions (issue 13): read with
 * `app.config.client` (administrators every client, a client user only its own: another one is
 * 404), changed by administrators only, each change audited.
 */
export const clientRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/clients',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The clients the caller may read, by name unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"q": "text the name contains, case aside", "status": ' +
          '"active" | "suspended", "id": [1, 2]}`, `range` `[first, last]`, `sort` `[field, ' +
          '"ASC" | "DESC"]` (field: id, name, status, retention_days, inserted_at, updated_at); ' +
          'answered as a JSON array with `Content-Range: clients first-last/total` and ' +
          '`X-Total-Count`. A client user (groups `client-<id>`) reads only its own clients.',
        querystring: ClientListQuery,
        response: { 200: z.array(Client), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'clients', await listClients(db, clientScope(request.claims), request.query)),
  );

  app.get(
    '/clients/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One client (404 for another client’s, to a client user)',
        params: ClientParams,
        response: { 200: Client, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findClient(db, clientScope(request.claims), request.params.id)) ??
      reply.code(404).send(notFound()),
  );

  app.post(
    '/clients',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a client (administrators) and returns it with its id',
        description:
          'The id is the next integer after the largest ever given (its identity group is ' +
          '`client-<id>`). Defaults: status `active`, languages `["fr"]`, retention 365 days, ' +
          'no contact e-mail. A name another client has (case aside) is a 409 with `errors.name`.',
        body: CreateClient,
        response: { 201: Client, ...errorResponses, ...nameTakenResponse },
      },
    },
    async (request, reply) => {
      const result = await insertClient(db, request.body);
      if ('nameTaken' in result) return reply.code(409).send(nameTakenBody(result));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/clients/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a client (administrators) and returns it',
        description:
          'Any client fields; omitted ones are kept. `id`, `inserted_at` and `updated_at` may be ' +
          'sent back and are ignored. A name another client has (case aside) is a 409 with ' +
          '`errors.name`.',
        params: ClientParams,
        body: UpdateClient,
        response: { 200: Client, ...errorResponses, ...notFoundResponse, ...nameTakenResponse },
      },
    },
    async (request, reply) => {
      const result = await updateClient(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('nameTaken' in result) return reply.code(409).send(nameTakenBody(result));
      return result;
    },
  );

  app.delete(
    '/clients/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a client (administrators) and returns it as it was',
        description:
          'Refused with 409 while the client still has campaigns or calls. Its batch and stream ' +
          'apps and its FTP accounts (with their activity) are deleted with it.',
        params: ClientParams,
        response: {
          200: Client,
          ...errorResponses,
          ...notFoundResponse,
          409: ErrorBody.describe('The client still has campaigns or calls'),
        },
      },
    },
    async (request, reply) => {
      const result = await deleteClient(db, request.params.id);
      if (!result) return reply.code(404).send(notFound());
      if ('inUse' in result)
        return reply.code(409).send(errorBody(msg('config.clientInUse', result.inUse)));
      return result;
    },
  );
};
