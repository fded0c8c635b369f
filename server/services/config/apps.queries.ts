import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type ConfigAppRow } from '../../db/schema/config';
import type { ClientScope } from '../shared/clientScope';
import type { ConfigApp } from './apps.schemas';
import { clientCondition } from '../shared/clientListing';

const toApp = (row: ConfigAppRow): ConfigApp => ({
  id: row.id,
  name: row.name,
  type: row.type,
  language_model_id: row.languageModelId,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The apps of the caller's clients (administrators: every app), or those using one language-model
 * configuration, oldest first.
 */
export async function listApps(
  db: AppDatabase,
  scope: ClientScope,
  languageModelId?: number,
): Promise<ConfigApp[]> {
  const rows = await db
    .select()
    .from(configApps)
    .where(
      and(
        clientCondition(configApps.clientId, scope, undefined),
        languageModelId === undefined ? undefined : eq(configApps.languageModelId, languageModelId),
      ),
    )
    .orderBy(asc(configApps.id));
  return rows.map(toApp);
}
