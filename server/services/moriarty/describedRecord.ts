import type { ClueRow, TagRow } from '../../db/schema';

/** The columns a clue row and a tag row share, as both services return them (spec §3). */
export const describedRecordOf = (row: ClueRow | TagRow) => ({
  id: row.id,
  uuid: row.uuid,
  label: row.label,
  lang: row.lang,
  package: row.package,
  private_description: row.privateDescription,
  public_description: row.publicDescription,
  concatenation_delay: row.concatenationDelay,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
