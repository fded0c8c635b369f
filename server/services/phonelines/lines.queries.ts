import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { campaigns, clients, configApps, phoneLines, type PhoneLineRow } from '../../db/schema';
import { msg } from '../../shared/messages';
import { scopedClientIds, type ClientScope } from '../shared/clientScope';
import type { FieldErrors } from '../shared/errors';
import { orderOf, pageOf } from '../shared/simpleRest';
import { withNames } from './lineNames';
import type { CreateLine, LineListQuery, PhoneLine, UpdateLine } from './lines.schemas';
import { likeLiteral } from '../shared/listFilters';
import { definedOnly } from '../shared/updateFields';

export const toLine = (
  row: PhoneLineRow,
): Omit<PhoneLine, 'client_name' | 'campaign_name' | 'app_name'> => ({
  id: row.id,
  number: row.number,
  label: row.label,
  client_id: row.clientId,
  campaign_id: row.campaignId,
  language: row.language,
  app_id: row.appId,
  recording_enabled: row.recordingEnabled,
  status: row.status,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Why a change was refused: the number is another line's. */
export interface NumberTaken {
  numberTaken: { number: string; label: string };
}
/** Why a change was refused: a client, campaign or app it names does not fit (field → messages). */
export interface BadReference {
  badReference: FieldErrors;
}

const sortColumns = {
  number: phoneLines.number,
  label: sql`lower(${phoneLines.label})`,
  client_id: phoneLines.clientId,
  status: phoneLines.status,
  updated_at: phoneLines.updatedAt,
  id: phoneLines.id,
  inserted_at: phoneLines.insertedAt,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */

/** Lines of the caller's clients, of the requested ones if given (undefined: every line). */
const inScope = (scope: ClientScope, requested?: readonly number[]): SQL | undefined => {
  const ids = scopedClientIds(scope, requested);
  return ids && inArray(phoneLines.clientId, [...ids]);
};

/** A page of the lines the caller may read (simple-rest `filter`, `sort`, `range`), by number. */
export async function listLines(db: AppDatabase, scope: ClientScope, query: LineListQuery) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const pattern = q && `%${likeLiteral(q)}%`;
  const where = and(
    inScope(scope, filter.client_id),
    pattern ? or(ilike(phoneLines.number, pattern), ilike(phoneLines.label, pattern)) : undefined,
    filter.id && inArray(phoneLines.id, filter.id),
    filter.campaign_id && inArray(phoneLines.campaignId, filter.campaign_id),
    filter.status && eq(phoneLines.status, filter.status),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(phoneLines)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['number', 'ASC'], phoneLines.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(phoneLines).where(where),
  ]);
  return { offset, rows: await withNames(db, rows.map(toLine)), total };
}

/** A line the caller may read; undefined for none (or another client's). */
export async function findLine(db: AppDatabase, scope: ClientScope, id: number) {
  const [row] = await db
    .select()
    .from(phoneLines)
    .where(and(eq(phoneLines.id, id), inScope(scope)));
  return row && (await withNames(db, [toLine(row)]))[0];
}

/** The records a line names. */
interface References {
  client_id: number;
  campaign_id: number | null;
  app_id: number | null;
}

/** The client, campaign and app of a line, checked: field → messages (none: they fit). */
async function referenceErrors(db: AppDatabase, line: References): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [[client], [campaign], [app]] = await Promise.all([
    db.select({ id: clients.id }).from(clients).where(eq(clients.id, line.client_id)),
    line.campaign_id === null
      ? []
      : db
          .select({ clientId: campaigns.clientId })
          .from(campaigns)
          .where(eq(campaigns.id, line.campaign_id)),
    line.app_id === null
      ? []
      : db.select({ id: configApps.id }).from(configApps).where(eq(configApps.id, line.app_id)),
  ]);
  if (!client) errors.client_id = [msg('phonelines.unknownClient', { id: line.client_id })];
  if (line.campaign_id !== null && campaign?.clientId !== line.client_id)
    errors.campaign_id = [
      msg('phonelines.campaignOfClient', { id: line.campaign_id, client: line.client_id }),
    ];
  if (line.app_id !== null && !app)
    errors.app_id = [msg('phonelines.unknownApp', { id: line.app_id })];
  return errors;
}

