import { z } from 'zod';
import { msg } from '../../../shared/messages';
import { checkRanges, extraFilterFields, filterFields, type FilterInput } from '../search.schemas';
import {
  dimension,
  durationBuckets,
  interval,
  metadataKey,
  metric,
  reportIssues,
  shapeIssues,
  timeZoneName,
  weekFirstDay,
} from './fields';

const LIMIT_MESSAGE = msg('search.limit');

/**
 * `POST search/transcription-v2/aggregations`: the call search's filters (the same fields, the
 * same meaning) and what to compute over the matching calls.
 */
export const AggregationBody = z
  .strictObject({
    ...filterFields,
    ...extraFilterFields,
    timezone: timeZoneName,
    metric: metric.nullish().describe(`${metric.description ?? ''}; default \`calls\``),
    dimension: dimension
      .nullish()
      .describe(
        'What the buckets are: `time` (per `interval` in `timezone`), `tag` (a call counts in ' +
          'each of its tags; key null: no tag), `client`, `campaign`, `status`, `language`, ' +
          '`duration` (per `duration_buckets`), `metadata` (per value of `metadata_key`; key ' +
          'null: no such key). Absent: one bucket, all matching calls',
      ),
    breakdown: dimension
      .nullish()
      .describe('A second dimension inside each bucket (stacked bars, one line per tag)'),
    interval: interval.nullish(),
    week_first_day: weekFirstDay.nullish(),
    metadata_key: metadataKey.nullish(),
    duration_buckets: durationBuckets.nullish(),
    limit: z
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(1000, LIMIT_MESSAGE)
      .nullish()
      .describe(
        'Most buckets answered for `tag`, `client`, `campaign`, `status`, `language` and ' +
          '`metadata`, the largest first (and as many breakdown entries per bucket); default 100',
      ),
  })
  .superRefine((body, context) => {
    checkRanges(body as FilterInput, context);
    reportIssues(shapeIssues(body), context);
  });
export type AggregationBody = z.infer<typeof AggregationBody>;

/** The search filters that select a bucket's calls, for the drill-down to the call list. */
export const BucketFilter = z
  .object({
    date_range: z.object({ begin: z.string(), end: z.string() }).optional(),
    tags: z.object({ include: z.array(z.number().int()) }).optional(),
    clients: z.array(z.number().int()).optional(),
    campaigns: z.array(z.number().int()).optional(),
    status: z.array(z.string()).optional(),
    lang: z.string().optional(),
    duration_min: z.number().int().optional(),
    duration_max: z.number().int().optional(),
    metadata: z.object({ include: z.record(z.string(), z.string()) }).optional(),
  })
  .describe(
    'Search fields to add to the request’s filters to list the bucket’s calls (the call ' +
      'list’s drill-down); null when no filter selects them (no tag, no such metadata key)',
  );
export type BucketFilter = z.infer<typeof BucketFilter>;

const bucketFields = {
  key: z
    .string()
    .nullable()
    .describe(
      'The bucket: local start `2025-01-31T00:00:00` (time), tag / client / campaign id, ' +
        'status, language, `30-59` or `600-` (duration, seconds), metadata value; null: none',
    ),
  label: z.string().nullable().describe('Tag label, client or campaign name; else null'),
  from: z.iso.datetime().optional().describe('Time buckets: first instant (UTC)'),
  to: z.iso.datetime().optional().describe('Time buckets: the instant the bucket ends before'),
  min: z.number().int().optional().describe('Duration buckets: shortest duration, seconds'),
  max: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('Duration buckets: longest duration, seconds (null: no bound)'),
  calls: z.number().int().describe('Calls in the bucket'),
  value: z
    .number()
    .nullable()
    .describe('The metric in the bucket; null where it has no value (an average of no call)'),
  filter: BucketFilter.nullable(),
};

export const BreakdownEntry = z.object(bucketFields);
export const Bucket = z.object({
  ...bucketFields,
  series: z
    .array(BreakdownEntry)
    .optional()
    .describe('With `breakdown`: the bucket’s calls by the second dimension'),
});
export type Bucket = z.infer<typeof Bucket>;

export const Totals = z
  .object({
    calls: z.number().int(),
    total_duration: z.number().describe('Seconds of audio'),
    average_duration: z.number().nullable().describe('Seconds per call; null without calls'),
    tagged_share: z
      .number()
      .nullable()
      .describe('Share of the calls with at least one tag; null without calls'),
  })
  .describe('Every matching call: the dashboard’s KPI tiles');
export type Totals = z.infer<typeof Totals>;

export const AggregationAnswer = z.object({
  metric: metric,
  dimension: dimension.nullable(),
  breakdown: dimension.nullable(),
  interval: interval.nullable().describe('The interval of time buckets; null without them'),
  week_first_day: weekFirstDay.nullable(),
  timezone: z.string(),
  totals: Totals,
  buckets: z
    .array(Bucket)
    .describe(
      'Time and duration buckets in order, every one from the first to the last (empty ones ' +
        'included); others largest first. Empty when no call matches',
    ),
  truncated: z.boolean().describe('More buckets (or breakdown entries) than `limit` existed'),
});
export type AggregationAnswer = z.infer<typeof AggregationAnswer>;
