import type { AppDatabase } from '../../db';
import type { ConfigAppRow } from '../../db/schema';
import type { Refused } from '../shared/clientRefs';
import { appRecordOf, appRecordQueries } from './appRows.queries';
import { insertAppRow, newAppRefs, updateAppRow } from './appWrites.queries';
import type { BatchApp, CreateBatchApp, UpdateBatchApp } from './batchApps.schemas';

export const toBatchApp = (row: ConfigAppRow): BatchApp => ({
  ...appRecordOf(row),
  callback_url: row.callbackUrl,
});

export const {
  list: listBatchApps,
  find: findBatchApp,
  remove: deleteBatchApp,
} = appRecordQueries('batch', toBatchApp);

/** Adds a batch app; Refused when its client or alias is unknown. */
export async function insertBatchApp(
  db: AppDatabase,
  app: CreateBatchApp,
): Promise<BatchApp | Refused> {
  const refs = await newAppRefs(db, 'batch', app);
  if ('errors' in refs) return refs;
  const row = await insertAppRow(db, {
    type: 'batch',
    name: app.name,
    ...refs,
    callbackUrl: app.callback_url,
    enabled: app.enabled,
  });
  return 'errors' in row ? row : toBatchApp(row);
}

/** Changes the given fields; undefined when there is no such app, Refused on unknown references. */
export async function updateBatchApp(
  db: AppDatabase,
  id: number,
  changes: UpdateBatchApp,
): Promise<BatchApp | Refused | undefined> {
  const row = await updateAppRow(db, 'batch', id, changes, {
    name: changes.name,
    callbackUrl: changes.callback_url,
    enabled: changes.enabled,
  });
  return row && ('errors' in row ? row : toBatchApp(row));
}
