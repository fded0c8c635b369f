import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../../db';
import { configApps } from '../../../db/schema';
import type { ClientScope } from '../clientScope';
import { listQuery, orderOf, pageOf } from '../simpleRest';
import { inScope } from './sql';
import { idsFilter, nameContains, nameMatches } from '../listFilters';

// The apps a metrics screen may filter on (`GET apps`): the configuration service's apps of one
// kind (`stream` for H2B, `batch` for batch jobs), each with the client that owns it.

export const MetricsApp = z.object({
  id: z.number().int().describe('App id (the configuration service’s), for `app_id`'),
  name: z.string(),
  client_id: z.number().int().describe('The client owning the app'),
});
export type MetricsApp = z.infer<typeof MetricsApp>;

export const AppListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    id: idsFilter.describe('Only these apps (react-admin `getMany`)'),
  }),
  sortFields: ['id', 'name'],
});
export type AppListQuery = z.infer<typeof AppListQuery>;

/**
 * A page of the apps of `type` the caller may see: administrators every one, a client user its
 * clients' apps.
 */
export async function listMetricsApps(
  db: AppDatabase,
  scope: ClientScope,
  type: 'stream' | 'batch',
  query: AppListQuery,
) {
  const filter = query.filter ?? {};
  const where = and(
    eq(configApps.type, type),
    inScope(configApps.clientId, scope),
    nameMatches(configApps.name, filter.q),
    filter.id && inArray(configApps.id, filter.id),
  );
  const { offset, limit } = pageOf(query.range);
  const sortColumns = { id: configApps.id, name: sql`lower(${configApps.name})` };
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: configApps.id, name: configApps.name, client_id: configApps.clientId })
      .from(configApps)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, ['name', 'ASC'], configApps.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(configApps).where(where),
  ]);
  return { offset, rows: rows satisfies MetricsApp[], total };
}
