import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../../db';
import { configApps } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import type { ClientScope } from '../clientScope';
import { positiveInteger } from '../fields';
import { listQuery, orderOf, pageOf } from '../simpleRest';
import { inScope } from './sql';

// The apps a metrics screen may filter on (`GET apps`): the configuration service's apps of one
// kind (`stream` for H2B, `batch` for batch jobs), each with the client that owns it.

export const MetricsApp = z.object({
  id: z.number().int().describe('App id (the configuration service’s), for `app_id`'),
  name: z.string(),
  client_id: z.number().int().describe('The client owning the app'),
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

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

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
  const q = filter.q?.trim();
  const where = and(
    eq(configApps.type, type),
    inScope(configApps.clientId, scope),
    q ? ilike(configApps.name, `%${likeLiteral(q)}%`) : undefined,
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
