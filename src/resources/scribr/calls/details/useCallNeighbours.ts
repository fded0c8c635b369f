import { useQuery } from '@tanstack/react-query';
import { useServiceRequest } from '../../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../../shared/http/retryOnce';
import { filterRequest } from '../../../../shared/serverList/requestParts';
import { readUrlFilters } from '../../../../shared/serverList/urlFilterValues';
import { useSetting } from '../../../../shared/settings';
import { CALL_FILTERS } from '../callFilters';
import { rememberedListQuery } from '../listQuery';

export interface CallNeighbours {
  previous: string | null;
  next: string | null;
  position: number | null;
  total: number;
}

/**
 * The calls before and after this one in the call list as the user left it (its filters and sort,
 * remembered for the tab): `POST search/transcription-v2/neighbours`.
 */
export const useCallNeighbours = (id: string) => {
  const request = useServiceRequest();
  const [timeZone] = useSetting('timeZone');
  const query = rememberedListQuery();
  const filters = filterRequest(CALL_FILTERS, readUrlFilters(CALL_FILTERS, query), {
    timeZone,
    now: new Date(),
  });
  const sort = {
    field: query.get('sort') === 'duration' ? 'duration' : 'start_time',
    order: query.get('order') === 'ASC' ? 'asc' : 'desc',
  };
  const body = { timezone: timeZone, ...filters, sort, id };
  return useQuery({
    queryKey: ['scribr', 'neighbours', body],
    queryFn: ({ signal }) =>
      request<CallNeighbours>({
        service: 'search',
        method: 'POST',
        path: 'search/transcription-v2/neighbours',
        body,
        signal,
      }),
    retry: retryOnce,
  });
};
