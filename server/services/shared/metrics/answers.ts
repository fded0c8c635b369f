import { z } from 'zod';
import { METRICS_INTERVALS, type MetricsBuckets, type MetricsPeriod } from './period';
import { isoOfSeconds } from './sql';

// What every metrics answer echoes of its request — the period, and for a time series the
// buckets' interval and bounds — as schemas and as built from the query's rows.

/** The period a summary or a time series covers. */
export const periodEcho = {
  from: z.iso.datetime().describe('The period’s start (UTC)'),
  to: z.iso.datetime().describe('The period’s end, excluded (UTC)'),
  timezone: z.string().describe('The time zone of the buckets, as the runtime spells it'),
};

/** A time series' period and how it is cut (its `buckets` are the service's). */
export const timeseriesEcho = {
  ...periodEcho,
  interval: z.enum(METRICS_INTERVALS),
  week_first_day: z.number().int().describe('First day of `week` buckets, 0 Sunday … 6 Saturday'),
};

/** The key and bounds of a bucket, before its figures. */
export const bucketBounds = {
  key: z
    .string()
    .describe('The bucket’s local start in `timezone`, e.g. `2025-01-31T00:00:00` (a day)'),
  from: z.iso.datetime().describe('The instant the bucket starts (UTC)'),
  to: z.iso.datetime().describe('The instant the bucket ends, excluded (UTC)'),
};

/** `periodEcho` of a period. */
export const periodAnswer = (period: MetricsPeriod) => ({
  from: period.from.toISOString(),
  to: period.to.toISOString(),
  timezone: period.timeZone,
});

/** A bucket's row: the columns `seriesColumns` selects. */
export interface SeriesRow {
  key: string;
  from_s: number;
  to_s: number;
}

/** A time series: `timeseriesEcho`, then each row's bucket bounds and its `figures`. */
export const timeseriesAnswer = <Row extends SeriesRow, Figures>(
  buckets: MetricsBuckets,
  rows: readonly Row[],
  figures: (row: Row) => Figures,
) => ({
  ...periodAnswer(buckets),
  interval: buckets.interval,
  week_first_day: buckets.weekFirstDay,
  buckets: rows.map((row) => ({
    key: row.key,
    from: isoOfSeconds(row.from_s),
    to: isoOfSeconds(row.to_s),
    ...figures(row),
  })),
});
