import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { sendPage } from '../shared/simpleRest';
import {
  deletePrompt,
  findPrompt,
  insertPrompt,
  listPrompts,
  updatePrompt,
  type PromptRefused,
} from './prompts.queries';
import { CreatePrompt, Prompt, PromptListQuery, UpdatePrompt } from './prompts.schemas';
import { UuidParams } from './records';

const tags = ['prompts'];
const readers = { role: 'app.llm_enrich.prompts' } as const;
const editors = { role: 'global.admin' } as const;
const notFound = () => errorBody(msg('request.notFound'));
const refusedBody = ({ refused }: PromptRefused) => errorBody(msg('request.invalidBody'), refused);

const SAVE_CHECKS =
  'Checked on save: every template variable is known (an unknown one is named in ' +
  '`errors.template`), `json_schema` is a JSON Schema ajv compiles and is required for a `json` ' +
  'output, `instruction_uuids` name existing instructions of the prompt’s language (an unknown ' +
  'one is named in `errors.instruction_uuids`).';

/** LLM Enrich prompts in ra-data-simple-rest conventions, by UUID (issue 15). */
export const promptRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/prompts',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The prompts, by name unless `sort` says otherwise',
        description:
          'simple-rest list: `filter` `{"q": "text the name or description contains", "lang": ' +
          '"fr", "output_kind": "text" | "json", "enabled": true, "id": ["<uuid>"]}`, `range`, ' +
          '`sort`; answered with `Content-Range: prompts first-last/total` and `X-Total-Count`.',
        querystring: PromptListQuery,
        response: { 200: z.array(Prompt), ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, 'prompts', await listPrompts(db, request.query)),
  );

  app.get(
    '/prompts/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One prompt',
        params: UuidParams,
        response: { 200: Prompt, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await findPrompt(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );

  app.post(
    '/prompts',
    {
      config: { ...editors, audit: 'create' },
      schema: {
        tags,
        summary: 'Adds a prompt (administrators) and returns it with its UUID',
        description: `Defaults: no instructions, output \`text\`, model \`''\`, temperature 0.2, enabled. ${SAVE_CHECKS}`,
        body: CreatePrompt,
        response: { 201: Prompt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await insertPrompt(db, request.body);
      if ('refused' in result) return reply.code(400).send(refusedBody(result));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/prompts/:id',
    {
      config: { ...editors, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes a prompt (administrators) and returns it',
        description: `Any fields; omitted ones are kept (\`id\`, \`inserted_at\`, \`updated_at\` are ignored). ${SAVE_CHECKS}`,
        params: UuidParams,
        body: UpdatePrompt,
        response: { 200: Prompt, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const result = await updatePrompt(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(notFound());
      if ('refused' in result) return reply.code(400).send(refusedBody(result));
      return result;
    },
  );

  app.delete(
    '/prompts/:id',
    {
      config: { ...editors, audit: 'delete' },
      schema: {
        tags,
        summary: 'Deletes a prompt (administrators) and returns it as it was',
        params: UuidParams,
        response: { 200: Prompt, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) =>
      (await deletePrompt(db, request.params.id)) ?? reply.code(404).send(notFound()),
  );
};
