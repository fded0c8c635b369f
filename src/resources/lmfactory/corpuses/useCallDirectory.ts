import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../common/retryOnce';
import { useLmNotify } from '../common/useLmNotify';

export interface ClientEntry {
  id: number;
  name: string;
}

export interface CampaignEntry {
  id: number;
  name: string;
  client: { id: number };
}

const KEYS = 'resources.lmfactory/corpuses.notifications';
const LIMIT = 100;

const useDirectory = <T>(path: 'client/' | 'campaign/', failureKey: string) => {
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const query = useQuery({
    queryKey: ['search', path, LIMIT],
    queryFn: ({ signal }) =>
      request<{ data?: T[] }>({ service: 'search', path, query: { limit: LIMIT }, signal }).then(
        (answer) => (Array.isArray(answer?.data) ? answer.data : []),
      ),
    staleTime: 60000,
    retry: retryOnce,
  });
  const { error } = query;
  useEffect(() => {
    if (error) failure(failureKey, error);
  }, [error, failure, failureKey]);
  return query;
};

/** `GET /client/?limit=100` (spec §7); "Failed to get clients". */
export const useClients = () => useDirectory<ClientEntry>('client/', `${KEYS}.clientsFailed`);

/** `GET /campaign/?limit=100` (spec §7); "Failed to get campaigns". */
export const useCampaigns = () =>
  useDirectory<CampaignEntry>('campaign/', `${KEYS}.campaignsFailed`);
