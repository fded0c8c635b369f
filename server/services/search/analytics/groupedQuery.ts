import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { calls, type AnalyticsDimension } from '../../../db/schema';
import type { SearchCriteria } from '../criteria';
import { callFilter } from '../queryBuilder';
import { inKeyOrder, keyOf, keyText, labelOf, needsTagRows, TAG_ROWS } from './dimensionSql';
import { metricOrder } from './figures';
import { MAX_TIME_BUCKETS } from './fields';
import type { AggregationPlan } from './plan';
import { bucketOfInstant, epochOf, stepOf } from './timeBuckets';

/**
 * One row per (bucket, breakdown entry), with the bucket's own figures repeated, in answer order.
 * Figures are null for a time bucket no call falls in.
 */
export interface GroupedRow extends Record<string, unknown> {
  key1: string | null;
  label1: string | null;
  /** Time buckets: start and end as seconds since 1970. */
  from1: number | null;
  to1: number | null;
  key2: string | null;
  label2: string | null;
  from2: number | null;
  to2: number | null;
  calls: number | null;
  duration: number | null;
  tagged: number | null;
  bucket_calls: number | null;
  bucket_duration: number | null;
  bucket_tagged: number | null;
  bucket_rank: number;
  entry_rank: number | null;
}

/** Rows beyond these ranks only tell that the answer was cut (`truncated`, too many buckets). */
const rankLimit = (dimension: AnalyticsDimension | null, plan: AggregationPlan) =>
  dimension === 'time' ? MAX_TIME_BUCKETS + 1 : dimension === 'duration' ? 1000 : plan.limit + 1;

/**
 * The calls' keys (`keyed`), one row per call (per call and tag when a dimension is the tag), and the
 * figures of each (bucket, entry) with the bucket's own beside them. A call counts once in its
 * bucket even when the breakdown splits it over several tags: the bucket sums only each call's
 * first row (`first`).
 */
function rankedPairs(
  criteria: SearchCriteria,
  plan: AggregationPlan,
  dimension: AnalyticsDimension,
) {
  const { breakdown, metric } = plan;
  const first = breakdown === 'tag' ? sql`(tag.n IS NULL OR tag.n = 1)` : sql`true`;
  const bucketOrder = inKeyOrder(dimension)
    ? sql`k1 ASC NULLS LAST`
    : sql`${metricOrder(metric, {
        calls: sql`bucket_calls`,
        duration: sql`bucket_duration`,
        tagged: sql`bucket_tagged`,
      })} DESC NULLS LAST, k1 ASC NULLS LAST`;
  const entryOrder =
    !breakdown || inKeyOrder(breakdown)
      ? sql`k2 ASC NULLS LAST`
      : sql`${metricOrder(metric, {
          calls: sql`calls`,
          duration: sql`duration`,
          tagged: sql`tagged`,
        })} DESC NULLS LAST, k2 ASC NULLS LAST`;
  return sql`
    keyed AS (
      SELECT ${keyOf(dimension, plan)} AS k1,
        ${breakdown ? keyOf(breakdown, plan) : sql`NULL::text`} AS k2,
        ${calls.duration} AS duration, ${calls.detectedTags} <> '[]'::jsonb AS tagged, ${first} AS first
      FROM ${calls} ${needsTagRows(plan) ? TAG_ROWS : sql``}
      WHERE ${callFilter(criteria) ?? sql`true`}
    ),
    pairs AS (
      SELECT k1, k2, count(*)::int AS calls, (count(*) FILTER (WHERE first))::int AS calls_first,
        coalesce(sum(duration), 0)::float8 AS duration,
        coalesce(sum(duration) FILTER (WHERE first), 0)::float8 AS duration_first,
        (count(*) FILTER (WHERE tagged))::int AS tagged,
        (count(*) FILTER (WHERE tagged AND first))::int AS tagged_first
      FROM keyed GROUP BY k1, k2
    ),
    figured AS (
      SELECT k1, k2, calls, duration, tagged,
        (sum(calls_first) OVER bucket)::int AS bucket_calls,
        (sum(duration_first) OVER bucket)::float8 AS bucket_duration,
        (sum(tagged_first) OVER bucket)::int AS bucket_tagged
      FROM pairs WINDOW bucket AS (PARTITION BY k1)
    ),
    ranked AS (
      SELECT figured.*, (dense_rank() OVER (ORDER BY ${bucketOrder}))::int AS bucket_rank,
        (row_number() OVER (PARTITION BY k1 ORDER BY ${entryOrder}))::int AS entry_rank
      FROM figured
    ),
    kept AS (SELECT * FROM ranked WHERE entry_rank <= ${rankLimit(breakdown, plan)}::int)`;
}

