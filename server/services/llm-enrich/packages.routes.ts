import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { ownerOf } from '../shared/ownership';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { packageTagCounts } from './packages.counts';
import {
  deletePackage,
  findPackage,
  insertPackage,
  listPackages,
  updatePackage,
  type Refusal,
} from './packages.queries';
import {
  CreatePackage,
  Package,
  PackageListQuery,
  PackageParams,
  TagCounts,
  TagCountsQuery,
  UpdatePackage,
} from './packages.schemas';

const tags = ['packages'];
const readers = { role: 'app.enrich.packages' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));

const refused = (reply: FastifyReply, refusal: Refusal) => {
  if ('errors' in refusal)
    return reply.code(400).send(errorBody(msg('request.invalidBody'), refusal.errors));
  const message = msg('enrich.packageNameTaken', { name: refusal.nameTaken });
  return reply.code(409).send(errorBody(message, { name: [message] }));
};
const refusalResponses = {
  409: ErrorBody.describe('Another package has that name (case aside): `errors.name`'),
} as const;
const WRITE_RULES =
  '`tag_ids` must be Moriarty tags of the package’s language and `client_ids` existing ' +
  'clients: the others are named in `errors.tag_ids` / `errors.client_ids` (400). A name ' +
  'another package has (case aside) is a 409 with `errors.name`.';

/**
 * Enrich packages in ra-data-simple-rest conventions (issue 15): read with `app.enrich.packages`
 * (administrators every package, a client user those assigned to one of its clients; another is
 * 404), changed by administrators only, each change audited.
 */
export const packageRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/packages',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The packages the caller may read, by name unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"q": "text the name contains", "language": "fr", ' +
          '"enabled": true, "id": [1, 2], "client_id": 1, "tag_id": 3}`, `range`, `sort` ' +
          '(id, name, language, enabled, inserted_at, updated_at); answered with ' +
          '`Content-Range: packages first-last/total` and `X-Total-Count`.',
        querystring: PackageListQuery,
        response: { 200: z.array(Package), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'packages', await listPackages(db, ownerOf(request.claims), request.query)),
  );

  app.get(
    '/packages/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One package (404 for one of no client of a client user’s)',
        params: PackageParams,
        response: { 200: Package, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findPackage(db, ownerOf(request.claims), request.params.id)) ??
      reply.code(404).send(notFound()),
  );

  app.get(
    '/packages/:id/tag-counts',
    {
      config: readers,
      schema: {
        tags,
        summary: 'How many calls of the package’s clients each of its tags was detected on',
        description:
          'Over the last `days` days (30 by default): calls of the package’s clients (within ' +
          'the caller’s) whose `detected_tags` hold the tag with at least its configured ' +
          '`min_matches` matches.',
        params: PackageParams,
        querystring: TagCountsQuery,
        response: { 200: TagCounts, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request.claims);
      if (!(await findPackage(db, owner, request.params.id)))
        return reply.code(404).send(notFound());
      return packageTagCounts(db, owner, request.params.id, request.query.days);
    },
  );

  app.post(
    '/packages',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a package (administrators) and returns it with its id',
        description: `Defaults: enabled, no description, tags, prompts or clients. ${WRITE_RULES}`,
        body: CreatePackage,
        response: { 201: Package, ...errorResponses, ...refusalResponses },
      },
    },
    async (request, reply) => {
      const result = await insertPackage(db, request.body);
      if ('nameTaken' in result || 'errors' in result) return refused(reply, result);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/packages/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a package (administrators) and returns it',
        description:
          'Any fields; omitted ones are kept, a list sent replaces the former one (removing a ' +
          `tag is sending the others). ${WRITE_RULES}`,
        params: PackageParams,
        body: UpdatePackage,
        response: { 200: Package, ...errorResponses, ...notFoundResponse, ...refusalResponses },
      },
    },
    async (request, reply) => {
      const result = await updatePackage(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('nameTaken' in result || 'errors' in result) return refused(reply, result);
      return result;
    },
  );

  app.delete(
    '/packages/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a package (administrators) and returns it as it was',
        params: PackageParams,
        response: { 200: Package, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deletePackage(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
