import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { batchJobs, configApps } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { inScope } from '../shared/metrics/sql';
import { orderOf, pageOf } from '../shared/simpleRest';
import type { Job, JobListQuery } from './jobs.schemas';

const columns = {
  id: batchJobs.id,
  appId: batchJobs.appId,
  appName: configApps.name,
  clientId: batchJobs.clientId,
  customId: batchJobs.customId,
  status: batchJobs.status,
  submittedAt: batchJobs.submittedAt,
  startedAt: batchJobs.startedAt,
  completedAt: batchJobs.completedAt,
  audioSeconds: batchJobs.audioSeconds,
  failureReason: batchJobs.failureReason,
};

/** Jobs with their app's name. */
const selectJobs = (db: AppDatabase) =>
  db.select(columns).from(batchJobs).innerJoin(configApps, eq(configApps.id, batchJobs.appId));
type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

const secondsBetween = (start: Date | null, end: Date | null) =>
  start && end ? (end.getTime() - start.getTime()) / 1000 : null;

const toJob = (row: JobRow): Job => ({
  id: row.id,
  app_id: row.appId,
  app_name: row.appName,
  client_id: row.clientId,
  custom_id: row.customId,
  status: row.status,
  submitted_at: row.submittedAt.toISOString(),
  started_at: row.startedAt?.toISOString() ?? null,
  completed_at: row.completedAt?.toISOString() ?? null,
  audio_seconds: row.audioSeconds,
  wait_seconds: secondsBetween(row.submittedAt, row.startedAt),
  processing_seconds: secondsBetween(row.startedAt, row.completedAt),
  failure_reason: row.failureReason,
});

const sortColumns = {
  id: batchJobs.id,
  submitted_at: batchJobs.submittedAt,
  started_at: batchJobs.startedAt,
  completed_at: batchJobs.completedAt,
  audio_seconds: batchJobs.audioSeconds,
  status: batchJobs.status,
};

const many = <T>(value: T | readonly T[] | undefined) =>
  value === undefined ? undefined : ([] as T[]).concat(value);

/** A page of the caller's jobs (simple-rest `filter`, `sort`, `range`), newest first. */
export async function listJobs(db: AppDatabase, scope: ClientScope, query: JobListQuery) {
  const filter = query.filter ?? {};
  const appIds = many(filter.app_id);
  const statuses = many(filter.status);
  const where = and(
    inScope(batchJobs.clientId, scope),
    filter.id && inArray(batchJobs.id, filter.id),
    appIds && inArray(batchJobs.appId, appIds),
    filter.custom_id === undefined ? undefined : eq(batchJobs.customId, filter.custom_id),
    statuses && inArray(batchJobs.status, statuses),
    filter.from && gte(batchJobs.submittedAt, filter.from),
    filter.to && lt(batchJobs.submittedAt, filter.to),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    selectJobs(db)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['submitted_at', 'DESC'], batchJobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(batchJobs).where(where),
  ]);
  return { offset, rows: rows.map(toJob), total };
}

/** One of the caller's jobs; undefined for none (or another client's). */
export async function findJob(
  db: AppDatabase,
  scope: ClientScope,
  id: number,
): Promise<Job | undefined> {
  const [row] = await selectJobs(db).where(
    and(eq(batchJobs.id, id), inScope(batchJobs.clientId, scope)),
  );
  return row && toJob(row);
}
