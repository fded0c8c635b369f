import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type ConfigAppRow } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { checkAppRefs } from './appRefs';
import { deleteAppRow, findAppRow, listAppRows, type AppListQuery } from './appRows.queries';
import type { BatchApp, CreateBatchApp, UpdateBatchApp } from './batchApps.schemas';
import { unknownClient, type Refused, isForeignKeyViolation } from '../shared/clientRefs';

export const toBatchApp = (row: ConfigAppRow): BatchApp => ({
  id: row.id,
  name: row.name,
  client_id: row.clientId,
  language: row.language,
  language_model_alias: row.languageModelAlias,
  language_model_id: row.languageModelId,
  callback_url: row.callbackUrl,
  enabled: row.enabled,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listBatchApps(db: AppDatabase, scope: ClientScope, query: AppListQuery) {
  const page = await listAppRows(db, 'batch', scope, query);
  return { ...page, rows: page.rows.map(toBatchApp) };
}

export async function findBatchApp(db: AppDatabase, scope: ClientScope, id: number) {
  const row = await findAppRow(db, 'batch', scope, id);
  return row && toBatchApp(row);
}

/** Adds a batch app; Refused when its client or alias is unknown. */
export async function insertBatchApp(
  db: AppDatabase,
  app: CreateBatchApp,
): Promise<BatchApp | Refused> {
  const refs = { clientId: app.client_id, language: app.language, alias: app.language_model_alias };
  const checked = await checkAppRefs(db, refs, { isoAliases: false });
  if ('errors' in checked) return checked;
  try {
    const [row] = await db
      .insert(configApps)
      .values({
        type: 'batch',
        name: app.name,
        clientId: app.client_id,
        language: app.language,
        languageModelAlias: checked.model?.alias ?? app.language_model_alias,
        languageModelId: checked.model?.id ?? null,
        callbackUrl: app.callback_url,
        enabled: app.enabled,
      })
      .returning();
    return toBatchApp(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(app.client_id);
    throw error;
  }
}

/** Changes the given fields; undefined when there is no such app, Refused on unknown references. */
export async function updateBatchApp(
  db: AppDatabase,
  id: number,
  changes: UpdateBatchApp,
): Promise<BatchApp | Refused | undefined> {
  const current = await findAppRow(db, 'batch', 'all', id);
  if (!current) return undefined;
  const stored = {
    clientId: current.clientId,
    language: current.language,
    alias: current.languageModelAlias,
  };
  const refs = {
    clientId: changes.client_id ?? stored.clientId,
    language: changes.language ?? stored.language,
    alias: changes.language_model_alias ?? stored.alias,
  };
  const checked = await checkAppRefs(db, refs, {
    isoAliases: false,
    unchanged: { ...stored, modelId: current.languageModelId },
  });
  if ('errors' in checked) return checked;
  const columns = Object.fromEntries(
    Object.entries({
      name: changes.name,
      callbackUrl: changes.callback_url,
      enabled: changes.enabled,
    }).filter(([, value]) => value !== undefined),
  );
  try {
    const [row] = await db
      .update(configApps)
      .set({
        ...columns,
        clientId: refs.clientId,
        language: refs.language,
        languageModelAlias: checked.model?.alias ?? refs.alias,
        languageModelId: checked.model?.id ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(configApps.id, id), eq(configApps.type, 'batch')))
      .returning();
    return row && toBatchApp(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(refs.clientId);
    throw error;
  }
}

export async function deleteBatchApp(db: AppDatabase, id: number) {
  const row = await deleteAppRow(db, 'batch', id);
  return row && toBatchApp(row);
}
