import { z } from 'zod';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
  TIME_INTERVALS,
  type AnalyticsDimension,
} from '../../../db/schema';
import { msg } from '../../../shared/messages';
import { isTimeZone } from '../zonedTime';

// What an aggregation computes — shared by the aggregation request and the stored charts, so a
// chart the editor saves is always one the endpoint accepts.

/** Upper bounds (seconds) of the duration buckets when none are given: <30 s … ≥10 min. */
export const DEFAULT_DURATION_BUCKETS: readonly number[] = [30, 60, 120, 300, 600];
export const MAX_DURATION_BUCKETS = 20;
/** Time buckets one answer may hold (hourly over ~83 days, daily over ~5 years). */
export const MAX_TIME_BUCKETS = 2000;

/**
 * An IANA time-zone name both the runtime and the database know: buckets are cut by the database,
 * which reads an offset such as `+05:00` the POSIX way (west of Greenwich), so none is taken.
 */
export const timeZoneName = z
  .string({ error: msg('search.timeZone') })
  .max(64, msg('field.tooLong', { max: 64 }))
  .refine((name) => /^[A-Za-z][\w/+-]*$/.test(name) && isTimeZone(name), {
    message: msg('search.unknownTimeZone'),
  })
  .default('UTC')
  .describe('IANA time zone of the `time` buckets and of date_range bounds without offset');

export const metric = z
  .enum(ANALYTICS_METRICS, {
    error: msg('analytics.metric', { metrics: ANALYTICS_METRICS.join(', ') }),
  })
  .describe(
    '`calls`: number of calls; `total_duration`: seconds of audio; `average_duration`: seconds ' +
      'per call; `share`: the bucket’s calls over all matching calls (within a bucket, over the ' +
      'bucket’s calls); `tagged_share`: share of the bucket’s calls with at least one tag',
  );

export const dimension = z.enum(ANALYTICS_DIMENSIONS, {
  error: msg('analytics.dimension', { dimensions: ANALYTICS_DIMENSIONS.join(', ') }),
});

export const interval = z
  .enum(TIME_INTERVALS, { error: msg('analytics.interval') })
  .describe('Time buckets of the `time` dimension; default `day`');

const WEEK_DAY = msg('analytics.weekFirstDay');
export const weekFirstDay = z
  .number({ error: WEEK_DAY })
  .int(WEEK_DAY)
  .min(0, WEEK_DAY)
  .max(6, WEEK_DAY)
  .describe('First day of a `week` bucket: 0 Sunday … 6 Saturday; default 1 (Monday)');

export const metadataKey = z
  .string({ error: msg('search.metadataKey') })
  .max(64, msg('search.metadataKey'))
  .regex(/^[\w.-]{1,64}$/, msg('search.metadataKey'))
  .describe('The metadata key of the `metadata` dimension (e.g. `agent`, `direction`)');

const DURATION_BUCKETS = msg('analytics.durationBuckets', { max: MAX_DURATION_BUCKETS });
export const durationBuckets = z
  .array(
    z
      .number({ error: DURATION_BUCKETS })
      .int(DURATION_BUCKETS)
      .min(1, DURATION_BUCKETS)
      .max(86_400, DURATION_BUCKETS),
    {
      error: DURATION_BUCKETS,
    },
  )
  .min(1, DURATION_BUCKETS)
  .max(MAX_DURATION_BUCKETS, DURATION_BUCKETS)
  .refine((bounds) => bounds.every((bound, at) => at === 0 || bound > bounds[at - 1]), {
    message: DURATION_BUCKETS,
  })
  .describe(
    'Upper bounds in seconds, increasing, of the `duration` buckets: [30, 60] gives 0–29, ' +
      '30–59 and 60 s or more; default [30, 60, 120, 300, 600]',
  );

/** What decides the buckets: a dimension, maybe a breakdown inside it, and their settings. */
export interface AggregationShape {
  dimension?: AnalyticsDimension | null;
  breakdown?: AnalyticsDimension | null;
  metadata_key?: string | null;
}

/** A problem of a request, on one of its fields. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A breakdown needs a dimension of another kind; the metadata dimension needs its key. */
export function shapeIssues(shape: AggregationShape): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (shape.breakdown && !shape.dimension)
    issues.push({ path: 'breakdown', message: msg('analytics.breakdownWithoutDimension') });
  if (shape.breakdown && shape.breakdown === shape.dimension)
    issues.push({ path: 'breakdown', message: msg('analytics.breakdownSameAsDimension') });
  const usesMetadata = shape.dimension === 'metadata' || shape.breakdown === 'metadata';
  if (usesMetadata && !shape.metadata_key)
    issues.push({ path: 'metadata_key', message: msg('analytics.metadataKeyRequired') });
  return issues;
}

/** Reports issues found after parsing (zod superRefine). */
export const reportIssues = (issues: readonly FieldIssue[], context: z.RefinementCtx) => {
  for (const { path, message } of issues)
    context.addIssue({ code: 'custom', path: [path], message });
};
