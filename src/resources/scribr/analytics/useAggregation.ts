import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { useSetting } from '../../../shared/settings';
import type { AggregationAnswer } from './chartRecord';
import { AGGREGATIONS_PATH, aggregationRequest, type ChartShape } from './aggregationRequest';

export { AGGREGATIONS_PATH, type ChartShape } from './aggregationRequest';

/**
 * One chart's aggregation, fetched on its own (each chart loads and fails by itself). At start-up
 * the dashboard's declaration has asked it already (`firstPage.followedBy`): the query's request
 * takes that answer instead of asking again.
 */
export const useAggregation = (
  chart: ChartShape,
  filterValues: Readonly<Record<string, unknown>>,
  enabled = true,
) => {
  const request = useServiceRequest();
  const [timeZone] = useSetting('timeZone');
  const [weekFirstDay] = useSetting('weekFirstDay');
  const spec = aggregationRequest(chart, filterValues, { timeZone, weekFirstDay, now: new Date() });
  return useQuery({
    queryKey: ['search', AGGREGATIONS_PATH, spec.body],
    queryFn: ({ signal }) => request<AggregationAnswer>({ ...spec, signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
};
