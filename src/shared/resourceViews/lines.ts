/**
 * `lines` fields: a string[] edited as text, one item per line. While typing, every line is kept
 * (so Enter works); empty lines are dropped when the form is submitted (spec §5).
 */
export const formatLines = (value: unknown): string =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';

export const parseLines = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));

/** The non-empty lines, trimmed; accepts the text or the list. */
export const dropEmptyLines = (value: unknown): string[] => {
  const lines = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/\r?\n/)
      : [];
  return lines.map((line) => String(line ?? '').trim()).filter((line) => line !== '');
};
