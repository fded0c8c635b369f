import { useQuery } from '@tanstack/react-query';
import { useServiceRequest } from '../declarations/serviceRequest';
import { retryOnce } from '../http/retryOnce';

export interface ClientEntry {
  id: number;
  name: string;
}

export interface CampaignEntry {
  id: number;
  name: string;
  client: { id: number };
}

export interface TagEntry {
  id: number;
  label: string;
  lang: string;
}

/** Spec §9: client and campaign lists are fetched with limit 100. */
const LIMIT = 100;

const useDirectory = <T>(path: string, query: Record<string, string | number | undefined>) => {
  const request = useServiceRequest();
  return useQuery({
    queryKey: ['search', path, query],
    queryFn: ({ signal }) =>
      request<{ data?: T[] }>({ service: 'search', path, query, signal }).then((answer) =>
        Array.isArray(answer?.data) ? answer.data : [],
      ),
    staleTime: 60000,
    retry: retryOnce,
  });
};

/** `GET /client/?limit=100` (spec §7): the clients whose calls the user may read. */
export const useClients = () => useDirectory<ClientEntry>('client/', { limit: LIMIT });

/** `GET /campaign/?limit=100` (spec §7): their campaigns. */
export const useCampaigns = () => useDirectory<CampaignEntry>('campaign/', { limit: LIMIT });

/** `GET /tag/?lang=`: the Moriarty tags calls can be filtered by. */
export const useTagDirectory = (lang: string | undefined) =>
  useDirectory<TagEntry>('tag/', { lang, limit: 1000 });
