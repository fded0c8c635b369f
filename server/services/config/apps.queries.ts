import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type ConfigAppRow } from '../../db/schema/config';
import type { ConfigApp } from './apps.schemas';

const toApp = (row: ConfigAppRow): ConfigApp => ({
  id: row.id,
  name: row.name,
  type: row.type === 'stream' ? 'stream' : 'batch',
  language_model_id: row.languageModelId,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Every app, or those using one language-model configuration, oldest first. */
export async function listApps(db: AppDatabase, languageModelId?: number): Promise<ConfigApp[]> {
  const rows = await db
    .select()
    .from(configApps)
    .where(
      languageModelId === undefined ? undefined : eq(configApps.languageModelId, languageModelId),
    )
    .orderBy(asc(configApps.id));
  return rows.map(toApp);
}
