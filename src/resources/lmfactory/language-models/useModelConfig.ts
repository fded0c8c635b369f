import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { useLmNotify } from '../common/useLmNotify';
import type { LanguageModel, LanguageModelConfig } from './languageModelRequests';

export const configQueryKey = (codename: string | undefined) => [
  'lmfactory/language-models',
  'config',
  codename,
];

/**
 * The model's configuration: `GET language_models?codename={codename}` on the configuration
 * service (spec §7), once the model is built (the service creates it then); null when none.
 */
export const useModelConfig = (model: LanguageModel | undefined) => {
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const query = useQuery({
    queryKey: configQueryKey(model?.codename),
    queryFn: ({ signal }) =>
      request<LanguageModelConfig[]>({
        service: 'config',
        path: 'language_models',
        query: { codename: model?.codename },
        signal,
      }).then((list) => (Array.isArray(list) ? (list[0] ?? null) : null)),
    enabled: !!model?.codename && model.status === 'success',
    retry: retryOnce,
  });
  const { error } = query;
  useEffect(() => {
    if (error) failure('resources.lmfactory/language-models.notifications.getFailed', error);
  }, [error, failure]);
  return query;
};
