import type { ClueRow, TagRow } from '../../db/schema';
import { canWrite, type Owner } from '../shared/ownership';

/**
 * The columns a clue row and a tag row share, as both services return them (spec §3). The
 * private description only to who may change the record: never the platform's to a client.
 */
export const describedRecordOf = (row: ClueRow | TagRow, owner: Owner) => ({
  id: row.id,
  uuid: row.uuid,
  label: row.label,
  lang: row.lang,
  package: row.package,
  private_description: canWrite(owner, row.clientId) ? row.privateDescription : '',
  public_description: row.publicDescription,
  concatenation_delay: row.concatenationDelay,
  client_id: row.clientId,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
