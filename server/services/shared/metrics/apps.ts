import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppDatabase } from '../../../db';
import { configApps } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import type { ClientScope } from '../clientScope';
import { positiveInteger } from '../fields';
import { listQuery, orderOf, pageOf } from '../simpleRest';
import { inScope } from './sql';

// The apps a metrics screen may filter on (`GET apps`): the configuration service's apps of one
// kind (`stream` for H2B, `batch` for batch jobs). An app's client is read from its metrics rows
// (config_apps has no client column yet; when it gets one, read it there).

export const MetricsApp = z.object({
  id: z.number().int().describe('App id (the configuration service’s), for `app_id`'),
  name: z.string(),
  client_id: z
    .number()
    .int()
    .nullable()
    .describe('The client whose metrics the app has; null: none yet (administrators only)'),
});
export type MetricsApp = z.infer<typeof MetricsApp>;

const MAX_NAME_FILTER = 100;
const MAX_IDS = 1000;

export const AppListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_NAME_FILTER, msg('field.tooLong', { max: MAX_NAME_FILTER }))
      .optional()
      .describe('Text the name contains, case aside'),
    id: z
      .array(positiveInteger(), { error: msg('field.positiveInteger') })
      .max(MAX_IDS, msg('field.tooManyItems', { max: MAX_IDS }))
      .optional()
      .describe('Only these apps (react-admin `getMany`)'),
  }),
  sortFields: ['id', 'name'],
});
export type AppListQuery = z.infer<typeof AppListQuery>;

/** Where an app's metrics live: the table and its app and client columns. */
export interface MetricsSource {
  table: PgTable;
  appId: AnyPgColumn;
  clientId: AnyPgColumn;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A page of the apps of `type` the caller may see: administrators every one, a client user those
 * with metrics of its clients. Each with the (smallest) client id of its metrics rows in scope.
 */
export async function listMetricsApps(
  db: AppDatabase,
  scope: ClientScope,
  type: 'stream' | 'batch',
  source: MetricsSource,
  query: AppListQuery,
) {
  const scoped = inScope(source.clientId, scope);
  const rowsInScope = (extra?: SQL) =>
    sql`FROM ${source.table} WHERE ${source.appId} = ${configApps.id}${scoped ? sql` AND ${scoped}` : sql``}${extra ?? sql``}`;
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const where = and(
    eq(configApps.type, type),
    scoped && sql`EXISTS (SELECT 1 ${rowsInScope()})`,
    q ? ilike(configApps.name, `%${likeLiteral(q)}%`) : undefined,
    filter.id && inArray(configApps.id, filter.id),
  );
  const { offset, limit } = pageOf(query.range);
  const sortColumns = { id: configApps.id, name: sql`lower(${configApps.name})` };
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: configApps.id,
        name: configApps.name,
        client_id: sql<number | null>`(SELECT min(${source.clientId}) ${rowsInScope()})`,
      })
      .from(configApps)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['name', 'ASC'], configApps.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(configApps).where(where),
  ]);
  return { offset, rows: rows as MetricsApp[], total };
}
