/** Fields every record changes on each save: not worth showing as a change. */
const BOOKKEEPING = new Set(['updated_at', 'inserted_at']);

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const MAX_LENGTH = 80;

/** A value as one short line of text (long lists and texts cut). */
export const shortText = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
};

/** The top-level fields whose values differ between two versions of a record. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const asRecord = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const old = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: shortText(old[field]), after: shortText(now[field]) }));
}
