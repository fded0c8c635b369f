import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { ownerOf, refuseChange, refuseCreate } from '../shared/ownership';
import type { ServiceContext } from '../shared/service';
import { archiveCorpus, findCorpus, insertCorpus, listCorpuses } from './corpuses.queries';
import {
  Corpus,
  CorpusListQuery,
  CorpusParams,
  CreateCorpus,
  CreatedCorpus,
} from './corpuses.schemas';

const config = { role: 'app.lm_factory.corpuses' } as const;
const tags = ['corpuses'];

/** Corpus endpoints, exactly spec §7 (paths relative to the service base `/api/`). */
export const corpusRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/corpuses',
    {
      config,
      schema: {
        tags,
        summary: 'Every corpus of a language (archived ones excluded)',
        querystring: CorpusListQuery,
        response: { 200: z.array(Corpus), ...errorResponses },
      },
    },
    async (request) => listCorpuses(db, ownerOf(request.claims), request.query.lang),
  );

  app.get(
    '/corpuses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One corpus; 404 when missing or archived',
        params: CorpusParams,
        response: { 200: Corpus, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const corpus = await findCorpus(db, ownerOf(request.claims), request.params.id);
      return corpus ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );

  app.post(
    '/corpuses',
    {
      config: { ...config, audit: 'create' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Creates a corpus and returns its id',
        body: CreateCorpus,
        response: { 201: CreatedCorpus.describe('The new corpus id'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { creates } = ownerOf(request.claims);
      if (creates === undefined) return refuseCreate(reply);
      return reply.code(201).send({ id: await insertCorpus(db, request.body, creates) });
    },
  );

  app.delete(
    '/corpuses/:id',
    {
      config: { ...config, audit: 'archive' },
      schema: {
        tags,
        summary: 'Archives a corpus (status `archived`, hidden from lists); returns it',
        params: CorpusParams,
        response: { 200: Corpus, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request.claims);
      const refused = refuseChange(reply, owner, await findCorpus(db, owner, request.params.id));
      if (refused) return refused;
      const corpus = await archiveCorpus(db, request.params.id);
      return corpus ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );
};
