import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../../db';
import { bucketStart, epochOf, localText, stepOf } from '../../search/analytics/timeBuckets';
import { scopedClientIds, type ClientScope } from '../clientScope';
import type { MetricsBuckets, MetricsPeriod } from './period';

// SQL shared by the metrics services: the caller's rows, the period's bounds and its buckets.
// Buckets are wall-clock periods in the request's time zone, cut by the database (the Scribr
// aggregations' helpers): the same on PGlite and PostgreSQL.

/** The columns every metrics table has. */
export interface MetricsColumns {
  clientId: AnyPgColumn;
  appId: AnyPgColumn;
  customId: AnyPgColumn;
}

/** An instant of the request, as SQL. */
export const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** Rows of the caller's clients (administrators: every client). */
export function inScope(column: AnyPgColumn, scope: ClientScope): SQL | undefined {
  const ids = scopedClientIds(scope);
  if (!ids) return undefined;
  return ids.length ? inArray(column, [...ids]) : sql`false`;
}

/** The caller's rows that the filters keep (app ids, custom id); never undefined. */
export function metricsFilter(
  columns: MetricsColumns,
  scope: ClientScope,
  filter: Pick<MetricsPeriod, 'appIds' | 'customId'>,
): SQL {
  return (
    and(
      inScope(columns.clientId, scope),
      filter.appIds && inArray(columns.appId, [...filter.appIds]),
      filter.customId === undefined ? undefined : eq(columns.customId, filter.customId),
    ) ?? sql`true`
  );
}

/** `column` within [from, to). */
export const inPeriod = (column: AnyPgColumn, period: MetricsPeriod): SQL =>
  sql`${column} >= ${at(period.from)} AND ${column} < ${at(period.to)}`;

/** The local start of the bucket holding an instant (a timestamptz expression). */
export const bucketOf = (instant: SQL | AnyPgColumn, buckets: MetricsBuckets): SQL =>
  bucketStart(sql`${instant}`, buckets);

/**
 * The CTE body of every bucket of the period, empty ones included: `k` its local start (a
 * timestamp without time zone), `b_from` and `b_to` the instants it starts and ends at. The first
 * bucket may start before `from` and the last end after `to`; rows count only within the period.
 * Across a clock change a day is 23 or 25 hours long and the hour repeated in autumn one bucket.
 */
export function seriesOf(buckets: MetricsBuckets): SQL {
  const step = stepOf(buckets.interval);
  const first = bucketOf(at(buckets.from), buckets);
  // `to` is excluded: the last bucket holds the instant just before it.
  const last = bucketOf(at(new Date(buckets.to.getTime() - 1)), buckets);
  const zone = sql`${buckets.timeZone}::text`;
  // An hour skipped when clocks go forward (02:00 in Paris in March) is no bucket: it starts and
  // ends at the same instant, and no instant falls in it.
  return sql`SELECT k, b_from, b_to FROM (
      SELECT k, (k AT TIME ZONE ${zone}) AS b_from, ((k + ${step}) AT TIME ZONE ${zone}) AS b_to
      FROM generate_series(${first}, ${last}, ${step}) AS k
    ) AS local_periods WHERE b_to > b_from`;
}

/** A bucket's key and bounds as answered (columns `key`, `from_s`, `to_s` from `series`). */
export const seriesColumns = (buckets: MetricsBuckets): SQL =>
  sql`${localText(sql`series.k`)} AS key, ${epochOf(sql`series.k`, buckets)} AS from_s,
    ${epochOf(sql`series.k + ${stepOf(buckets.interval)}`, buckets)} AS to_s`;

/** Seconds since 1970 as an ISO instant. */
export const isoOfSeconds = (seconds: number): string =>
  new Date(Math.round(seconds * 1000)).toISOString();

/** A number rounded to `digits` decimals in SQL (null stays null). */
export const rounded = (value: SQL, digits: number): SQL =>
  sql`round((${value})::numeric, ${sql.raw(String(Math.trunc(digits)))})::float8`;

/** A percentile (0 to 1, a constant) of `value` over the group's rows, rounded. */
export const percentile = (
  fraction: number,
  value: SQL | AnyPgColumn,
  digits: number,
  where?: SQL,
): SQL =>
  rounded(
    sql`percentile_cont(${sql.raw(String(fraction))}) WITHIN GROUP (ORDER BY ${value})${
      where ? sql` FILTER (WHERE ${where})` : sql``
    }`,
    digits,
  );

/** Runs a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<Row extends Record<string, unknown>>(
  db: AppDatabase,
  query: SQL,
): Promise<Row[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  return rows;
}
