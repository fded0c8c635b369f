import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from './calls';
import { configApps } from './config';

// The developer Console's metrics (issue 14): the H2B (stream) sessions and the batch jobs of the
// configuration service's apps. Each row carries its client, so that a client user's metrics are
// scoped without reading the app (architecture §5); `app_id` names a `stream` app for a session and
// a `batch` app for a job (the platform writes them so; no constraint can say it across tables).

/** MRCPv2 recognizer completion causes (RFC 6787 §9.4.11), as the H2B gateway reports them. */
export const H2B_COMPLETION_CAUSES = [
  'Success',
  'NoMatch',
  'NoInputTimeout',
  'RecognitionTimeout',
  'GramLoadFailure',
  'GramCompFailure',
  'Error',
  'SpeechTooEarly',
  'TooMuchSpeech',
  'UriFailure',
  'LanguageUnsupported',
  'Cancelled',
  'SemanticsFailure',
] as const;
export type H2bCompletionCause = (typeof H2B_COMPLETION_CAUSES)[number];

/** One moment of a session's timeline: when, what (`recognize`, `start-of-input`, ...), details. */
export interface H2bSessionEvent {
  /** ISO 8601 instant, UTC (`2025-01-31T08:00:00.000Z`). */
  at: string;
  type: string;
  detail: string;
}

export const BATCH_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BatchJobStatus = (typeof BATCH_JOB_STATUSES)[number];

/** `column IN ('a', 'b')` over constants of this module (never request input). */
const oneOf = (column: string, values: readonly string[], nullable = false) =>
  sql.raw(
    `${nullable ? `"${column}" IS NULL OR ` : ''}"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`,
  );

/** A host-to-host (H2B) streaming recognition session of a stream app. */
export const h2bSessions = pgTable(
  'h2b_sessions',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => configApps.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The caller's own id for the session (a call id, a ticket); null: none given. */
    customId: text('custom_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while the stream is open. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Seconds of audio received. */
    audioSeconds: doublePrecision('audio_seconds').notNull().default(0),
    /** Null while the stream is open. */
    completionCause: text('completion_cause').$type<H2bCompletionCause>(),
    /** From the end of speech to the final result, in ms; null without a final result. */
    finalLatencyMs: integer('final_latency_ms'),
    events: jsonb('events').$type<H2bSessionEvent[]>().notNull().default([]),
  },
  (t) => [
    index('h2b_sessions_client_started_at').on(t.clientId, t.startedAt),
    index('h2b_sessions_app_started_at').on(t.appId, t.startedAt),
    index('h2b_sessions_started_at').on(t.startedAt),
    index('h2b_sessions_client_custom_id').on(t.clientId, t.customId),
    check('h2b_sessions_completion_cause', oneOf('completion_cause', H2B_COMPLETION_CAUSES, true)),
    check('h2b_sessions_audio_seconds', sql`${t.audioSeconds} >= 0`),
    check('h2b_sessions_final_latency_ms', sql`${t.finalLatencyMs} >= 0`),
    check('h2b_sessions_ended_at', sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** A file submitted to a batch ("vocal cookie") app and how its transcription went. */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => configApps.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The caller's own id for the job; null: none given. */
    customId: text('custom_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** Null while queued (and for a job refused before it ran). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When it finished, completed or failed; null while queued or running. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    status: text('status').$type<BatchJobStatus>().notNull(),
    /** Seconds of audio in the file. */
    audioSeconds: doublePrecision('audio_seconds').notNull().default(0),
    /** Failed jobs: why (`audio_decode_error`, `timeout`, ...). */
    failureReason: text('failure_reason'),
  },
  (t) => [
    index('batch_jobs_client_submitted_at').on(t.clientId, t.submittedAt),
    index('batch_jobs_app_submitted_at').on(t.appId, t.submittedAt),
    index('batch_jobs_submitted_at').on(t.submittedAt),
    index('batch_jobs_client_completed_at').on(t.clientId, t.completedAt),
    index('batch_jobs_completed_at').on(t.completedAt),
    index('batch_jobs_client_custom_id').on(t.clientId, t.customId),
    // The queue now: the few jobs not finished yet.
    index('batch_jobs_unfinished')
      .on(t.clientId, t.status)
      .where(sql`${t.status} IN ('queued', 'running')`),
    check('batch_jobs_status', oneOf('status', BATCH_JOB_STATUSES)),
    check('batch_jobs_audio_seconds', sql`${t.audioSeconds} >= 0`),
    check('batch_jobs_started_at', sql`${t.startedAt} >= ${t.submittedAt}`),
    check('batch_jobs_completed_at', sql`${t.completedAt} >= ${t.submittedAt}`),
  ],
);

export type H2bSessionRow = typeof h2bSessions.$inferSelect;
export type NewH2bSession = typeof h2bSessions.$inferInsert;
export type BatchJobRow = typeof batchJobs.$inferSelect;
export type NewBatchJob = typeof batchJobs.$inferInsert;
