import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { configApps, type AudioCodec, type ConfigAppRow } from '../../db/schema';
import { appRecordOf, appRecordQueries, findAppRow } from './appRows.queries';
import { insertAppRow, newAppRefs, updateAppRow } from './appWrites.queries';
import { apiKeyHint, hashSecret, newApiKey } from '../shared/secrets';
import type {
  CreatedStreamApp,
  CreateStreamApp,
  StreamApp,
  UpdateStreamApp,
} from './streamApps.schemas';
import type { Refused } from '../shared/clientRefs';

export const toStreamApp = (row: ConfigAppRow): StreamApp => ({
  ...appRecordOf(row),
  audio_codec: row.audioCodec ?? 'PCMA',
  sample_rate: row.sampleRate ?? 8000,
  max_streams: row.maxStreams ?? 1,
  api_key_hint: row.apiKeyHint,
});

/** A new key, and what is stored of it. */
async function issueKey() {
  const key = newApiKey();
  return { key, apiKeyHash: await hashSecret(key), apiKeyHint: apiKeyHint(key) };
}

export const {
  list: listStreamApps,
  find: findStreamApp,
  remove: deleteStreamApp,
} = appRecordQueries('stream', toStreamApp);

/** Adds a stream app with a new API key, returned this once; Refused on unknown references. */
export async function insertStreamApp(
  db: AppDatabase,
  app: CreateStreamApp,
): Promise<CreatedStreamApp | Refused> {
  const refs = await newAppRefs(db, 'stream', app);
  if ('errors' in refs) return refs;
  const { key, ...stored } = await issueKey();
  const row = await insertAppRow(db, {
    type: 'stream',
    name: app.name,
    ...refs,
    audioCodec: app.audio_codec,
    sampleRate: app.sample_rate,
    maxStreams: app.max_streams,
    enabled: app.enabled,
    ...stored,
  });
  return 'errors' in row ? row : { ...toStreamApp(row), api_key: key };
}

/** Changes the given fields; undefined when there is no such app, Refused on unknown references. */
export async function updateStreamApp(
  db: AppDatabase,
  id: number,
  changes: UpdateStreamApp,
): Promise<StreamApp | Refused | undefined> {
  const row = await updateAppRow(db, 'stream', id, changes, {
    name: changes.name,
    audioCodec: changes.audio_codec satisfies AudioCodec | undefined,
    sampleRate: changes.sample_rate,
    maxStreams: changes.max_streams,
    enabled: changes.enabled,
  });
  return row && ('errors' in row ? row : toStreamApp(row));
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
