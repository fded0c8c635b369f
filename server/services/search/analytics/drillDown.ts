import type { AnalyticsDimension } from '../../../db/schema';
import type { BucketFilter } from './aggregations.schemas';
import type { AggregationPlan } from './plan';

/** Where a bucket sits on its dimension: its key and, for time and duration, its range. */
export interface BucketPlace {
  key: string | null;
  label: string | null;
  from?: string;
  to?: string;
  min?: number;
  max?: number | null;
}

/** Duration bucket `index` (from width_bucket) as a range of whole seconds, both included. */
export function durationPlace(index: number, bounds: readonly number[]): BucketPlace {
  const min = index === 0 ? 0 : bounds[index - 1];
  const max = index < bounds.length ? bounds[index] - 1 : null;
  return { key: `${min}-${max ?? ''}`, label: null, min, max };
}

/**
 * The search fields that select a bucket's calls (the call list's drill-down); null when none
 * does (calls without a tag, without the metadata key).
 */
export function filterOf(
  dimension: AnalyticsDimension,
  place: BucketPlace,
  plan: Pick<AggregationPlan, 'metadataKey'>,
): BucketFilter | null {
  const { key } = place;
  if (dimension === 'time')
    return place.from && place.to ? { date_range: { begin: place.from, end: place.to } } : null;
  if (dimension === 'duration')
    return {
      duration_min: place.min ?? 0,
      ...(place.max !== null && place.max !== undefined && { duration_max: place.max }),
    };
  if (key === null) return null;
  switch (dimension) {
    case 'tag':
      return { tags: { include: [Number(key)] } };
    case 'client':
      return { clients: [Number(key)] };
    case 'campaign':
      return { campaigns: [Number(key)] };
    case 'status':
      return { status: [key] };
    case 'language':
      return { lang: key };
    case 'metadata':
      return plan.metadataKey ? { metadata: { include: { [plan.metadataKey]: key } } } : null;
  }
}

/** A breakdown entry's filter: its bucket's and its own. */
export const mergeFilters = (bucket: BucketFilter | null, entry: BucketFilter | null) =>
  bucket && entry ? { ...bucket, ...entry } : null;
