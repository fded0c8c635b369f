import { z } from 'zod';
import { H2B_COMPLETION_CAUSES } from '../../db/schema';
import { bucketBounds, periodEcho, timeseriesEcho } from '../shared/metrics/answers';

// The H2B dashboard's figures (issue 14): one summary of a period, and the same per time bucket.

export const Latency = z
  .object({
    p50: z.number().nullable(),
    p95: z.number().nullable(),
    p99: z.number().nullable(),
  })
  .describe(
    'Final-result latency (end of speech to final result) percentiles in ms, interpolated ' +
      '(`percentile_cont`), 0.1 ms; null without a session that has one',
  );
export type Latency = z.infer<typeof Latency>;

const sessions = z.number().int().describe('Sessions started in the period (or bucket)');
const peakConcurrent = z
  .number()
  .int()
  .describe(
    'Most streams open at the same instant within the period (or bucket), counting sessions ' +
      'that started before it and were still open; a session ending when another starts does ' +
      'not overlap it; an open session counts until it ends',
  );
const audioMinutes = z
  .number()
  .describe('Minutes of audio of the sessions started in the period (or bucket), 2 decimals');

export const H2bSummary = z.object({
  ...periodEcho,
  sessions,
  peak_concurrent: peakConcurrent,
  audio_minutes: audioMinutes,
  latency_ms: Latency,
  success_rate: z
    .number()
    .nullable()
    .describe(
      'Share (0 to 1, 4 decimals) of the ended sessions started in the period whose completion ' +
        'cause is `Success`; null when none ended',
    ),
});
export type H2bSummary = z.infer<typeof H2bSummary>;

export const CompletionCauses = z
  .object(
    Object.fromEntries(H2B_COMPLETION_CAUSES.map((cause) => [cause, z.number().int()])) as Record<
      (typeof H2B_COMPLETION_CAUSES)[number],
      z.ZodNumber
    >,
  )
  .describe(
    'Sessions started in the bucket by MRCPv2 completion cause, every cause present (0 for ' +
      'none); sessions still open have none',
  );
export type CompletionCauses = z.infer<typeof CompletionCauses>;

export const H2bBucket = z.object({
  ...bucketBounds,
  sessions,
  peak_concurrent: peakConcurrent,
  audio_minutes: audioMinutes,
  latency_ms: Latency,
  completion_causes: CompletionCauses,
});
export type H2bBucket = z.infer<typeof H2bBucket>;

export const H2bTimeseries = z.object({
  ...timeseriesEcho,
  buckets: z
    .array(H2bBucket)
    .describe(
      'Every bucket from the one holding `from` to the one holding the last instant before ' +
        '`to`, in order, empty ones included (zeros, null latencies). The first may start ' +
        'before `from` and the last end after `to`: only sessions within the period count',
    ),
});
export type H2bTimeseries = z.infer<typeof H2bTimeseries>;
