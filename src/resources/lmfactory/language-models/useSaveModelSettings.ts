import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { submissionErrorsOf } from '../../../shared/http';
import { useHandleError } from '../../../shared/notifications';
import { useLmNotify } from '../common/useLmNotify';
import type { LanguageModel, LanguageModelConfig } from './languageModelRequests';
import {
  changeMessages,
  configBody,
  newAliases,
  nextChange,
  settingsOf,
  withChange,
  type ModelSettings,
} from './settingsChanges';
import { configQueryKey } from './useModelConfig';

const RESOURCE = 'lmfactory/language-models';

const settingsFrom = (values: FieldValues, config: LanguageModelConfig | null | undefined) =>
  ({
    description: values.description ?? '',
    ...(config
      ? {
          public: !!values.public,
          enabled: !!values.enabled,
          aliases: values.aliases ?? [],
          iso_aliases: values.iso_aliases ?? [],
        }
      : {}),
  }) as ModelSettings;

/**
 * Saves the settings form one change at a time, in spec §4's order (description, public,
 * enabled, aliases, H2B aliases): each change is its own request with its own spec §8 message;
 * the first failure stops there, keeping the changes not yet saved in the form. The description
 * goes to `PUT language_models/{id}`; the others to `PUT language_models/{configId}` with
 * aliases, enabled, iso_aliases and public. A new alias is first looked up (`GET
 * language_models?alias=`) and refused when another model has it.
 */
export const useSaveModelSettings = (
  model: LanguageModel | undefined,
  config: LanguageModelConfig | null | undefined,
) => {
  const request = useServiceRequest();
  const [update] = useUpdate();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const handleError = useHandleError();
  const { success, failure } = useLmNotify();

  const takenAlias = useCallback(
    async (aliases: string[], configId: number) => {
      for (const alias of aliases) {
        const owners = await request<LanguageModelConfig[]>({
          service: 'config',
          path: 'language_models',
          query: { alias },
        });
        if (Array.isArray(owners) && owners.some((owner) => owner.id !== configId)) return alias;
      }
      return undefined;
    },
    [request],
  );

  return useCallback(
    async (values: FieldValues) => {
      if (!model) return;
      const edited = settingsFrom(values, config);
      let saved = settingsOf(model, config);
      let savedConfig = config;
      const args = { label: model.label };
      for (let key = nextChange(saved, edited); key; key = nextChange(saved, edited)) {
        const messages = changeMessages(key, edited[key]);
        try {
          if (key === 'description') {
            const data = { description: edited.description };
            await update(
              RESOURCE,
              { id: model.id, data, previousData: model },
              { returnPromise: true },
            );
          } else if (savedConfig) {
            if (key === 'aliases') {
              const taken = await takenAlias(
                newAliases(saved.aliases, edited.aliases),
                savedConfig.id,
              );
              if (taken) {
                const message = translate(`resources.${RESOURCE}.notifications.aliasTaken`, {
                  alias: taken,
                });
                handleError(new HttpError(message, 409, { message, errors: {} }), message);
                return { aliases: message };
              }
            }
            savedConfig = await request<LanguageModelConfig>({
              service: 'config',
              method: 'PUT',
              path: `language_models/${savedConfig.id}`,
              body: configBody(withChange(saved, edited, key)),
            });
            queryClient.setQueryData(configQueryKey(model.codename), savedConfig);
          }
          saved = withChange(saved, edited, key);
          success(messages.success, args);
        } catch (error) {
          failure(messages.failure, error, args);
          return submissionErrorsOf(error);
        }
      }
    },
    [
      config,
      failure,
      handleError,
      model,
      queryClient,
      request,
      success,
      takenAlias,
      translate,
      update,
    ],
  );
};
