import type { RaRecord } from 'react-admin';
import type { Interval } from '../common/period';

// The batch metrics service's answers (its OpenAPI: `/services/batch-metrics/openapi.json`).

export const BATCH_KEYS = 'resources.dev-console/batch';
export const JOBS_RESOURCE = 'dev-console/batch-jobs';

/** Processing time percentiles of the jobs completed, seconds; null without one. */
export interface ProcessingTime {
  p50: number | null;
  p95: number | null;
}

export interface BatchSummary {
  submitted: number;
  completed: number;
  failed: number;
  /** failed / (completed + failed); null when none finished. */
  failure_rate: number | null;
  /** Jobs waiting now, and running now, whatever the period. */
  queue_length: number;
  running: number;
  processing_seconds: ProcessingTime;
  audio_hours: number;
}

export interface BatchBucket {
  /** The bucket's local start (`2025-01-31T00:00:00`). */
  key: string;
  submitted: number;
  completed: number;
  failed: number;
  /** Waiting at the end of the bucket; null for a bucket after now. */
  queue_length: number | null;
  processing_seconds: ProcessingTime;
  audio_hours: number;
  failures_by_reason: Record<string, number>;
}

export interface BatchTimeseries {
  interval: Interval;
  buckets: BatchBucket[];
}

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

export interface BatchJob extends RaRecord {
  app_id: number;
  app_name: string;
  custom_id: string | null;
  status: (typeof JOB_STATUSES)[number];
  submitted_at: string;
  started_at: string | null;
  completed_at: string | null;
  audio_seconds: number;
  wait_seconds: number | null;
  processing_seconds: number | null;
  failure_reason: string | null;
}
