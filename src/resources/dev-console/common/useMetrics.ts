import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import type { ServiceName } from '../../../../contracts/runtimeConfig';

export type MetricsService = Extract<ServiceName, 'h2bMetrics' | 'batchMetrics'>;

/**
 * One of a metrics service's answers (`summary`, `timeseries`, `apps`): fetched once for every
 * tile or chart drawn from it, which each show its loading, failure (with Retry) and emptiness.
 * Nothing is asked while `query` is undefined (the period not in the URL yet).
 */
export const useMetrics = <Answer>(
  service: MetricsService,
  path: string,
  query: Record<string, string> | undefined,
): UseQueryResult<Answer> => {
  const request = useServiceRequest();
  return useQuery({
    queryKey: [service, path, query],
    queryFn: ({ signal }) => request<Answer>({ service, path, query, signal }),
    enabled: query !== undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
};

export type MetricsQuery<Answer> = UseQueryResult<Answer>;

/** The apps the caller may see (a client user: its own clients'), by name, for the app filter. */
export interface MetricsApp {
  id: number;
  name: string;
  client_id: number;
}

const EVERY_APP = { range: '[0,999]', sort: '["name","ASC"]' };

export const useMetricsApps = (service: MetricsService) =>
  useMetrics<MetricsApp[]>(service, 'apps', EVERY_APP);
