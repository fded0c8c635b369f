import type { AnalyticsDimension } from '../../../db/schema';
import type { Bucket } from './aggregations.schemas';
import { durationPlace, filterOf, mergeFilters, type BucketPlace } from './drillDown';
import { MAX_TIME_BUCKETS } from './fields';
import { metricValue, type Figures } from './figures';
import type { GroupedRow } from './groupedQuery';
import type { AggregationPlan } from './plan';
import { tooManyTimeBuckets } from './refusals';

const isoOf = (seconds: number | null) =>
  seconds === null ? undefined : new Date(Math.round(seconds * 1000)).toISOString();

interface RowKey {
  key: string | null;
  label: string | null;
  from: number | null;
  to: number | null;
}
const firstKey = (row: GroupedRow): RowKey => ({
  key: row.key1,
  label: row.label1,
  from: row.from1,
  to: row.to1,
});
const secondKey = (row: GroupedRow): RowKey => ({
  key: row.key2,
  label: row.label2,
  from: row.from2,
  to: row.to2,
});

/** Where a row's key puts it on a dimension. */
function placeOf(dimension: AnalyticsDimension, key: RowKey, plan: AggregationPlan): BucketPlace {
  if (dimension === 'duration') return durationPlace(Number(key.key), plan.durationBounds);
  if (dimension === 'time')
    return { key: key.key, label: null, from: isoOf(key.from), to: isoOf(key.to) };
  return { key: key.key, label: key.label };
}

/** How many buckets (or entries per bucket) an answer keeps; past that it is cut, or refused. */
const limitOf = (dimension: AnalyticsDimension, plan: AggregationPlan) =>
  dimension === 'time'
    ? MAX_TIME_BUCKETS
    : dimension === 'duration'
      ? Number.POSITIVE_INFINITY
      : plan.limit;

const bucketOf = (
  dimension: AnalyticsDimension,
  place: BucketPlace,
  plan: AggregationPlan,
  figures: Figures,
  whole: number,
): Bucket => ({
  ...place,
  calls: figures.calls,
  value: metricValue(plan.metric, figures, whole),
  filter: filterOf(dimension, place, plan),
});

/** Every duration bucket, empty ones included, in order. */
function everyDurationBucket(buckets: Bucket[], plan: AggregationPlan, whole: number): Bucket[] {
  const found = new Map(buckets.map((bucket) => [bucket.key, bucket]));
  const none: Figures = { calls: 0, duration: 0, tagged: 0 };
  return [0, ...plan.durationBounds].map((_, index) => {
    const place = durationPlace(index, plan.durationBounds);
    return found.get(place.key) ?? bucketOf('duration', place, plan, none, whole);
  });
}

/**
 * The answer's buckets from the grouped rows: each bucket's metric (its `share` of every matching
 * call), each breakdown entry's (its `share` of the bucket's calls), cut at the limits.
 */
export function bucketsOf(
  rows: readonly GroupedRow[],
  plan: AggregationPlan & { dimension: AnalyticsDimension },
  totalCalls: number,
): { buckets: Bucket[]; truncated: boolean } {
  const { dimension, breakdown } = plan;
  const bucketLimit = limitOf(dimension, plan);
  const entryLimit = breakdown ? limitOf(breakdown, plan) : 0;
  const buckets: Bucket[] = [];
  let truncated = false;
  let rank = 0;
  for (const row of rows) {
    const cutBucket = row.bucket_rank > bucketLimit;
    const cutEntry = breakdown !== null && (row.entry_rank ?? 0) > entryLimit;
    if (cutBucket || cutEntry) {
      if (dimension === 'time' || breakdown === 'time') throw tooManyTimeBuckets();
      truncated = true;
      continue;
    }
    if (row.bucket_rank !== rank) {
      rank = row.bucket_rank;
      const figures = {
        calls: row.bucket_calls ?? 0,
        duration: row.bucket_duration ?? 0,
        tagged: row.bucket_tagged ?? 0,
      };
      const place = placeOf(dimension, firstKey(row), plan);
      buckets.push({
        ...bucketOf(dimension, place, plan, figures, totalCalls),
        ...(breakdown && { series: [] }),
      });
    }
    // A time bucket without calls has no entry.
    if (!breakdown || row.calls === null) continue;
    const bucket = buckets[buckets.length - 1];
    const place = placeOf(breakdown, secondKey(row), plan);
    const figures = { calls: row.calls, duration: row.duration ?? 0, tagged: row.tagged ?? 0 };
    const entry = bucketOf(breakdown, place, plan, figures, bucket.calls);
    bucket.series?.push({ ...entry, filter: mergeFilters(bucket.filter, entry.filter) });
  }
  return {
    buckets: dimension === 'duration' ? everyDurationBucket(buckets, plan, totalCalls) : buckets,
    truncated,
  };
}
