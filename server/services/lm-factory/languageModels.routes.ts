import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg, renderMessage } from '../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import { requestLanguage } from '../shared/localise';
import type { ServiceContext } from '../shared/service';
import { wakeBuildWorker } from './build/worker';
import {
  archiveLanguageModel,
  checkModelInputs,
  findLanguageModel,
  findModelFile,
  insertLanguageModel,
  listLanguageModels,
  updateLanguageModelDescription,
} from './languageModels.queries';
import {
  CreatedLanguageModel,
  CreateLanguageModel,
  LanguageModel,
  LanguageModelListQuery,
  LanguageModelParams,
  UpdateLanguageModel,
} from './languageModels.schemas';

const config = { role: 'app.lm_factory.language_models' } as const;
const tags = ['language models'];
const notFound = errorBody(msg('request.notFound'));

/** A model as answered: its failure reason (stored as a message token) in the caller's language. */
const worded =
  (request: FastifyRequest) =>
  (model: LanguageModel): LanguageModel => ({
    ...model,
    failure_reason:
      model.failure_reason && renderMessage(model.failure_reason, requestLanguage(request)),
  });

const BUILD_DESCRIPTION =
  'The build is a durable job run by the platform: the model is `queued`, then `running` ' +
  '(`build_started_at`), then `success` (`build_ended_at`, the configuration record created: ' +
  'name = label, disabled, private, no aliases) or `failed` with `failure_reason` (no usable ' +
  'text, a chosen corpus or dictionary archived meanwhile). It normalises the chosen corpus ' +
  'sentences and dictionary lines (lower case, punctuation stripped, accents kept), counts 1- to ' +
  '3-grams and estimates an interpolated Kneser-Ney model written as ARPA. Honest note: so that ' +
  'a console re-reading the model sees the progression, the local platform keeps a model at ' +
  'least `LM_BUILD_MIN_MS` (default 2000 ms) in `queued` and again in `running`; the model file ' +
  'is the real compilation result. A build running when the platform stops is resumed from ' +
  'scratch on the next start (failed with "Interrupted by a platform restart" after 3 tries).';

/** Language-model endpoints, exactly spec §7 (paths relative to the service base `/api/`). */
export const languageModelRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.get(
    '/language_models',
    {
      config,
      schema: {
        tags,
        summary: 'Every language model of a language (archived ones excluded)',
        description: 'Re-read a model to follow its build status and times.',
        querystring: LanguageModelListQuery,
        response: { 200: z.array(LanguageModel), ...errorResponses },
      },
    },
    async (request) => (await listLanguageModels(db, request.query.lang)).map(worded(request)),
  );

  app.get(
    '/language_models/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One language model; 404 when missing or archived',
        params: LanguageModelParams,
        response: { 200: LanguageModel, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const model = await findLanguageModel(db, request.params.id);
      return model ? worded(request)(model) : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/language_models',
    {
      config: { ...config, audit: 'create' },
      schema: {
        tags,
        summary: 'Creates a language model and queues its build; returns its id',
        description:
          '`corpuses` and `dictionaries` are ids (dictionary ids are versions: the model is built ' +
          'from those versions); at least one in total, each existing, not archived and of ' +
          'language `lang`. The model is answered as lists of `{id, label}` (dictionaries also ' +
          `with their version). ${BUILD_DESCRIPTION}`,
        body: CreateLanguageModel,
        response: {
          201: CreatedLanguageModel.describe('The new model, queued'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const errors = await checkModelInputs(db, request.body);
      if (Object.keys(errors).length)
        return reply.code(400).send(errorBody(msg('request.invalidBody'), errors));
      const id = await insertLanguageModel(db, request.body);
      wakeBuildWorker(db);
      return reply.code(201).send({ id, status: 'queued' as const });
    },
  );

  app.put(
    '/language_models/:id',
    {
      config: { ...config, audit: 'update' },
      schema: {
        tags,
        summary: 'Changes the description (also the configuration’s); returns the model',
        params: LanguageModelParams,
        body: UpdateLanguageModel,
        response: { 200: LanguageModel, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const model = await updateLanguageModelDescription(db, id, request.body.description);
      return model ? worded(request)(model) : reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/language_models/:id',
    {
      config: { ...config, audit: 'archive' },
      schema: {
        tags,
        summary: 'Archives a language model; returns it with `deleted_at` set',
        description:
          'Hidden from lists and GET afterwards; a queued build is not run; its configuration ' +
          'is disabled and hidden from the configuration service, so its aliases are free again.',
        params: LanguageModelParams,
        response: { 200: LanguageModel, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const model = await archiveLanguageModel(db, request.params.id);
      return model ? worded(request)(model) : reply.code(404).send(notFound);
    },
  );

  app.get(
    '/language_models/:id/model',
    {
      config,
      schema: {
        tags,
        summary: 'Downloads the built model (ARPA text) — our addition to spec §7',
        description:
          '`text/plain` ARPA back-off trigram model, `Content-Disposition: attachment; ' +
          'filename="<codename>.arpa"`. 409 while the model is not built (queued, running, ' +
          `failed); 404 when missing or archived. ${BUILD_DESCRIPTION}`,
        params: LanguageModelParams,
        response: {
          200: { description: 'The ARPA file', content: { 'text/plain': { schema: z.string() } } },
          ...errorResponses,
          ...notFoundResponse,
          409: ErrorBody.describe('The model is not built'),
        },
      },
    },
    async (request, reply) => {
      const file = await findModelFile(db, request.params.id);
      if (!file) return reply.code(404).send(notFound);
      if (file.arpa === null) {
        return reply.code(409).send(errorBody(msg('lmFactory.notBuilt', { status: file.status })));
      }
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.codename}.arpa"`)
        .send(file.arpa);
    },
  );
};
