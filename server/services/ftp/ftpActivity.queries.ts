import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { ftpAccounts, ftpFiles, ftpLogins } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { orderOf, pageOf } from '../shared/simpleRest';
import {
  LAST_FILES,
  LAST_LOGINS,
  type FtpActivity,
  type FtpActivityDetail,
  type FtpActivityListQuery,
} from './ftpActivity.schemas';
import { clientCondition } from '../shared/clientListing';
import { nameMatches } from '../shared/listFilters';

// Correlated subqueries on the account row (written out: drizzle renders a column of the main
// table unqualified, which the subquery would read as its own).
const lastLoginAt = sql<Date | null>`(SELECT max(l."at") FROM "ftp_logins" l WHERE l."account_id" = "ftp_accounts"."id" AND l."success")`;
const filesReceived = sql<number>`(SELECT count(*) FROM "ftp_files" f WHERE f."account_id" = "ftp_accounts"."id")::integer`;
const filesFailed = sql<number>`(SELECT count(*) FROM "ftp_files" f WHERE f."account_id" = "ftp_accounts"."id" AND f."state" = 'failed')::integer`;

const activityColumns = {
  id: ftpAccounts.id,
  name: ftpAccounts.name,
  clientId: ftpAccounts.clientId,
  enabled: ftpAccounts.enabled,
  lastLoginAt: lastLoginAt.mapWith(ftpLogins.at),
  filesReceived: filesReceived.mapWith(Number),
  filesFailed: filesFailed.mapWith(Number),
};

const sortColumns = {
  id: ftpAccounts.id,
  name: ftpAccounts.name,
  client_id: ftpAccounts.clientId,
  enabled: ftpAccounts.enabled,
  // Never signed in: before any sign-in.
  last_login_at: sql`coalesce(${lastLoginAt}, '-infinity'::timestamptz)`,
  files_received: filesReceived,
  files_failed: filesFailed,
};

interface ActivityRow {
  id: number;
  name: string;
  clientId: number;
  enabled: boolean;
  lastLoginAt: Date | null;
  filesReceived: number;
  filesFailed: number;
}

const toActivity = (row: ActivityRow): FtpActivity => ({
  id: row.id,
  name: row.name,
  client_id: row.clientId,
  enabled: row.enabled,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  files_received: row.filesReceived,
  files_failed: row.filesFailed,
});

/** A page of the caller's FTP accounts with their activity, by name unless `sort` says otherwise. */
export async function listFtpActivity(
  db: AppDatabase,
  scope: ClientScope,
  query: FtpActivityListQuery,
) {
  const filter = query.filter ?? {};
  const where = and(
    clientCondition(ftpAccounts.clientId, scope, filter.client_id),
    nameMatches(ftpAccounts.name, filter.q),
    filter.id && inArray(ftpAccounts.id, filter.id.length ? filter.id : [0]),
    filter.enabled === undefined ? undefined : eq(ftpAccounts.enabled, filter.enabled),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(activityColumns)
      .from(ftpAccounts)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['name', 'ASC'], ftpAccounts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(ftpAccounts).where(where),
  ]);
  return { offset, rows: rows.map(toActivity), total };
}

/**
 * One account's activity with its last sign-ins and files; undefined for none (or another
 * client's).
 */
export async function findFtpActivity(
  db: AppDatabase,
  scope: ClientScope,
  id: number,
): Promise<FtpActivityDetail | undefined> {
  const [row] = await db
    .select(activityColumns)
    .from(ftpAccounts)
    .where(and(eq(ftpAccounts.id, id), clientCondition(ftpAccounts.clientId, scope, undefined)));
  if (!row) return undefined;
  const [logins, files] = await Promise.all([
    db
      .select()
      .from(ftpLogins)
      .where(eq(ftpLogins.accountId, id))
      .orderBy(desc(ftpLogins.at), desc(ftpLogins.id))
      .limit(LAST_LOGINS),
    db
      .select()
      .from(ftpFiles)
      .where(eq(ftpFiles.accountId, id))
      .orderBy(desc(ftpFiles.receivedAt), desc(ftpFiles.id))
      .limit(LAST_FILES),
  ]);
  return {
    ...toActivity(row),
    logins: logins.map((login) => ({
      at: login.at.toISOString(),
      source: login.source,
      success: login.success,
    })),
    files: files.map((file) => ({
      name: file.name,
      size: file.size,
      received_at: file.receivedAt.toISOString(),
      state: file.state,
      error: file.error,
    })),
  };
}