/** The line that has `number`, other than `except`. */
async function lineNumbered(db: AppDatabase, number: string, except?: number) {
  const [row] = await db
    .select({ id: phoneLines.id, label: phoneLines.label })
    .from(phoneLines)
    .where(eq(phoneLines.number, number));
  return row && row.id !== except ? { numberTaken: { number, label: row.label } } : undefined;
}

/** SQLSTATE of a database error (drizzle wraps the driver's as `cause`). */
const sqlState = (error: unknown): unknown => {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code;
};

/** The first language of a client ('fr' if it has none). */
async function clientLanguage(db: AppDatabase, clientId: number): Promise<string> {
  const [row] = await db
    .select({ languages: clients.languages })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.languages[0] ?? 'fr';
}

/** Adds a line; NumberTaken or BadReference when it does not fit. */
export async function insertLine(
  db: AppDatabase,
  line: CreateLine,
): Promise<PhoneLine | NumberTaken | BadReference> {
  const errors = await referenceErrors(db, line);
  if (Object.keys(errors).length) return { badReference: errors };
  const taken = await lineNumbered(db, line.number);
  if (taken) return taken;
  try {
    const [row] = await db
      .insert(phoneLines)
      .values({
        number: line.number,
        label: line.label,
        clientId: line.client_id,
        campaignId: line.campaign_id,
        language: line.language ?? (await clientLanguage(db, line.client_id)),
        appId: line.app_id,
        recordingEnabled: line.recording_enabled,
        status: line.status,
      })
      .returning();
    return (await withNames(db, [toLine(row)]))[0];
  } catch (error) {
    return settle(db, error, line);
  }
}

/**
 * A concurrent change broke a constraint between the checks and the write: the number taken
 * (23505), a client, campaign or app deleted (23503). Anything else is thrown again.
 */
async function settle(
  db: AppDatabase,
  error: unknown,
  line: References & { number: string },
  except?: number,
): Promise<NumberTaken | BadReference> {
  const state = sqlState(error);
  if (state === '23505')
    return (
      (await lineNumbered(db, line.number, except)) ?? {
        numberTaken: { number: line.number, label: '' },
      }
    );
  if (state === '23503') {
    const errors = await referenceErrors(db, line);
    if (Object.keys(errors).length) return { badReference: errors };
  }
  throw error;
}

/** Changes the given fields; undefined when there is no such line. */
export async function updateLine(
  db: AppDatabase,
  id: number,
  changes: UpdateLine,
): Promise<PhoneLine | NumberTaken | BadReference | undefined> {
  const [current] = await db.select().from(phoneLines).where(eq(phoneLines.id, id));
  if (!current) return undefined;
  const next = {
    client_id: changes.client_id ?? current.clientId,
    campaign_id: changes.campaign_id === undefined ? current.campaignId : changes.campaign_id,
    app_id: changes.app_id === undefined ? current.appId : changes.app_id,
  };
  const errors = await referenceErrors(db, next);
  if (Object.keys(errors).length) return { badReference: errors };
  if (changes.number !== undefined) {
    const taken = await lineNumbered(db, changes.number, id);
    if (taken) return taken;
  }
  const columns = definedOnly({
    number: changes.number,
    label: changes.label,
    clientId: changes.client_id,
    campaignId: changes.campaign_id,
    language: changes.language,
    appId: changes.app_id,
    recordingEnabled: changes.recording_enabled,
    status: changes.status,
  });
  try {
    const [row] = await db
      .update(phoneLines)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(phoneLines.id, id))
      .returning();
    return row && (await withNames(db, [toLine(row)]))[0];
  } catch (error) {
    return settle(db, error, { ...next, number: changes.number ?? current.number }, id);
  }
}

/** Deletes a line and returns it as it was; undefined when there is none. */
export async function deleteLine(db: AppDatabase, id: number) {
  const [row] = await db.delete(phoneLines).where(eq(phoneLines.id, id)).returning();
  return row && (await withNames(db, [toLine(row)]))[0];
}
