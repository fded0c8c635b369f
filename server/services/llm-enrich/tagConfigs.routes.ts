import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { ownerOf } from '../shared/ownership';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import { findTagConfig, listTagConfigs, saveTagConfig } from './tagConfigs.queries';
import {
  DEFAULT_COLOR,
  DEFAULT_MIN_MATCHES,
  DEFAULT_PRIORITY,
  TagConfig,
  TagConfigListQuery,
  TagConfigParams,
  UpdateTagConfig,
} from './tagConfigs.schemas';

const tags = ['tag-configs'];
const readers = { role: 'app.enrich.tagconfig' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));
const DEFAULTS =
  `Defaults: public labels the tag’s label, colour ${DEFAULT_COLOR}, priority ` +
  `${DEFAULT_PRIORITY}, min_matches ${DEFAULT_MIN_MATCHES}, send_to_webhook false.`;

/**
 * Every Moriarty tag's configuration (issue 15), one record per tag whose id is the tag's: read
 * with `app.enrich.tagconfig` (a client user the platform's tags and its own; another client's is
 * 404), changed by administrators only, each change audited.
 */
export const tagConfigRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/tag-configs',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Every tag the caller may read with its configuration, by label',
        description:
          'simple-rest list: `filter` `{"lang": "fr", "q": "text", "id": [1, 2], ' +
          '"configured": true}`, `range`, `sort` (id, label, lang, priority, min_matches); ' +
          `answered with \`Content-Range: tag-configs first-last/total\`. ${DEFAULTS}`,
        querystring: TagConfigListQuery,
        response: { 200: z.array(TagConfig), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        'tag-configs',
        await listTagConfigs(db, ownerOf(request.claims), request.query),
      ),
  );

  app.get(
    '/tag-configs/:tagId',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One tag’s configuration (404 for another client’s tag)',
        params: TagConfigParams,
        response: { 200: TagConfig, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findTagConfig(db, ownerOf(request.claims), request.params.tagId)) ??
      reply.code(404).send(notFound()),
  );

  app.put(
    '/tag-configs/:tagId',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Saves a tag’s configuration (administrators) and returns it',
        description: `Any fields; omitted ones are kept (or the defaults). ${DEFAULTS}`,
        params: TagConfigParams,
        body: UpdateTagConfig,
        response: { 200: TagConfig, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await saveTagConfig(db, ownerOf(request.claims), request.params.tagId, request.body)) ??
      reply.code(404).send(notFound()),
  );
};
