import type { ServiceRequest } from '../../../shared/declarations/serviceRequest';
import { filterRequest, mergeRequestParts } from '../../../shared/serverList/requestParts';
import type { Chart } from './chartRecord';
import { DASHBOARD_FILTERS, DEFAULT_INTERVAL } from './dashboardFilters';

/** What an aggregation needs of a chart (a stored one, or the editor's form). */
export type ChartShape = Pick<
  Chart,
  'metric' | 'dimension' | 'breakdown' | 'interval' | 'metadata_key' | 'duration_buckets'
> & { filters?: Record<string, unknown> | null };

export const AGGREGATIONS_PATH = 'search/transcription-v2/aggregations';

/** The viewer's settings and the time an aggregation's request is built at. */
export interface AggregationContext {
  timeZone: string;
  weekFirstDay: number;
  now: Date;
}

/**
 * The request body of one chart: the dashboard's filters (from the URL), the chart's own fixed
 * filters on top, the viewer's time zone and week start, and what the chart computes.
 */
export const aggregationBody = (
  chart: ChartShape,
  filterValues: Readonly<Record<string, unknown>>,
  context: AggregationContext,
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

/** One chart's aggregation request (the search service's contract, spec §3). */
export const aggregationRequest = (
  chart: ChartShape,
  filterValues: Readonly<Record<string, unknown>>,
  context: AggregationContext,
) =>
  ({
    service: 'search',
    method: 'POST',
    path: AGGREGATIONS_PATH,
    body: aggregationBody(chart, filterValues, context),
  }) satisfies ServiceRequest;
