import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { ownerOf, refuseChange, refuseCreate } from '../shared/ownership';
import type { ServiceContext } from '../shared/service';
import { findClue, insertClue, listClues, updateClue } from './clues.queries';
import { Clue, ClueListQuery, CreateClue, UpdateClue } from './clues.schemas';
import { requestDetections } from './detections/worker';
import { IdParams } from './fields';
import { parseQueryField, queryErrorResponses } from './queryErrors';

const config = { role: 'app.moriarty.clues' } as const;
const tags = ['clues'];

/** Clue endpoints, exactly spec §7 (paths relative to the service base `/api/`). */
export const clueRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/clues',
    {
      config,
      schema: {
        tags,
        summary: 'Every clue of a language, oldest first',
        querystring: ClueListQuery,
        response: { 200: z.array(Clue), ...errorResponses },
      },
    },
    async (request) => listClues(db, ownerOf(request.claims), request.query.lang),
  );

  app.get(
    '/clues/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One clue; 404 when missing',
        params: IdParams,
        response: { 200: Clue, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const clue = await findClue(db, ownerOf(request.claims), request.params.id);
      return clue ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );

  app.post(
    '/clues',
    {
      config: { ...config, audit: 'create' },
      schema: {
        tags,
        summary: 'Creates a clue and returns it (with its id)',
        description:
          'Defaults: package and descriptions `""`, concatenation_delay 300, speakers both ' +
          '`["in", "out"]`. A query with a syntax error is refused (400 `Invalid query` with ' +
          'its position) and nothing is saved.',
        body: CreateClue,
        response: { 201: Clue, ...queryErrorResponses },
      },
    },
    async (request, reply) => {
      parseQueryField('query', request.body.query);
      const owner = ownerOf(request.claims);
      if (owner.creates === undefined) return refuseCreate(reply);
      const clue = await insertClue(db, request.body, owner, owner.creates);
      await requestDetections(db, clue.lang);
      return reply.code(201).send(clue);
    },
  );

  app.patch(
    '/clues/:id',
    {
      config: { ...config, audit: 'update' },
      schema: {
        tags,
        summary: 'Updates a clue and returns it',
        description:
          'Any of concatenation_delay, label, package, private_description, ' +
          'public_description, query, speakers; omitted fields are kept (lang cannot change). ' +
          'The detections of the tags using the clue are recomputed in the background.',
        params: IdParams,
        body: UpdateClue,
        response: { 200: Clue, ...queryErrorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request.claims);
      const refused = refuseChange(reply, owner, await findClue(db, owner, request.params.id));
      if (refused) return refused;
      if (request.body.query !== undefined) parseQueryField('query', request.body.query);
      const clue = await updateClue(db, owner, request.params.id, request.body);
      if (!clue) return reply.code(404).send(errorBody(msg('request.notFound')));
      await requestDetections(db, clue.lang);
      return clue;
    },
  );
};
