import { z } from 'zod';
import { bucketBounds, periodEcho, timeseriesEcho } from '../shared/metrics/answers';

// The batch dashboard's figures (issue 14): one summary of a period, and the same per time bucket.

export const ProcessingTime = z
  .object({ p50: z.number().nullable(), p95: z.number().nullable() })
  .describe(
    'Processing time (from start to completion) percentiles of the jobs completed in the ' +
      'period (or bucket), seconds, interpolated (`percentile_cont`), 0.1 s; null without one',
  );
export type ProcessingTime = z.infer<typeof ProcessingTime>;

const submitted = z.number().int().describe('Jobs submitted in the period (or bucket)');
const completed = z
  .number()
  .int()
  .describe('Jobs that completed (status `completed`) in the period (or bucket)');
const failed = z
  .number()
  .int()
  .describe('Jobs that failed (status `failed`, at `completed_at`) in the period (or bucket)');
const audioHours = z
  .number()
  .describe('Hours of audio of the jobs completed in the period (or bucket), 2 decimals');

export const BatchSummary = z.object({
  ...periodEcho,
  submitted,
  completed,
  failed,
  failure_rate: z
    .number()
    .nullable()
    .describe('failed / (completed + failed), 0 to 1, 4 decimals; null when none finished'),
  queue_length: z
    .number()
    .int()
    .describe('Jobs waiting now (status `queued`), whatever the period; the filters apply'),
  running: z
    .number()
    .int()
    .describe('Jobs running now (status `running`), whatever the period; the filters apply'),
  processing_seconds: ProcessingTime,
  audio_hours: audioHours,
});
export type BatchSummary = z.infer<typeof BatchSummary>;

export const BatchBucket = z.object({
  ...bucketBounds,
  submitted,
  completed,
  failed,
  queue_length: z
    .number()
    .int()
    .nullable()
    .describe(
      'Jobs waiting at the end of the bucket (submitted before it, not started nor ended by ' +
        'then); for the bucket holding now, waiting now; null for a bucket starting after now',
    ),
  processing_seconds: ProcessingTime,
  audio_hours: audioHours,
  failures_by_reason: z
    .record(z.string(), z.number().int())
    .describe(
      'Jobs failed in the bucket by `failure_reason` (`unknown` for none given); only the ' +
        'reasons that occur',
    ),
});
export type BatchBucket = z.infer<typeof BatchBucket>;

export const BatchTimeseries = z.object({
  ...timeseriesEcho,
  buckets: z
    .array(BatchBucket)
    .describe(
      'Every bucket from the one holding `from` to the one holding the last instant before ' +
        '`to`, in order, empty ones included. The first may start before `from` and the last ' +
        'end after `to`: only jobs within the period count',
    ),
});
export type BatchTimeseries = z.infer<typeof BatchTimeseries>;
