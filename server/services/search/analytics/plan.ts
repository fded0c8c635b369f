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

/** Zone names as asked → as the runtime spells them; bounded, as the names come from requests. */
const zoneNames = new Map<string | undefined, string>();
const MAX_ZONE_NAMES = 500;

/**
 * The name as the runtime spells it (`europe/paris` → `Europe/Paris`); a RangeError for a name it
 * does not know. Looked up once per name: a dashboard's dozen charts ask the same (issue 16).
 */
const canonicalZone = (timeZone: string | undefined) => {
  let name = zoneNames.get(timeZone);
  if (name === undefined) {
    name = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    if (zoneNames.size < MAX_ZONE_NAMES) zoneNames.set(timeZone, name);
  }
  return name;
};

export function planOf(body: AggregationBody): AggregationPlan {
  return {
    metric: body.metric ?? 'calls',
    dimension: body.dimension ?? null,
    breakdown: body.breakdown ?? null,
    interval: body.interval ?? 'day',
    weekFirstDay: body.week_first_day ?? 1,
    timeZone: canonicalZone(body.timezone),
    metadataKey: body.metadata_key ?? null,
    durationBounds: body.duration_buckets ?? DEFAULT_DURATION_BUCKETS,
    limit: body.limit ?? DEFAULT_LIMIT,
  };
}

/** Whether the plan cuts time buckets (as its dimension or its breakdown). */
export const usesTime = (plan: AggregationPlan) =>
  plan.dimension === 'time' || plan.breakdown === 'time';
