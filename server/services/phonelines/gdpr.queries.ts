import {
  and,
  count,
  eq,
  gt,
  ilike,
  inArray,
  like,
  lte,
  max,
  min,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  annotations,
  auditEvents,
  callEvents,
  callerNumberOf,
  calls,
  clients,
  gdprRequests,
  type GdprClientCount,
  type GdprRequestRow,
  type GdprRequestType,
} from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { orderOf } from '../shared/simpleRest';
import {
  ARCHIVE_TTL_HOURS,
  type GdprListQuery,
  type GdprPreview,
  type GdprRequest,
  type GdprStatus,
} from './gdpr.schemas';
import type { NumberHasher } from './numberHash';
import { likeLiteral } from '../shared/listFilters';
import { selectPage } from '../shared/selectPage';

/** Who makes a request: their clients, token subject and user name. */
export interface Requester {
  scope: ClientScope;
  id: string | null;
  name: string;
}

/** Calls of the caller's clients (undefined: every call). */
export const callsInScope = (scope: ClientScope): SQL | undefined =>
  scope === 'all' ? undefined : inArray(calls.clientId, [...scope]);

/** The calls of `number` (E.164) the caller may reach; the expression `calls_caller_number` indexes. */
const callsOf = (scope: ClientScope, number: string) =>
  and(eq(callerNumberOf(calls.metadata), number), callsInScope(scope));

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** What a request about `number` would concern: its calls in the caller's scope, per client. */
export async function previewRequest(
  db: AppDatabase,
  scope: ClientScope,
  number: string,
): Promise<GdprPreview> {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      calls: count(),
      first: min(calls.startTime),
      last: max(calls.startTime),
    })
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .where(callsOf(scope, number))
    .groupBy(clients.id, clients.name)
    .orderBy(clients.id);
  const firsts = rows.flatMap((row) => (row.first === null ? [] : [iso(row.first) as string]));
  const lasts = rows.flatMap((row) => (row.last === null ? [] : [iso(row.last) as string]));
  return {
    number_of_calls: rows.reduce((total, row) => total + row.calls, 0),
    first_call_at: firsts.sort()[0] ?? null,
    last_call_at: lasts.sort().at(-1) ?? null,
    clients: rows.map(({ id, name, calls: found }) => ({ id, name, calls: found })),
  };
}

/** Ids deleted per statement: well below the bind-parameter limit. */
const CHUNK = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, at) =>
    items.slice(at * CHUNK, (at + 1) * CHUNK),
  );

interface Found {
  id: string;
  clientId: number;
  startTime: Date;
}

/** Calls per client, with the clients' names, and the first and last start times. */
async function summarise(db: AppDatabase, found: readonly Found[]) {
  const perClient = new Map<number, number>();
  for (const call of found) perClient.set(call.clientId, (perClient.get(call.clientId) ?? 0) + 1);
  const names = perClient.size
    ? await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(inArray(clients.id, [...perClient.keys()]))
    : [];
  const nameOf = new Map(names.map(({ id, name }) => [id, name]));
  const byClient: GdprClientCount[] = [...perClient.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, total]) => ({ id, name: nameOf.get(id) ?? '', calls: total }));
  const times = found.map((call) => call.startTime.getTime()).sort((a, b) => a - b);
  return {
    clients: byClient,
    firstCallAt: times.length ? new Date(times[0]) : null,
    lastCallAt: times.length ? new Date(times[times.length - 1]) : null,
  };
}

/** What a request row keeps of its requester and reference. */
const requestValues = (requester: Requester, type: GdprRequestType, reference: string) => ({
  type,
  reference,
  clientIds: requester.scope === 'all' ? null : [...requester.scope],
  requestedById: requester.id,
  requestedBy: requester.name,
});

/**
 * Erases the calls of `number` in the requester's scope and everything derived from them, in one
 * transaction with the request's record: annotations, statistics events, the audit entries of
 * those annotations (they copy the call's times), the calls themselves (their full-text vectors
 * are columns of theirs); tables added later that reference calls cascade.
 */
export async function eraseNumber(
  db: AppDatabase,
  requester: Requester,
  request: { number: string; numberHash: string; reference: string },
): Promise<GdprRequestRow> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: calls.id, clientId: calls.clientId, startTime: calls.startTime })
      .from(calls)
      .where(callsOf(requester.scope, request.number))
      .orderBy(calls.id)
      .for('update');
    for (const ids of chunks(found.map((call) => call.id))) {
      await tx.delete(annotations).where(inArray(annotations.callId, ids));
      await tx.delete(callEvents).where(inArray(callEvents.callId, ids));
      await tx
        .delete(auditEvents)
        .where(
          and(
            eq(auditEvents.service, 'search'),
            like(auditEvents.recordPath, 'classification-labels/%/annotations/%'),
            inArray(sql`split_part(${auditEvents.recordPath}, '/', 4)`, ids),
          ),
        );
      await tx.delete(calls).where(inArray(calls.id, ids));
    }
    const summary = await summarise(tx, found);
    const [row] = await tx
      .insert(gdprRequests)
      .values({
        ...requestValues(requester, 'erasure', request.reference),
        numberHash: request.numberHash,
        numberOfCalls: found.length,
        ...summary,
      })
      .returning();
    return row;
  });
}

