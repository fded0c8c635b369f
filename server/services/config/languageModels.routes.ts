import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { ErrorBody, errorBody, errorResponses, notFoundResponse } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { findConfig, listConfigs, updateConfig } from './languageModels.queries';
import {
  aliasClashMessage,
  ConfigListQuery,
  ConfigParams,
  LanguageModelConfig,
  UpdateConfig,
} from './languageModels.schemas';

const config = { role: 'app.lm_factory.language_models' } as const;
const tags = ['language models'];

/** Language-model configuration endpoints, exactly spec §7 (relative to the service base `/api/`). */
export const languageModelConfigRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { db },
) => {
  app.get(
    '/language_models',
    {
      config,
      schema: {
        tags,
        summary: 'Language-model configurations, filtered by codename and/or alias',
        description:
          '`?codename={codename}`: the configuration of that model (a list of 0 or 1). ' +
          '`?alias={alias}`: the configurations having that alias (case ignored), which is how ' +
          'the console checks clashes; `?iso_alias=` does the same for H2B aliases (our ' +
          'addition). Configurations of archived models are not listed. Created when a build ' +
          'succeeds: name = the model label, disabled, private, no aliases.',
        querystring: ConfigListQuery,
        response: { 200: z.array(LanguageModelConfig), ...errorResponses },
      },
    },
    async (request) =>
      listConfigs(db, {
        codename: request.query.codename,
        alias: request.query.alias,
        isoAlias: request.query.iso_alias,
      }),
  );

  app.get(
    '/language_models/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One language-model configuration (our addition); 404 when missing',
        params: ConfigParams,
        response: { 200: LanguageModelConfig, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      const found = await findConfig(db, request.params.id);
      return found ?? reply.code(404).send(errorBody(msg('request.notFound')));
    },
  );

  app.put(
    '/language_models/:id',
    {
      config: { ...config, audit: 'update' },
      schema: {
        tags,
        summary: 'Updates aliases, enabled, iso_aliases and public; returns the configuration',
        description:
          'All four fields may be sent, or only those that change (omitted ones are kept). ' +
          'An alias (or H2B alias) that another model’s configuration already has (case ' +
          'ignored) is refused with 409 `{ message: \'Alias "{alias}" already exist\', errors: ' +
          '{ aliases | iso_aliases: [same] } }` and nothing is saved.',
        params: ConfigParams,
        body: UpdateConfig,
        response: {
          200: LanguageModelConfig,
          ...errorResponses,
          ...notFoundResponse,
          409: ErrorBody.describe('An alias is already used by another model'),
        },
      },
    },
    async (request, reply) => {
      const result = await updateConfig(db, request.params.id, request.body);
      if (!result) return reply.code(404).send(errorBody(msg('request.notFound')));
      if ('clash' in result) {
        const message = aliasClashMessage(result.clash.alias);
        return reply.code(409).send(errorBody(message, { [result.clash.field]: [message] }));
      }
      return result.config;
    },
  );
};
