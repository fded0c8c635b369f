import { sql, type SQL } from 'drizzle-orm';
import type { TimeInterval } from '../../../db/schema';
import { MAX_TIME_BUCKETS } from './fields';
import type { AggregationPlan } from './plan';

// Time buckets are wall-clock periods in the plan's time zone, cut by the database: a bucket's key
// is its local start (a timestamp without time zone), so a day in Europe/Paris is 23, 24 or 25
// hours long and the hour repeated when clocks go back is one bucket.

type TimePlan = Pick<AggregationPlan, 'interval' | 'weekFirstDay' | 'timeZone'>;

const STEPS: Record<TimeInterval, string> = {
  hour: '1 hour',
  day: '1 day',
  week: '7 days',
  month: '1 month',
};

/** From one bucket to the next (a constant of this module, never request text). */
export const stepOf = (interval: TimeInterval): SQL => sql.raw(`interval '${STEPS[interval]}'`);

/** The local start of the bucket holding `instant` (a timestamptz expression). */
export function bucketStart(instant: SQL, plan: TimePlan): SQL {
  const local = sql`(${instant} AT TIME ZONE ${plan.timeZone}::text)`;
  if (plan.interval !== 'week') return sql`date_trunc(${plan.interval}::text, ${local})`;
  // date_trunc's weeks start on Monday: shift by the days from Monday to the chosen first day.
  const shift = sql.raw(`interval '${(plan.weekFirstDay + 6) % 7} days'`);
  return sql`(date_trunc('week', ${local} - ${shift}) + ${shift})`;
}

/** The bucket of an instant of the request (a date-range bound). */
export const bucketOfInstant = (instant: Date, plan: TimePlan): SQL =>
  bucketStart(sql`${instant.toISOString()}::timestamptz`, plan);

/** A local start as answered: `2025-01-31T00:00:00`. */
export const localText = (key: SQL): SQL => sql`to_char(${key}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The instant (seconds since 1970) a local time denotes in the plan's zone. */
export const epochOf = (local: SQL, plan: TimePlan): SQL =>
  sql`extract(epoch FROM (${local}) AT TIME ZONE ${plan.timeZone}::text)::float8`;

/** The shortest a bucket can be (days of 23 hours when clocks go forward), in ms. */
const SHORTEST_MS: Record<TimeInterval, number> = {
  hour: 3_600_000,
  day: 23 * 3_600_000,
  week: (7 * 24 - 1) * 3_600_000,
  month: 28 * 24 * 3_600_000,
};

/** Whether a date range surely holds more buckets than an answer may (checked before any query). */
export const tooManyBuckets = (from: Date, to: Date, interval: TimeInterval) =>
  (to.getTime() - from.getTime()) / SHORTEST_MS[interval] > MAX_TIME_BUCKETS + 1;
