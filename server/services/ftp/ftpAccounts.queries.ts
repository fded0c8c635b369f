import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { ftpAccounts, type FtpAccountRow } from '../../db/schema';
import { msg } from '../../shared/messages';
import type { ClientScope } from '../shared/clientScope';
import { orderOf } from '../shared/simpleRest';
import type {
  CreatedFtpAccount,
  CreateFtpAccount,
  FtpAccount,
  FtpAccountListQuery,
  UpdateFtpAccount,
} from './ftpAccounts.schemas';
import { clientCondition } from '../shared/clientListing';
import { nameMatches } from '../shared/listFilters';
import { hashSecret, newPassword } from '../shared/secrets';
import {
  clientExists,
  unknownClient,
  type Refused,
  isForeignKeyViolation,
} from '../shared/clientRefs';
import { definedOnly } from '../shared/updateFields';
import { selectPage } from '../shared/selectPage';

export const toFtpAccount = (row: FtpAccountRow): FtpAccount => ({
  id: row.name,
  account_id: row.id,
  name: row.name,
  client_id: row.clientId,
  home_folder: row.homeFolder,
  allowed_sources: row.allowedSources,
  enabled: row.enabled,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Why a create was refused: the login name is taken (a 409). */
export interface NameTaken {
  nameTaken: string;
}

const sortColumns = {
  id: ftpAccounts.name,
  name: ftpAccounts.name,
  account_id: ftpAccounts.id,
  client_id: ftpAccounts.clientId,
  home_folder: ftpAccounts.homeFolder,
  enabled: ftpAccounts.enabled,
  inserted_at: ftpAccounts.insertedAt,
  updated_at: ftpAccounts.updatedAt,
};

/** A page of the FTP accounts the caller may read, by name unless `sort` says otherwise. */
export async function listFtpAccounts(
  db: AppDatabase,
  scope: ClientScope,
  query: FtpAccountListQuery,
) {
  const filter = query.filter ?? {};
  const where = and(
    clientCondition(ftpAccounts.clientId, scope, filter.client_id),
    nameMatches(ftpAccounts.name, filter.q),
    filter.id && inArray(ftpAccounts.name, filter.id.length ? filter.id : ['']),
    filter.enabled === undefined ? undefined : eq(ftpAccounts.enabled, filter.enabled),
  );
  const order = orderOf(query.sort, sortColumns, ['name', 'ASC'], ftpAccounts.id);
  const page = await selectPage(db, ftpAccounts, where, order, query.range);
  return { ...page, rows: page.rows.map(toFtpAccount) };
}

/** The account row named `name` the caller may read; undefined for none (or another client's). */
async function accountRow(db: AppDatabase, scope: ClientScope, name: string) {
  const [row] = await db
    .select()
    .from(ftpAccounts)
    .where(
      and(eq(ftpAccounts.name, name), clientCondition(ftpAccounts.clientId, scope, undefined)),
    );
  return row;
}

export async function findFtpAccount(db: AppDatabase, scope: ClientScope, name: string) {
  const row = await accountRow(db, scope, name);
  return row && toFtpAccount(row);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code === '23505';
}

/**
 * Adds an account with the given password or a generated one, answered this once; NameTaken when
 * the login exists, Refused for an unknown client.
 */
export async function insertFtpAccount(
  db: AppDatabase,
  account: CreateFtpAccount,
): Promise<CreatedFtpAccount | NameTaken | Refused> {
  if (await accountRow(db, 'all', account.name)) return { nameTaken: account.name };
  if (!(await clientExists(db, account.client_id))) return unknownClient(account.client_id);
  const password = account.password ?? newPassword();
  try {
    const [row] = await db
      .insert(ftpAccounts)
      .values({
        name: account.name,
        clientId: account.client_id,
        homeFolder: account.home_folder ?? `/${account.name}`,
        passwordHash: await hashSecret(password),
        allowedSources: account.allowed_sources,
        enabled: account.enabled,
      })
      .returning();
    return { ...toFtpAccount(row), password };
  } catch (error) {
    if (isUniqueViolation(error)) return { nameTaken: account.name };
    if (isForeignKeyViolation(error)) return unknownClient(account.client_id);
    throw error;
  }
}

/**
 * Changes the given fields; undefined when there is no such account, Refused for another name or
 * an unknown client.
 */
export async function updateFtpAccount(
  db: AppDatabase,
  name: string,
  changes: UpdateFtpAccount,
): Promise<FtpAccount | Refused | undefined> {
  const current = await accountRow(db, 'all', name);
  if (!current) return undefined;
  if (changes.name !== undefined && changes.name.trim() !== current.name)
    return { errors: { name: [msg('ftp.nameImmutable', { name: current.name })] } };
  const clientId = changes.client_id;
  if (
    clientId !== undefined &&
    clientId !== current.clientId &&
    !(await clientExists(db, clientId))
  )
    return unknownClient(clientId);
  const columns = definedOnly({
    clientId,
    homeFolder: changes.home_folder,
    allowedSources: changes.allowed_sources,
    enabled: changes.enabled,
  });
  try {
    const [row] = await db
      .update(ftpAccounts)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(ftpAccounts.id, current.id))
      .returning();
    return row && toFtpAccount(row);
  } catch (error) {
    if (isForeignKeyViolation(error) && clientId !== undefined) return unknownClient(clientId);
    throw error;
  }
}

/** Sets a new password (given, or generated): the account's id and the password, this once. */
export async function resetFtpPassword(
  db: AppDatabase,
  name: string,
  given: string | undefined,
): Promise<{ id: string; password: string } | undefined> {
  if (!(await accountRow(db, 'all', name))) return undefined;
  const password = given ?? newPassword();
  const [row] = await db
    .update(ftpAccounts)
    .set({ passwordHash: await hashSecret(password), updatedAt: sql`now()` })
    .where(eq(ftpAccounts.name, name))
    .returning({ name: ftpAccounts.name });
  return row && { id: row.name, password };
}

/** Deletes an account (its activity with it) and returns it as it was; undefined for none. */
export async function deleteFtpAccount(db: AppDatabase, name: string) {
  const [row] = await db.delete(ftpAccounts).where(eq(ftpAccounts.name, name)).returning();
  return row && toFtpAccount(row);
}
