import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { filterRequest, mergeRequestParts } from '../../../shared/serverList/requestParts';
import { useSetting } from '../../../shared/settings';
import type { AggregationAnswer, Chart } from './chartRecord';
import { DASHBOARD_FILTERS, DEFAULT_INTERVAL } from './dashboardFilters';

/** What an aggregation needs of a chart (a stored one, or the editor's form). */
export type ChartShape = Pick<
  Chart,
  'metric' | 'dimension' | 'breakdown' | 'interval' | 'metadata_key' | 'duration_buckets'
> & { filters?: Record<string, unknown> | null };

export const AGGREGATIONS_PATH = 'search/transcription-v2/aggregations';

/**
 * The request body of one chart: the dashboard's filters (from the URL), the chart's own fixed
 * filters on top, the viewer's time zone and week start, and what the chart computes.
 */
export const aggregationBody = (
  chart: ChartShape,
  filterValues: Readonly<Record<string, unknown>>,
  context: { timeZone: string; weekFirstDay: number; now: Date },
) => {
  const { interval, ...filters } = filterRequest(DASHBOARD_FILTERS, filterValues, context);
  const overTime = chart.dimension === 'time' || chart.breakdown === 'time';
  return {
    ...mergeRequestParts([filters, chart.filters ?? {}]),
    timezone: context.timeZone,
    metric: chart.metric,
    dimension: chart.dimension,
    breakdown: chart.breakdown,
    // Only charts over time depend on the interval: changing it refetches nothing else.
    ...(overTime && {
      interval: chart.interval ?? interval ?? DEFAULT_INTERVAL,
      week_first_day: context.weekFirstDay,
    }),
    ...(chart.metadata_key && { metadata_key: chart.metadata_key }),
    ...(chart.duration_buckets?.length && { duration_buckets: chart.duration_buckets }),
  };
};

/** One chart's aggregation, fetched on its own (each chart loads and fails by itself). */
export const useAggregation = (
  chart: ChartShape,
  filterValues: Readonly<Record<string, unknown>>,
  enabled = true,
) => {
  const request = useServiceRequest();
  const [timeZone] = useSetting('timeZone');
  const [weekFirstDay] = useSetting('weekFirstDay');
  const body = aggregationBody(chart, filterValues, { timeZone, weekFirstDay, now: new Date() });
  return useQuery({
    queryKey: ['search', AGGREGATIONS_PATH, body],
    queryFn: ({ signal }) =>
      request<AggregationAnswer>({
        service: 'search',
        method: 'POST',
        path: AGGREGATIONS_PATH,
        body,
        signal,
      }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
};
