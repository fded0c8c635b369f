import type { RaRecord } from 'react-admin';
import type { Interval } from '../common/period';

// The H2B metrics service's answers (its OpenAPI: `/services/h2b-metrics/openapi.json`).

export const H2B_KEYS = 'resources.dev-console/h2b';
export const SESSIONS_RESOURCE = 'dev-console/h2b-sessions';

/** Final-result latency percentiles, ms; null without a session that has one. */
export interface Latency {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

export interface H2bSummary {
  sessions: number;
  peak_concurrent: number;
  audio_minutes: number;
  latency_ms: Latency;
  /** 0 to 1; null when no session ended. */
  success_rate: number | null;
}

export interface H2bBucket extends Omit<H2bSummary, 'success_rate'> {
  /** The bucket's local start (`2025-01-31T00:00:00`). */
  key: string;
  /** Sessions by MRCPv2 completion cause, every cause present. */
  completion_causes: Record<string, number>;
}

export interface H2bTimeseries {
  interval: Interval;
  buckets: H2bBucket[];
}

export interface H2bSession extends RaRecord {
  app_id: number;
  app_name: string;
  custom_id: string | null;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  audio_seconds: number;
  completion_cause: string | null;
  final_latency_ms: number | null;
}

export interface H2bSessionEvent {
  at: string;
  type: string;
  detail: string;
}

/** A session as `GET sessions/{id}` answers; the list's copy (shown first) has no events. */
export interface H2bSessionDetail extends H2bSession {
  events?: H2bSessionEvent[];
}
