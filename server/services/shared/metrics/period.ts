import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { MAX_TIME_BUCKETS, timeZoneName } from '../../search/analytics/fields';
import { tooManyBuckets } from '../../search/analytics/timeBuckets';

// The query string of the Console's metrics endpoints (issue 14), shared by the H2B and batch
// metrics services: a period (`from`, `to`, `timezone`), optional app and custom-id filters and,
// for time series, the bucket `interval`.

/** Longest period one request may cover. */
export const MAX_PERIOD_DAYS = 400;
/** Most app ids in one `app_id` filter. */
export const MAX_APP_IDS = 100;
export const MAX_CUSTOM_ID = 200;
export const METRICS_INTERVALS = ['hour', 'day', 'week'] as const;
export type MetricsInterval = (typeof METRICS_INTERVALS)[number];

const DAY_MS = 86_400_000;
/** The largest id PostgreSQL's `integer` holds. */
const MAX_INTEGER = 2_147_483_647;

/** Instants a request may name: from 1970 to the end of 2999. */
const FIRST_INSTANT = Date.UTC(1970, 0, 1);
const END_INSTANT = Date.UTC(3000, 0, 1);

const DATE_TIME = msg('metrics.dateTime');
/** An instant: ISO 8601 date-time with `Z` or an offset, of a real calendar day, 1970 to 2999. */
export const instant = z.iso
  .datetime({ offset: true, error: DATE_TIME })
  .max(40, DATE_TIME)
  .transform((text, context) => {
    const [year, month, day] = text.slice(0, 10).split('-').map(Number);
    const calendar = new Date(Date.UTC(year, month - 1, day));
    const date = new Date(text);
    const time = date.getTime();
    const real =
      !Number.isNaN(time) && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
    if (real && time >= FIRST_INSTANT && time < END_INSTANT) return date;
    context.addIssue({ code: 'custom', message: real ? msg('metrics.years') : DATE_TIME });
    return z.NEVER;
  });

/** An IANA time-zone name, spelled as the runtime spells it (`europe/paris` → `Europe/Paris`). */
const timezone = timeZoneName
  .transform(
    (name) => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone,
  )
  .describe(
    'IANA time zone (`Europe/Paris`) the buckets are cut in: a day is a local day (23 to 25 ' +
      'hours across a clock change); default `UTC`. Offsets (`+01:00`) are refused',
  );

const APP_IDS = msg('metrics.appIds', { max: MAX_APP_IDS });
/** `app_id=3` or `app_id=3,7`: app ids separated by commas. */
const appIds = z
  .string({ error: APP_IDS })
  .max(MAX_APP_IDS * 11, APP_IDS)
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, APP_IDS)
  .transform((text, context) => {
    const ids = [...new Set(text.split(',').map(Number))];
    if (ids.length <= MAX_APP_IDS && ids.every((id) => id <= MAX_INTEGER)) return ids;
    context.addIssue({ code: 'custom', message: APP_IDS });
    return z.NEVER;
  })
  .describe(
    `Only these apps: ids separated by commas (\`3\` or \`3,7\`, at most ${MAX_APP_IDS}). An ` +
      'app the caller may not see (another client’s) or of the other kind simply counts ' +
      'nothing: the figures are those of the listed apps the caller may see',
  );

export const customId = z
  .string({ error: msg('field.string') })
  .max(MAX_CUSTOM_ID, msg('field.tooLong', { max: MAX_CUSTOM_ID }))
  .describe('Only the records with this custom id (the caller’s own id, exact match)');

const periodFields = {
  from: instant.describe(
    'Start of the period (included): ISO 8601 date-time with `Z` or an offset, ' +
      'e.g. `2025-01-01T00:00:00+01:00`, from 1970 to 2999',
  ),
  to: instant.describe(
    `End of the period (excluded), after \`from\` and at most ${MAX_PERIOD_DAYS} days after it`,
  ),
  timezone,
  app_id: appIds.optional(),
  custom_id: customId.optional(),
};

/** `to` after `from`, at most MAX_PERIOD_DAYS later. */
function checkPeriod(query: { from: Date; to: Date }, context: z.RefinementCtx): boolean {
  // A bound already refused (its transform reported an issue) is not a date: nothing to check.
  if (!(query.from instanceof Date) || !(query.to instanceof Date)) return false;
  if (query.to <= query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: msg('metrics.periodOrder') });
    return false;
  }
  if (query.to.getTime() - query.from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: msg('metrics.periodTooLong', { max: MAX_PERIOD_DAYS }),
    });
    return false;
  }
  return true;
}

/** `GET summary`: the period and the filters. */
export const SummaryQuery = z.strictObject(periodFields).superRefine((query, context) => {
  checkPeriod(query, context);
});
export type SummaryQuery = z.infer<typeof SummaryQuery>;

const WEEK_DAY = msg('metrics.weekFirstDay');

/** `GET timeseries`: the period, the filters and the buckets. */
export const TimeseriesQuery = z
  .strictObject({
    ...periodFields,
    interval: z
      .enum(METRICS_INTERVALS, { error: msg('metrics.interval') })
      .default('day')
      .describe(
        'Bucket size: `hour`, `day` or `week`, wall-clock periods in `timezone`; default `day`. ' +
          `At most ${MAX_TIME_BUCKETS} buckets (hourly: about 83 days)`,
      ),
    week_first_day: z
      .string({ error: WEEK_DAY })
      .max(1, WEEK_DAY)
      .regex(/^[0-6]$/, WEEK_DAY)
      .transform(Number)
      .optional()
      .describe('First day of a `week` bucket: 0 Sunday … 6 Saturday; default 1 (Monday)'),
  })
  .superRefine((query, context) => {
    if (checkPeriod(query, context) && tooManyBuckets(query.from, query.to, query.interval))
      context.addIssue({
        code: 'custom',
        path: ['interval'],
        message: msg('analytics.tooManyBuckets', { max: MAX_TIME_BUCKETS }),
      });
  });
export type TimeseriesQuery = z.infer<typeof TimeseriesQuery>;

/** What the figures are computed over: a period, in a time zone, maybe some apps or a custom id. */
export interface MetricsPeriod {
  from: Date;
  to: Date;
  timeZone: string;
  appIds?: readonly number[];
  customId?: string;
}

/** A period cut in buckets. */
export interface MetricsBuckets extends MetricsPeriod {
  interval: MetricsInterval;
  /** 0 Sunday … 6 Saturday. */
  weekFirstDay: number;
}

export const periodOf = (query: SummaryQuery): MetricsPeriod => ({
  from: query.from,
  to: query.to,
  timeZone: query.timezone,
  appIds: query.app_id,
  customId: query.custom_id,
});

export const bucketsOf = (query: TimeseriesQuery): MetricsBuckets => ({
  ...periodOf(query),
  interval: query.interval,
  weekFirstDay: query.week_first_day ?? 1,
});
