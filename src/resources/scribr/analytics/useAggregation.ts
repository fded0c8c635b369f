import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceRequestKey, useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { useSetting } from '../../../shared/settings';
import type { AggregationAnswer } from './chartRecord';
import { aggregationRequest, type ChartShape } from './aggregationRequest';

export type { ChartShape } from './aggregationRequest';

/**
 * One chart's aggregation, fetched on its own (each chart loads and fails by itself). At start-up
 * the dashboard's declaration has asked it already (`firstPage.followedBy`): the query takes that
 * answer, at once when it has arrived (answerQueriesAtOnce), instead of asking again.
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
    queryKey: serviceRequestKey(spec),
    queryFn: ({ signal }) => request<AggregationAnswer>({ ...spec, signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
};
