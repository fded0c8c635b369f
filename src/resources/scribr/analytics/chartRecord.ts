import type { RaRecord } from 'react-admin';

// The dashboard's charts as the search service stores them (`charts`, simple-rest) and the
// aggregation answers they are drawn from (`POST search/transcription-v2/aggregations`).

export const CHART_TYPES = ['kpi', 'line', 'bar', 'stacked_bar', 'pie', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const METRICS = [
  'calls',
  'total_duration',
  'average_duration',
  'share',
  'tagged_share',
] as const;
export type Metric = (typeof METRICS)[number];

export const DIMENSIONS = [
  'time',
  'tag',
  'client',
  'campaign',
  'status',
  'language',
  'duration',
  'metadata',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

export interface Chart extends RaRecord {
  id: string;
  title: { en: string; fr: string };
  type: ChartType;
  metric: Metric;
  dimension: Dimension | null;
  breakdown: Dimension | null;
  interval: Interval | null;
  metadata_key: string | null;
  duration_buckets: number[] | null;
  filters: Record<string, unknown>;
  width: number;
  order: number;
}

/** The search filters that select a bucket's calls (the drill-down); null when none does. */
export interface BucketFilter {
  date_range?: { begin: string; end: string };
  tags?: { include: number[] };
  clients?: number[];
  campaigns?: number[];
  status?: string[];
  lang?: string;
  duration_min?: number;
  duration_max?: number;
  metadata?: { include: Record<string, string> };
}

export interface BucketEntry {
  key: string | null;
  label: string | null;
  from?: string;
  to?: string;
  min?: number;
  max?: number | null;
  calls: number;
  value: number | null;
  filter: BucketFilter | null;
}

export interface Bucket extends BucketEntry {
  series?: BucketEntry[];
}

export interface Totals {
  calls: number;
  total_duration: number;
  average_duration: number | null;
  tagged_share: number | null;
}

export interface AggregationAnswer {
  metric: Metric;
  dimension: Dimension | null;
  breakdown: Dimension | null;
  interval: Interval | null;
  timezone: string;
  totals: Totals;
  buckets: Bucket[];
  truncated: boolean;
}

/** The chart's title in the UI language (English when there is none in it). */
export const chartTitle = (chart: Pick<Chart, 'title'>, locale: string) =>
  (locale === 'fr' ? chart.title?.fr : chart.title?.en) || chart.title?.en || '';

/** A KPI tile's figure: the totals' field the metric names (`share` of all calls is 1). */
export const totalOf = (totals: Totals, metric: Metric): number | null => {
  switch (metric) {
    case 'calls':
      return totals.calls;
    case 'total_duration':
      return totals.total_duration;
    case 'average_duration':
      return totals.average_duration;
    case 'tagged_share':
      return totals.tagged_share;
    case 'share':
      return totals.calls > 0 ? 1 : null;
  }
};
