import { and, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, campaigns, clients, type ClientRow } from '../../db/schema';
import { scopedClientIds, type ClientScope } from '../shared/clientScope';
import { orderOf } from '../shared/simpleRest';
import type { Client, ClientListQuery, CreateClient, UpdateClient } from './clients.schemas';
import { likeLiteral } from '../shared/listFilters';
import { definedOnly } from '../shared/updateFields';
import { selectPage } from '../shared/selectPage';

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  status: row.status,
  languages: row.languages,
  retention_days: row.retentionDays,
  contact_email: row.contactEmail,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Why a change was refused: the name is another client's. */
export interface NameTaken {
  nameTaken: string;
}

const sortColumns = {
  id: clients.id,
  name: sql`lower(${clients.name})`,
  status: clients.status,
  retention_days: clients.retentionDays,
  inserted_at: clients.insertedAt,
  updated_at: clients.updatedAt,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */

/** Rows within the caller's clients (undefined: every row). */
const inScope = (scope: ClientScope, requested?: readonly number[]): SQL | undefined => {
  const ids = scopedClientIds(scope, requested);
  return ids && inArray(clients.id, [...ids]);
};

/** A page of the clients the caller may read (simple-rest `filter`, `sort`, `range`), by name. */
export async function listClients(db: AppDatabase, scope: ClientScope, query: ClientListQuery) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const where = and(
    inScope(scope, filter.id),
    q ? ilike(clients.name, `%${likeLiteral(q)}%`) : undefined,
    filter.status && eq(clients.status, filter.status),
  );
  const order = orderOf(query.sort, sortColumns, ['name', 'ASC'], clients.id);
  const page = await selectPage(db, clients, where, order, query.range);
  return { ...page, rows: page.rows.map(toClient) };
}

/** A client the caller may read; undefined for none (or another client's). */
export async function findClient(db: AppDatabase, scope: ClientScope, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), inScope(scope)));
  return row && toClient(row);
}

/** The stored name of another client equal to `name` case aside. */
async function clientNamed(db: AppDatabase, name: string, except?: number) {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(
      and(
        eq(sql`lower(${clients.name})`, sql`lower(${name})`),
        except === undefined ? undefined : ne(clients.id, except),
      ),
    );
  return row?.name;
}

/** The unique index a unique violation (SQLSTATE 23505) broke, if that is the error. */
function violatedIndex(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint, message } = (cause ?? {}) as Record<string, unknown>;
  if (code !== '23505') return undefined;
  if (typeof constraint === 'string') return constraint;
  return typeof message === 'string' ? (/"(\w+)"/.exec(message)?.[1] ?? '') : '';
}

// The next id: past the sequence and the largest id both (the seed inserts fixed ids), and the
// sequence moved there so that a deleted client's id is never given again. Creates take it one at
// a time (CLIENT_ID_LOCK): two concurrent `setval`s could otherwise move the sequence back below
// the largest id, and a deleted largest id would then be given again.
const nextClientId = sql`(SELECT setval('clients_id_seq', greatest(nextval('clients_id_seq'), (SELECT coalesce(max(${clients.id}), 0) + 1 FROM ${clients}))))::integer`;
const CLIENT_ID_LOCK = sql`select pg_advisory_xact_lock(hashtext('clients_id'))`;

const ID_ATTEMPTS = 5;

/** Adds a client with the next id; a NameTaken when another client has that name. */
export async function insertClient(
  db: AppDatabase,
  client: CreateClient,
): Promise<Client | NameTaken> {
  const taken = await clientNamed(db, client.name);
  if (taken !== undefined) return { nameTaken: taken };
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        await tx.execute(CLIENT_ID_LOCK);
        const [inserted] = await tx
          .insert(clients)
          .values({
            id: nextClientId,
            name: client.name,
            status: client.status,
            languages: client.languages,
            retentionDays: client.retention_days,
            contactEmail: client.contact_email,
          })
          .returning();
        return inserted;
      });
      return toClient(row);
    } catch (error) {
      const index = violatedIndex(error);
      // A concurrent create took the name, or the id (then the next attempt reads a larger max).
      if (index === 'clients_name_lower') return { nameTaken: client.name };
      if (index !== 'clients_pkey' || attempt >= ID_ATTEMPTS) throw error;
    }
  }
}

/** Changes the given fields; undefined when there is no such client, NameTaken on a clash. */
export async function updateClient(
  db: AppDatabase,
  id: number,
  changes: UpdateClient,
): Promise<Client | NameTaken | undefined> {
  if (changes.name !== undefined) {
    const taken = await clientNamed(db, changes.name, id);
    if (taken !== undefined) return { nameTaken: taken };
  }
  const columns = definedOnly({
    name: changes.name,
    status: changes.status,
    languages: changes.languages,
    retentionDays: changes.retention_days,
    contactEmail: changes.contact_email,
  });
  try {
    const [row] = await db
      .update(clients)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(clients.id, id))
      .returning();
    return row && toClient(row);
  } catch (error) {
    if (violatedIndex(error) === 'clients_name_lower' && changes.name !== undefined)
      return { nameTaken: changes.name };
    throw error;
  }
}

/** Why a delete was refused: the client still has campaigns or calls. */
export interface ClientInUse {
  inUse: { name: string; campaigns: number; calls: number };
}

/**
 * Deletes a client and returns it as it was; undefined when there is none, ClientInUse while it
 * still has campaigns or calls.
 */
export async function deleteClient(
  db: AppDatabase,
  id: number,
): Promise<Client | ClientInUse | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) return undefined;
  const usage = async () => {
    const [[{ campaignCount }], [{ callCount }]] = await Promise.all([
      db.select({ campaignCount: count() }).from(campaigns).where(eq(campaigns.clientId, id)),
      db.select({ callCount: count() }).from(calls).where(eq(calls.clientId, id)),
    ]);
    return { inUse: { name: row.name, campaigns: campaignCount, calls: callCount } };
  };
  const used = await usage();
  if (used.inUse.campaigns || used.inUse.calls) return used;
  try {
    const [deleted] = await db.delete(clients).where(eq(clients.id, id)).returning();
    return deleted && toClient(deleted);
  } catch (error) {
    // A campaign or call added meanwhile (foreign-key violation, SQLSTATE 23503).
    const cause = (error as { cause?: unknown } | null)?.cause ?? error;
    if ((cause as { code?: unknown } | null)?.code === '23503') return usage();
    throw error;
  }
}
