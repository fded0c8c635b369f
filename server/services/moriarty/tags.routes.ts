import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { ownerOf, refuseChange, refuseCreate } from '../shared/ownership';
import type { ServiceContext } from '../shared/service';
import { requestDetections } from './detections/worker';
import { IdParams } from './fields';
import { queryErrorResponses } from './queryErrors';
import { checkTagClues, findTag, insertTag, listTags, updateTag } from './tags.queries';
import { CreateTag, Tag, TagListQuery, UpdateTag } from './tags.schemas';

const config = { role: 'app.moriarty.tags' } as const;
const tags = ['tags'];

const QUERY_RULES =
  'The query is a tree of groups `{ "and" | "or" | "not": [items] }` whose items are clue ids ' +
  'or nested groups, e.g. `{"and": [1, {"or": [2, 3]}, {"not": [4]}]}`; every clue must exist ' +
  'and be of the tag’s language, else 400 `{ message: "Invalid query", errors: { query: ' +
  '["Unknown clue: 42"] } }` and nothing is saved.';

/** Tag endpoints, exactly spec §7 (paths relative to the service base `/api/`). */
export const tagRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/tags',
    {
      config,
      schema: {
        tags,
        summary: 'Every tag of a language, oldest first, with the clues each uses',
        querystring: TagListQuery,
        response: { 200: z.array(Tag), ...errorResponses },
      },
    },
    async (request) => listTags(db, ownerOf(request.claims), request.query.lang),
  );

  app.get(
    '/tags/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One tag with its query tree and the clues it references; 404 when missing',
        params: IdParams,
        response: { 200: Tag, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const tag = await findTag(db, ownerOf(request.claims), request.params.id);
      return tag ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );

  app.post(
    '/tags',
    {
      config: { ...config, audit: 'create' },
      schema: {
        tags,
        summary: 'Creates a tag and returns it (with its id)',
        description: `Defaults: package and descriptions \`""\`, concatenation_delay 300, query \`{"and": []}\`. ${QUERY_RULES} Detections are computed in the background.`,
        body: CreateTag,
        response: { 201: Tag, ...queryErrorResponses },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request.claims);
      if (owner.creates === undefined) return refuseCreate(reply);
      await checkTagClues(db, request.body.query, request.body.lang, owner.creates);
      const tag = await insertTag(db, request.body, owner, owner.creates);
      await requestDetections(db, tag.lang);
      return reply.code(201).send(tag);
    },
  );

  app.patch(
    '/tags/:id',
    {
      config: { ...config, audit: 'update' },
      schema: {
        tags,
        summary: 'Updates a tag and returns it',
        description: `Any of concatenation_delay, label, package, private_description, public_description, query; omitted fields are kept (lang cannot change). ${QUERY_RULES} Detections are recomputed in the background.`,
        params: IdParams,
        body: UpdateTag,
        response: { 200: Tag, ...queryErrorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request.claims);
      const refused = refuseChange(reply, owner, await findTag(db, owner, request.params.id));
      if (refused) return refused;
      const tag = await updateTag(db, owner, request.params.id, request.body);
      if (!tag) return reply.code(404).send(errorBody(msg('request.notFound')));
      await requestDetections(db, tag.lang);
      return tag;
    },
  );
};
