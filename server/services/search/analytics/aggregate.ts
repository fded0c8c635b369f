import type { AppDatabase } from '../../../db';
import type { AnalyticsDimension } from '../../../db/schema';
import type { SearchCriteria } from '../criteria';
import type { AggregationAnswer, Bucket } from './aggregations.schemas';
import { bucketsOf } from './buckets';
import { metricValue, type Figures } from './figures';
import { groupedRows } from './groupedQuery';
import { usesTime, type AggregationPlan } from './plan';
import { tooManyTimeBuckets } from './refusals';
import { tooManyBuckets } from './timeBuckets';
import type { CountTotals } from './sharedTotals';

const hasDimension = (
  plan: AggregationPlan,
): plan is AggregationPlan & { dimension: AnalyticsDimension } => plan.dimension !== null;

/** Without a dimension: one bucket, every matching call. */
const wholeBucket = (plan: AggregationPlan, totals: Figures): Bucket => ({
  key: null,
  label: null,
  calls: totals.calls,
  value: metricValue(plan.metric, totals, totals.calls),
  filter: {},
});

const kpisOf = (figures: Figures): AggregationAnswer['totals'] => ({
  calls: figures.calls,
  total_duration: figures.duration,
  average_duration: metricValue('average_duration', figures, figures.calls),
  tagged_share: metricValue('tagged_share', figures, figures.calls),
});

/**
 * The plan's metric by its dimension over the calls the criteria select (the caller's clients
 * only: the criteria hold the scope), with the KPI totals (`totals`: counted for the request that
 * arrived at `arrivedAt`). No call, no bucket.
 */
export async function aggregateCalls(
  db: AppDatabase,
  criteria: SearchCriteria,
  plan: AggregationPlan,
  { totals: countTotals, arrivedAt }: { totals: CountTotals; arrivedAt: number },
): Promise<AggregationAnswer> {
  const time = usesTime(plan);
  if (
    time &&
    criteria.from &&
    criteria.to &&
    tooManyBuckets(criteria.from, criteria.to, plan.interval)
  )
    throw tooManyTimeBuckets();
  const totals = await countTotals(criteria, arrivedAt);
  let answer = { buckets: [] as Bucket[], truncated: false };
  if (totals.calls > 0)
    answer = hasDimension(plan)
      ? bucketsOf(await groupedRows(db, criteria, plan), plan, totals.calls)
      : { buckets: [wholeBucket(plan, totals)], truncated: false };
  return {
    metric: plan.metric,
    dimension: plan.dimension,
    breakdown: plan.breakdown,
    interval: time ? plan.interval : null,
    week_first_day: time && plan.interval === 'week' ? plan.weekFirstDay : null,
    timezone: plan.timeZone,
    totals: kpisOf(totals),
    ...answer,
  };
}
