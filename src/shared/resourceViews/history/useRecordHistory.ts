import { useQuery } from '@tanstack/react-query';
import type { ServiceName } from '../../../../contracts/runtimeConfig';
import { useServiceRequest } from '../../declarations/serviceRequest';
import { retryOnce } from '../../http/retryOnce';

/** One change of a record, as the service's audit trail answers it. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: 'create' | 'update' | 'archive' | 'delete';
  actor: { id: string | null; name: string | null };
  before: unknown;
  after: unknown;
}

/** `GET <service>/history?path=` (administrators): the record's changes, newest first. */
export const useRecordHistory = (service: ServiceName, path: string, enabled: boolean) => {
  const request = useServiceRequest();
  return useQuery({
    queryKey: [service, 'history', path],
    queryFn: ({ signal }) =>
      request<{ data?: HistoryEntry[] }>({
        service,
        path: 'history',
        query: { path },
        signal,
      }).then((answer) => (Array.isArray(answer?.data) ? answer.data : [])),
    enabled,
    retry: retryOnce,
  });
};
