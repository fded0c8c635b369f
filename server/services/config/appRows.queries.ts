import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type AppType, type ConfigAppRow } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { orderOf, type Range, type SortOrder } from '../shared/simpleRest';
import type { APP_SORT_FIELDS, AppFilter, AppRecord } from './appFields';
import { clientCondition } from '../shared/clientListing';
import { nameMatches } from '../shared/listFilters';
import { selectPage } from '../shared/selectPage';

// The rows of one type of app (batch or stream) in `config_apps`, as the caller may read them.

/** The fields every app answer has (`appRecordFields`). */
export const appRecordOf = (row: ConfigAppRow): AppRecord => ({
  id: row.id,
  name: row.name,
  client_id: row.clientId,
  language: row.language,
  language_model_alias: row.languageModelAlias,
  language_model_id: row.languageModelId,
  enabled: row.enabled,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type AppSortField = (typeof APP_SORT_FIELDS)[number];

export interface AppListQuery {
  filter?: AppFilter;
  range?: Range;
  sort?: readonly [AppSortField, SortOrder];
}

const sortColumns = {
  id: configApps.id,
  name: sql`lower(${configApps.name})`,
  client_id: configApps.clientId,
  language: configApps.language,
  language_model_alias: sql`lower(${configApps.languageModelAlias})`,
  enabled: configApps.enabled,
  inserted_at: configApps.insertedAt,
  updated_at: configApps.updatedAt,
};

/** A page of the apps of `type` the caller may read (by name unless `sort` says otherwise). */
export async function listAppRows(
  db: AppDatabase,
  type: AppType,
  scope: ClientScope,
  query: AppListQuery,
) {
  const filter = query.filter ?? {};
  const where = and(
    eq(configApps.type, type),
    clientCondition(configApps.clientId, scope, filter.client_id),
    nameMatches(configApps.name, filter.q),
    filter.id && inArray(configApps.id, filter.id.length ? filter.id : [0]),
    filter.language === undefined ? undefined : eq(configApps.language, filter.language),
    filter.enabled === undefined ? undefined : eq(configApps.enabled, filter.enabled),
  );
  const order = orderOf(query.sort, sortColumns, ['name', 'ASC'], configApps.id);
  return selectPage(db, configApps, where, order, query.range);
}

/** An app of `type` the caller may read; undefined for none (or another client's). */
export async function findAppRow(
  db: AppDatabase,
  type: AppType,
  scope: ClientScope,
  id: number,
): Promise<ConfigAppRow | undefined> {
  const [row] = await db
    .select()
    .from(configApps)
    .where(
      and(
        eq(configApps.id, id),
        eq(configApps.type, type),
        clientCondition(configApps.clientId, scope, undefined),
      ),
    );
  return row;
}

/** Deletes an app of `type` and returns it as it was; undefined when there is none. */
export async function deleteAppRow(
  db: AppDatabase,
  type: AppType,
  id: number,
): Promise<ConfigAppRow | undefined> {
  const [row] = await db
    .delete(configApps)
    .where(and(eq(configApps.id, id), eq(configApps.type, type)))
    .returning();
  return row;
}

/** Listing, reading and deleting the apps of `type`, answered as `toRecord` makes them. */
export const appRecordQueries = <AppAnswer>(
  type: AppType,
  toRecord: (row: ConfigAppRow) => AppAnswer,
) => ({
  async list(db: AppDatabase, scope: ClientScope, query: AppListQuery) {
    const page = await listAppRows(db, type, scope, query);
    return { ...page, rows: page.rows.map(toRecord) };
  },
  async find(db: AppDatabase, scope: ClientScope, id: number) {
    const row = await findAppRow(db, type, scope, id);
    return row && toRecord(row);
  },
  async remove(db: AppDatabase, id: number) {
    const row = await deleteAppRow(db, type, id);
    return row && toRecord(row);
  },
});
