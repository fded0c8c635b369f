import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  deleteInstruction,
  findInstruction,
  insertInstruction,
  listInstructions,
  updateInstruction,
  type InstructionInUse,
} from './instructions.queries';
import {
  CreateInstruction,
  Instruction,
  InstructionListQuery,
  UpdateInstruction,
} from './instructions.schemas';
import { UuidParams } from './records';

const tags = ['instructions'];
const readers = { role: 'app.llm_enrich.instructions' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));
const inUseBody = ({ inUse }: InstructionInUse) =>
  errorBody(
    msg('llmEnrich.instructionInUse', { name: inUse.name, prompts: inUse.prompts.join(', ') }),
  );
const inUseResponse = {
  409: ErrorBody.describe('Prompts list the instruction (a deletion, a change of language)'),
} as const;

/** LLM Enrich instructions in ra-data-simple-rest conventions, by UUID (issue 15). */
export const instructionRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/instructions',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The instructions, by name unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"q": "text the name or text contains", "lang": "fr", ' +
          '"kind": "system" | "style" | "output_format", "id": ["<uuid>"]}`, `range` `[first, ' +
          'last]`, `sort` `[field, "ASC" | "DESC"]`; answered with `Content-Range: instructions ' +
          'first-last/total` and `X-Total-Count`.',
        querystring: InstructionListQuery,
        response: { 200: z.array(Instruction), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPage(reply, 'instructions', await listInstructions(db, request.query)),
  );

  app.get(
    '/instructions/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One instruction',
        params: UuidParams,
        response: { 200: Instruction, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findInstruction(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );

  app.post(
    '/instructions',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds an instruction (administrators) and returns it with its UUID',
        body: CreateInstruction,
        response: { 201: Instruction, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await insertInstruction(db, request.body)),
  );

  app.put(
    '/instructions/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes an instruction (administrators) and returns it',
        description:
          'Any fields; omitted ones are kept (`id`, `inserted_at`, `updated_at` are ignored). ' +
          'Its language cannot change while prompts list it (409).',
        params: UuidParams,
        body: UpdateInstruction,
        response: { 200: Instruction, ...errorResponses, ...notFoundResponse, ...inUseResponse },
      },
    },
    async (request, reply) => {
      const result = await updateInstruction(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('inUse' in result) return reply.code(409).send(inUseBody(result));
      return result;
    },
  );

  app.delete(
    '/instructions/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes an instruction no prompt lists (administrators), returned as it was',
        params: UuidParams,
        response: { 200: Instruction, ...errorResponses, ...notFoundResponse, ...inUseResponse },
      },
    },
    async (request, reply) => {
      const result = await deleteInstruction(db, request.params.id);
      if (!result) return reply.code(404).send(notFound());
      if ('inUse' in result) return reply.code(409).send(inUseBody(result));
      return result;
    },
  );
};