/** Records an export of the calls of a number: counts them, keeps nothing of them. */
export async function recordExport(
  db: AppDatabase,
  requester: Requester,
  request: { number: string; numberHash: string; reference: string },
): Promise<GdprRequestRow> {
  const preview = await previewRequest(db, requester.scope, request.number);
  const [row] = await db
    .insert(gdprRequests)
    .values({
      ...requestValues(requester, 'export', request.reference),
      numberHash: request.numberHash,
      numberOfCalls: preview.number_of_calls,
      clients: preview.clients,
      firstCallAt: preview.first_call_at === null ? null : new Date(preview.first_call_at),
      lastCallAt: preview.last_call_at === null ? null : new Date(preview.last_call_at),
      archiveExpiresAt: sql`now() + make_interval(hours => ${ARCHIVE_TTL_HOURS})`,
    })
    .returning();
  return row;
}

export const statusOf = (row: GdprRequestRow, now = Date.now()): GdprStatus =>
  row.type === 'erasure'
    ? 'completed'
    : row.archiveExpiresAt && row.archiveExpiresAt.getTime() > now
      ? 'available'
      : 'expired';

/** A request as answered; `archiveUrl` gives an export's download address. */
export const toGdprRequest = (
  row: GdprRequestRow,
  archiveUrl: (id: number) => string,
): GdprRequest => ({
  id: row.id,
  type: row.type,
  reference: row.reference,
  requested_by: row.requestedBy,
  requested_at: row.requestedAt.toISOString(),
  number_of_calls: row.numberOfCalls,
  number_hash: row.numberHash,
  status: statusOf(row),
  first_call_at: iso(row.firstCallAt),
  last_call_at: iso(row.lastCallAt),
  clients: row.clients,
  archive_url: row.type === 'export' ? archiveUrl(row.id) : null,
  archive_expires_at: iso(row.archiveExpiresAt),
});

/**
 * Requests the caller may see: administrators every one; anyone else those made within its own
 * clients (an administrator's request, about every client, is not theirs to see).
 */
const visibleTo = (scope: ClientScope): SQL | undefined =>
  scope === 'all'
    ? undefined
    : sql`${gdprRequests.clientIds} IS NOT NULL AND ${gdprRequests.clientIds} <@ ARRAY[${sql.join(
        scope.map((id) => sql`${id}::integer`),
        sql`, `,
      )}]::integer[]`;

const statusWhere: Record<GdprStatus, SQL | undefined> = {
  completed: eq(gdprRequests.type, 'erasure'),
  available: and(eq(gdprRequests.type, 'export'), gt(gdprRequests.archiveExpiresAt, sql`now()`)),
  expired: and(eq(gdprRequests.type, 'export'), lte(gdprRequests.archiveExpiresAt, sql`now()`)),
};

const sortColumns = {
  requested_at: gdprRequests.requestedAt,
  id: gdprRequests.id,
  reference: sql`lower(${gdprRequests.reference})`,
  type: gdprRequests.type,
  number_of_calls: gdprRequests.numberOfCalls,
  requested_by: gdprRequests.requestedBy,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */

/** A page of the history the caller may see, newest first unless `sort` says otherwise. */
export async function listRequests(
  db: AppDatabase,
  scope: ClientScope,
  hasher: NumberHasher,
  query: GdprListQuery,
) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const where = and(
    visibleTo(scope),
    q ? ilike(gdprRequests.reference, `%${likeLiteral(q)}%`) : undefined,
    filter.type ? eq(gdprRequests.type, filter.type) : undefined,
    filter.status ? statusWhere[filter.status] : undefined,
    filter.number ? eq(gdprRequests.numberHash, hasher.hash(filter.number)) : undefined,
  );
  const order = orderOf(query.sort, sortColumns, ['requested_at', 'DESC'], gdprRequests.id);
  return selectPage(db, gdprRequests, where, order, query.range);
}

/** A request the caller may see; undefined for none (or one beyond its clients). */
export async function findRequest(db: AppDatabase, scope: ClientScope, id: number) {
  const [row] = await db
    .select()
    .from(gdprRequests)
    .where(and(eq(gdprRequests.id, id), visibleTo(scope)));
  return row;
}
