import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type AudioCodec, type ConfigAppRow } from '../../db/schema';
import type { ClientScope } from '../shared/clientScope';
import { checkAppRefs } from './appRefs';
import { deleteAppRow, findAppRow, listAppRows, type AppListQuery } from './appRows.queries';
import { apiKeyHint, hashSecret, newApiKey } from '../shared/secrets';
import type {
  CreatedStreamApp,
  CreateStreamApp,
  StreamApp,
  UpdateStreamApp,
} from './streamApps.schemas';
import { unknownClient, type Refused, isForeignKeyViolation } from '../shared/clientRefs';

export const toStreamApp = (row: ConfigAppRow): StreamApp => ({
  id: row.id,
  name: row.name,
  client_id: row.clientId,
  language: row.language,
  language_model_alias: row.languageModelAlias,
  language_model_id: row.languageModelId,
  audio_codec: row.audioCodec ?? 'PCMA',
  sample_rate: row.sampleRate ?? 8000,
  max_streams: row.maxStreams ?? 1,
  enabled: row.enabled,
  api_key_hint: row.apiKeyHint,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A new key, and what is stored of it. */
async function issueKey() {
  const key = newApiKey();
  return { key, apiKeyHash: await hashSecret(key), apiKeyHint: apiKeyHint(key) };
}

export async function listStreamApps(db: AppDatabase, scope: ClientScope, query: AppListQuery) {
  const page = await listAppRows(db, 'stream', scope, query);
  return { ...page, rows: page.rows.map(toStreamApp) };
}

export async function findStreamApp(db: AppDatabase, scope: ClientScope, id: number) {
  const row = await findAppRow(db, 'stream', scope, id);
  return row && toStreamApp(row);
}

/** Adds a stream app with a new API key, returned this once; Refused on unknown references. */
export async function insertStreamApp(
  db: AppDatabase,
  app: CreateStreamApp,
): Promise<CreatedStreamApp | Refused> {
  const refs = { clientId: app.client_id, language: app.language, alias: app.language_model_alias };
  const checked = await checkAppRefs(db, refs, { isoAliases: true });
  if ('errors' in checked) return checked;
  const { key, ...stored } = await issueKey();
  try {
    const [row] = await db
      .insert(configApps)
      .values({
        type: 'stream',
        name: app.name,
        clientId: app.client_id,
        language: app.language,
        languageModelAlias: checked.model?.alias ?? app.language_model_alias,
        languageModelId: checked.model?.id ?? null,
        audioCodec: app.audio_codec,
        sampleRate: app.sample_rate,
        maxStreams: app.max_streams,
        enabled: app.enabled,
        ...stored,
      })
      .returning();
    return { ...toStreamApp(row), api_key: key };
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(app.client_id);
    throw error;
  }
}

/** Changes the given fields; undefined when there is no such app, Refused on unknown references. */
export async function updateStreamApp(
  db: AppDatabase,
  id: number,
  changes: UpdateStreamApp,
): Promise<StreamApp | Refused | undefined> {
  const current = await findAppRow(db, 'stream', 'all', id);
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
    isoAliases: true,
    unchanged: { ...stored, modelId: current.languageModelId },
  });
  if ('errors' in checked) return checked;
  const columns = Object.fromEntries(
    Object.entries({
      name: changes.name,
      audioCodec: changes.audio_codec satisfies AudioCodec | undefined,
      sampleRate: changes.sample_rate,
      maxStreams: changes.max_streams,
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
      .where(and(eq(configApps.id, id), eq(configApps.type, 'stream')))
      .returning();
    return row && toStreamApp(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) return unknownClient(refs.clientId);
    throw error;
  }
}

/** Replaces a stream app's API key: its id and the new key (this once); undefined for none. */
export async function rotateStreamAppKey(
  db: AppDatabase,
  id: number,
): Promise<{ id: number; api_key: string } | undefined> {
  if (!(await findAppRow(db, 'stream', 'all', id))) return undefined;
  const { key, ...stored } = await issueKey();
  const [row] = await db
    .update(configApps)
    .set({ ...stored, updatedAt: sql`now()` })
    .where(and(eq(configApps.id, id), eq(configApps.type, 'stream')))
    .returning({ id: configApps.id });
  return row && { id: row.id, api_key: key };
}

export async function deleteStreamApp(db: AppDatabase, id: number) {
  const row = await deleteAppRow(db, 'stream', id);
  return row && toStreamApp(row);
}
