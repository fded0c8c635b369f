import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import {
  archiveDictionary,
  findDictionary,
  insertDictionary,
  listDictionaries,
} from './dictionaries.queries';
import {
  CreateDictionary,
  CreatedDictionary,
  Dictionary,
  DictionaryListQuery,
  DictionaryParams,
} from './dictionaries.schemas';

const config = { role: 'app.lm_factory.dictionaries' } as const;
const tags = ['dictionaries'];

/** Dictionary endpoints, exactly spec §7 (paths relative to the service base `/api/`). */
export const dictionaryRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/dictionaries',
    {
      config,
      schema: {
        tags,
        summary: 'Dictionary versions of a language (archived dictionaries excluded)',
        description:
          '`?lang={language}&is_latest=true`: the newest version of each dictionary; ' +
          '`?lang={language}`: every version. Oldest first.',
        querystring: DictionaryListQuery,
        response: { 200: z.array(Dictionary), ...errorResponses },
      },
    },
    async (request) =>
      listDictionaries(db, { lang: request.query.lang, isLatest: request.query.is_latest }),
  );

  app.get(
    '/dictionaries/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'One dictionary version (older versions stay readable); 404 when missing or archived',
        params: DictionaryParams,
        response: { 200: Dictionary, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const dictionary = await findDictionary(db, request.params.id);
      return dictionary ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );

  app.post(
    '/dictionaries',
    {
      config: { ...config, audit: 'create' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Creates a dictionary or a new version of one; returns the new version’s id',
        description:
          'Saving always creates a new version (spec §4). The body names the dictionary by ' +
          'language and label: when a dictionary of that language with that label (case and ' +
          'surrounding spaces ignored) exists and is not archived, the body becomes its version ' +
          'n+1 (older versions stay readable under their ids); otherwise a new dictionary starts ' +
          'at version 1. `content` holds one word or expression per line; lines are trimmed and ' +
          'blank lines dropped.',
        body: CreateDictionary,
        response: { 201: CreatedDictionary.describe('The new version id'), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await insertDictionary(db, request.body) }),
  );

  app.delete(
    '/dictionaries/:id',
    {
      config: { ...config, audit: 'archive' },
      schema: {
        tags,
        summary: 'Archives a dictionary: every version of it; returns the given version',
        description:
          'Any version id archives the whole dictionary (status `archived` on every version, ' +
          'hidden from lists and GET). A later POST with the same label starts a new dictionary.',
        params: DictionaryParams,
        response: { 200: Dictionary, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const dictionary = await archiveDictionary(db, request.params.id);
      return dictionary ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );
};
