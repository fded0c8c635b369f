import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { findCall } from '../search/calls.queries';
import { callViewer } from '../search/viewer';
import { LlmFailure } from './llmClient';
import { checkPrompt } from './prompts.check';
import { tryPrompt } from './tryPrompt';
import { TryPromptAnswer, TryPromptBody } from './tryPrompt.schemas';

/** `POST /prompts/try`: a prompt, saved or not, tried on one of the caller's calls (issue 15). */
export const tryPromptRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db, llm }) => {
  app.post(
    '/prompts/try',
    {
      config: { role: 'app.llm_enrich.prompts', audit: false },
      schema: {
        tags: ['prompts'],
        summary: 'Tries a prompt on a call: the rendered prompt, its tokens, the answer',
        description:
          'The prompt is checked as on a save (400 with field errors). The call is read with the ' +
          'caller’s client scope (another client’s call is a 404). With LLM_BASE_URL configured, ' +
          'the OpenAI-compatible endpoint answers (`engine: "openai-compatible"`; no answer in ' +
          'time is a 504, a failure or an answer that is not a chat completion a 502); otherwise ' +
          'the local extractive engine does (`engine: "local-extractive"`). A JSON output comes ' +
          'with `valid_json` and `validation_errors` (against `json_schema`).',
        body: TryPromptBody,
        response: {
          200: TryPromptAnswer,
          ...errorResponses,
          ...notFoundResponse,
          502: ErrorBody.describe('The language model failed or answered something unreadable'),
          504: ErrorBody.describe('The language model did not answer in time'),
        },
      },
    },
    async (request, reply) => {
      const { prompt, call_id: callId } = request.body;
      const { errors, instructions } = await checkPrompt(db, prompt);
      if (Object.keys(errors).length)
        return reply.code(400).send(errorBody(msg('request.invalidBody'), prefixed(errors)));
      const call = await findCall(db, callId, callViewer(request.claims));
      if (!call) return reply.code(404).send(errorBody(msg('request.notFound')));
      try {
        return await tryPrompt({ ...prompt, name: prompt.name ?? '' }, instructions, call, llm);
      } catch (error) {
        if (error instanceof LlmFailure)
          return reply.code(error.status).send(errorBody(error.message));
        throw error;
      }
    },
  );
};

/** Field errors of the prompt, named as in the body (`prompt.template`). */
const prefixed = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [`prompt.${field}`, messages]),
  );
