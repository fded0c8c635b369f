import { count, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  batchJobs,
  clients,
  h2bSessions,
  type NewBatchJob,
  type NewH2bSession,
} from '../../db/schema';
import { SeededRandom } from '../calls/random';
import { demoApps } from './apps';
import { demoJobs } from './batchJobs';
import { demoSessions } from './h2bSessions';

// DEMO DATA for the developer Console's dashboards (issue 14): H2B sessions and batch jobs of the
// seeded stream and batch apps over the last 30 days. Deterministic for a given seeding hour
// (fixed random seed), written in a few bulk inserts.

const SESSIONS_SEED = 0x4832_6201;
const JOBS_SEED = 0x4261_7401;
/** Rows per INSERT: one JSON parameter each, read by `jsonb_to_recordset`. */
const CHUNK = 5_000;

const sessionRecord = (row: NewH2bSession) => ({
  app_id: row.appId,
  client_id: row.clientId,
  custom_id: row.customId ?? null,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  audio_seconds: row.audioSeconds ?? 0,
  completion_cause: row.completionCause ?? null,
  final_latency_ms: row.finalLatencyMs ?? null,
  events: row.events ?? [],
});

const jobRecord = (row: NewBatchJob) => ({
  app_id: row.appId,
  client_id: row.clientId,
  custom_id: row.customId ?? null,
  submitted_at: row.submittedAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  completed_at: row.completedAt?.toISOString() ?? null,
  status: row.status,
  audio_seconds: row.audioSeconds ?? 0,
  failure_reason: row.failureReason ?? null,
});

/** Bulk inserts: thousands of rows as one JSON document per statement (fast on PGlite too). */
async function insertSessions(db: AppDatabase, rows: readonly NewH2bSession[]) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const records = JSON.stringify(rows.slice(at, at + CHUNK).map(sessionRecord));
    await db.execute(sql`INSERT INTO ${h2bSessions} (app_id, client_id, custom_id, started_at,
        ended_at, audio_seconds, completion_cause, final_latency_ms, events)
      SELECT * FROM jsonb_to_recordset(${records}::jsonb) AS r(app_id int, client_id int,
        custom_id text, started_at timestamptz, ended_at timestamptz, audio_seconds float8,
        completion_cause text, final_latency_ms int, events jsonb)`);
  }
}

async function insertJobs(db: AppDatabase, rows: readonly NewBatchJob[]) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const records = JSON.stringify(rows.slice(at, at + CHUNK).map(jobRecord));
    await db.execute(sql`INSERT INTO ${batchJobs} (app_id, client_id, custom_id, submitted_at,
        started_at, completed_at, status, audio_seconds, failure_reason)
      SELECT * FROM jsonb_to_recordset(${records}::jsonb) AS r(app_id int, client_id int,
        custom_id text, submitted_at timestamptz, started_at timestamptz,
        completed_at timestamptz, status text, audio_seconds float8, failure_reason text)`);
  }
}

/**
 * Sessions and jobs of the demo apps (after the clients and the config apps are seeded), each
 * table only while it is empty. `now`: the end of the seeded period.
 */
export async function seedMetrics(db: AppDatabase, now = new Date()): Promise<void> {
  const [[{ sessions }], [{ jobs }]] = await Promise.all([
    db.select({ sessions: count() }).from(h2bSessions),
    db.select({ jobs: count() }).from(batchJobs),
  ]);
  if (sessions > 0 && jobs > 0) return;
  const clientIds = new Set((await db.select({ id: clients.id }).from(clients)).map((c) => c.id));
  const apps = await demoApps(db, clientIds);
  if (sessions === 0) {
    const random = new SeededRandom(SESSIONS_SEED);
    const rows = apps
      .filter((app) => app.type === 'stream')
      .flatMap((app) => demoSessions(app, now, random));
    await insertSessions(db, rows);
  }
  if (jobs === 0) {
    const random = new SeededRandom(JOBS_SEED);
    const rows = apps
      .filter((app) => app.type === 'batch')
      .flatMap((app) => demoJobs(app, now, random));
    await insertJobs(db, rows);
  }
}
