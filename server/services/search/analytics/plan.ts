import type { AnalyticsDimension, AnalyticsMetric, TimeInterval } from '../../../db/schema';
import type { AggregationBody } from './aggregations.schemas';
import { DEFAULT_DURATION_BUCKETS } from './fields';

/** What to compute over the calls a search selects, every default resolved. */
export interface AggregationPlan {
  metric: AnalyticsMetric;
  /** Null: one bucket, every matching call. */
  dimension: AnalyticsDimension | null;
  breakdown: AnalyticsDimension | null;
  interval: TimeInterval;
  /** 0 Sunday … 6 Saturday. */
  weekFirstDay: number;
  timeZone: string;
  metadataKey: string | null;
  /** Upper bounds (seconds, increasing) of the duration buckets. */
  durationBounds: readonly number[];
  /** Most categorical buckets, and breakdown entries per bucket. */
  limit: number;
}

export const DEFAULT_LIMIT = 100;

export function planOf(body: AggregationBody): AggregationPlan {
  return {
    metric: body.metric ?? 'calls',
    dimension: body.dimension ?? null,
    breakdown: body.breakdown ?? null,
    interval: body.interval ?? 'day',
    weekFirstDay: body.week_first_day ?? 1,
    // The name as the runtime spells it (`europe/paris` → `Europe/Paris`).
    timeZone: new Intl.DateTimeFormat('en-US', { timeZone: body.timezone }).resolvedOptions()
      .timeZone,
    metadataKey: body.metadata_key ?? null,
    durationBounds: body.duration_buckets ?? DEFAULT_DURATION_BUCKETS,
    limit: body.limit ?? DEFAULT_LIMIT,
  };
}

/** Whether the plan cuts time buckets (as its dimension or its breakdown). */
export const usesTime = (plan: AggregationPlan) =>
  plan.dimension === 'time' || plan.breakdown === 'time';
