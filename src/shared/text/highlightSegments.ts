/** Characters `start` (included) to `end` (excluded) of a text. */
export interface TextRange {
  start: number;
  end: number;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Cuts `text` at the highlight offsets: plain and highlighted pieces in order. Offsets are
 * clamped to the text, sorted, and overlapping or touching highlights merged, so a bad range
 * from the service can never hide or duplicate text.
 */
export const highlightSegments = (
  text: string,
  highlights: readonly TextRange[],
): TextSegment[] => {
  const clamp = (offset: number) =>
    Math.max(0, Math.min(text.length, Number.isFinite(offset) ? Math.trunc(offset) : 0));
  const ranges = highlights
    .map(({ start, end }) => ({ start: clamp(start), end: clamp(end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { start, end } of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
};
