import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, h2bSessions } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { inScope } from '../shared/metrics/sql';
import { orderOf, pageOf } from '../shared/simpleRest';
import type { Session, SessionDetail, SessionListQuery } from './sessions.schemas';

const listColumns = {
  id: h2bSessions.id,
  appId: h2bSessions.appId,
  appName: configApps.name,
  clientId: h2bSessions.clientId,
  customId: h2bSessions.customId,
  startedAt: h2bSessions.startedAt,
  endedAt: h2bSessions.endedAt,
  audioSeconds: h2bSessions.audioSeconds,
  completionCause: h2bSessions.completionCause,
  finalLatencyMs: h2bSessions.finalLatencyMs,
};

/** Sessions with their app's name. */
const selectSessions = (db: AppDatabase) =>
  db
    .select(listColumns)
    .from(h2bSessions)
    .innerJoin(configApps, eq(configApps.id, h2bSessions.appId));
type ListRow = Awaited<ReturnType<typeof selectSessions>>[number];

const toSession = (row: ListRow): Session => ({
  id: row.id,
  app_id: row.appId,
  app_name: row.appName,
  client_id: row.clientId,
  custom_id: row.customId,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  duration_seconds: row.endedAt ? (row.endedAt.getTime() - row.startedAt.getTime()) / 1000 : null,
  audio_seconds: row.audioSeconds,
  completion_cause: row.completionCause,
  final_latency_ms: row.finalLatencyMs,
});

const sortColumns = {
  id: h2bSessions.id,
  started_at: h2bSessions.startedAt,
  ended_at: h2bSessions.endedAt,
  audio_seconds: h2bSessions.audioSeconds,
  final_latency_ms: h2bSessions.finalLatencyMs,
  completion_cause: h2bSessions.completionCause,
};

const many = <T>(value: T | readonly T[] | undefined) =>
  value === undefined ? undefined : ([] as T[]).concat(value);

/** A page of the caller's sessions (simple-rest `filter`, `sort`, `range`), newest first. */
export async function listSessions(db: AppDatabase, scope: ClientScope, query: SessionListQuery) {
  const filter = query.filter ?? {};
  const appIds = many(filter.app_id);
  const causes = many(filter.completion_cause);
  const where = and(
    inScope(h2bSessions.clientId, scope),
    filter.id && inArray(h2bSessions.id, filter.id),
    appIds && inArray(h2bSessions.appId, appIds),
    filter.custom_id === undefined ? undefined : eq(h2bSessions.customId, filter.custom_id),
    causes && inArray(h2bSessions.completionCause, causes),
    filter.from && gte(h2bSessions.startedAt, filter.from),
    filter.to && lt(h2bSessions.startedAt, filter.to),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    selectSessions(db)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['started_at', 'DESC'], h2bSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(h2bSessions).where(where),
  ]);
  return { offset, rows: rows.map(toSession), total };
}

/** One of the caller's sessions with its timeline; undefined for none (or another client's). */
export async function findSession(
  db: AppDatabase,
  scope: ClientScope,
  id: number,
): Promise<SessionDetail | undefined> {
  const [row] = await db
    .select({ ...listColumns, events: h2bSessions.events })
    .from(h2bSessions)
    .innerJoin(configApps, eq(configApps.id, h2bSessions.appId))
    .where(and(eq(h2bSessions.id, id), inScope(h2bSessions.clientId, scope)));
  if (!row) return undefined;
  const events = [...row.events].sort((a, b) => a.at.localeCompare(b.at));
  return { ...toSession(row), events };
}