/** The breakdown's columns of a row of `kept`. */
function entryColumns(plan: AggregationPlan): SQL {
  const { breakdown } = plan;
  if (!breakdown)
    return sql`NULL::text AS key2, NULL::text AS label2, NULL::float8 AS from2, NULL::float8 AS to2`;
  const k2 = sql`kept.k2`;
  const time = breakdown === 'time';
  return sql`${keyText(breakdown, k2)} AS key2, ${labelOf(breakdown, k2)} AS label2,
    ${time ? epochOf(k2, plan) : sql`NULL::float8`} AS from2,
    ${time ? epochOf(sql`${k2} + ${stepOf(plan.interval)}`, plan) : sql`NULL::float8`} AS to2`;
}

const FIGURES = sql`kept.calls, kept.duration, kept.tagged, kept.bucket_calls, kept.bucket_duration,
  kept.bucket_tagged`;

/** Categorical and duration buckets: the first ones in order, their first entries. */
function keptBuckets(plan: AggregationPlan, dimension: AnalyticsDimension): SQL {
  const k1 = sql`kept.k1`;
  return sql`
    SELECT ${keyText(dimension, k1)} AS key1, ${labelOf(dimension, k1)} AS label1,
      NULL::float8 AS from1, NULL::float8 AS to1, ${entryColumns(plan)}, ${FIGURES},
      kept.bucket_rank, kept.entry_rank
    FROM kept WHERE kept.bucket_rank <= ${rankLimit(dimension, plan)}::int
    ORDER BY kept.bucket_rank, kept.entry_rank`;
}

/**
 * Time buckets, every one from the first to the last (the date range's when given, else the
 * calls'): a series of local starts, each joined to its calls' rows. No series without calls.
 */
function timeSeries(criteria: SearchCriteria, plan: AggregationPlan): SQL {
  const step = stepOf(plan.interval);
  const lower = criteria.from ? bucketOfInstant(criteria.from, plan) : sql`NULL::timestamp`;
  const upper = criteria.to
    ? bucketOfInstant(new Date(criteria.to.getTime() - 1), plan)
    : sql`NULL::timestamp`;
  const k1 = sql`series.k1`;
  return sql`,
    bounds AS (SELECT coalesce(${lower}, min(k1)) AS lo, coalesce(${upper}, max(k1)) AS hi FROM pairs),
    series AS (
      SELECT generate_series(lo, least(hi, lo + ${step} * ${MAX_TIME_BUCKETS}::int), ${step}) AS k1
      FROM bounds WHERE EXISTS (SELECT 1 FROM pairs)
    )
    SELECT ${keyText('time', k1)} AS key1, NULL::text AS label1, ${epochOf(k1, plan)} AS from1,
      ${epochOf(sql`${k1} + ${step}`, plan)} AS to1, ${entryColumns(plan)}, ${FIGURES},
      (dense_rank() OVER (ORDER BY series.k1))::int AS bucket_rank, kept.entry_rank
    FROM series LEFT JOIN kept ON kept.k1 = series.k1
    ORDER BY series.k1, kept.entry_rank`;
}

/** The grouped rows of a plan with a dimension, in answer order. */
export async function groupedRows(
  db: AppDatabase,
  criteria: SearchCriteria,
  plan: AggregationPlan & { dimension: AnalyticsDimension },
): Promise<GroupedRow[]> {
  const { dimension } = plan;
  const body =
    dimension === 'time' ? timeSeries(criteria, plan) : sql` ${keptBuckets(plan, dimension)}`;
  const query = sql`WITH ${rankedPairs(criteria, plan, dimension)}${body}`;
  // Both drivers (PGlite, node-postgres) answer raw queries with `{ rows }`.
  const { rows } = (await db.execute(query)) as unknown as { rows: GroupedRow[] };
  return rows;
}
