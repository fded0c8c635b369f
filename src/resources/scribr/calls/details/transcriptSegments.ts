import type { TextRange } from '../../../../shared/text/highlightSegments';
import type { TranscriptWord } from '../callRecord';

/** Below this confidence a recognised word is shown dimmed. */
export const LOW_CONFIDENCE = 0.6;

export interface TranscriptSegment {
  text: string;
  /** Part of the chosen tag's match. */
  tag: boolean;
  /** A word of the list's search. */
  search: boolean;
  /** The recogniser's confidence, for a word recognised with low confidence. */
  confidence?: number;
}

interface Marks {
  tag?: readonly TextRange[];
  search?: readonly TextRange[];
  words?: readonly TranscriptWord[];
}

/** Where each low-confidence word sits in the text (words follow the text in order). */
export const lowConfidenceRanges = (
  text: string,
  words: readonly TranscriptWord[] = [],
): (TextRange & { confidence: number })[] => {
  const ranges: (TextRange & { confidence: number })[] = [];
  let cursor = 0;
  for (const { word, confidence } of words) {
    const start = text.indexOf(word, cursor);
    if (start < 0) continue;
    cursor = start + word.length;
    if (confidence < LOW_CONFIDENCE) ranges.push({ start, end: cursor, confidence });
  }
  return ranges;
};

const within = (at: number, ranges: readonly TextRange[]) =>
  ranges.some(({ start, end }) => start <= at && at < end);

/**
 * A turn's text cut where any mark starts or ends: each piece says whether it is in the chosen
 * tag's match, a searched word, or a low-confidence word. Offsets are clamped to the text, so a
 * bad range never hides or repeats text.
 */
export const transcriptSegments = (text: string, marks: Marks): TranscriptSegment[] => {
  const clamp = (offset: number) => Math.max(0, Math.min(text.length, Math.trunc(offset) || 0));
  const tag = (marks.tag ?? []).map((r) => ({ start: clamp(r.start), end: clamp(r.end) }));
  const search = (marks.search ?? []).map((r) => ({ start: clamp(r.start), end: clamp(r.end) }));
  const dim = lowConfidenceRanges(text, marks.words);
  const cuts = new Set([0, text.length]);
  for (const { start, end } of [...tag, ...search, ...dim]) {
    cuts.add(start);
    cuts.add(end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TranscriptSegment[] = [];
  for (let at = 0; at < points.length - 1; at += 1) {
    const [start, end] = [points[at], points[at + 1]];
    if (end <= start) continue;
    const word = dim.find((range) => range.start <= start && start < range.end);
    const segment = {
      text: text.slice(start, end),
      tag: within(start, tag),
      search: within(start, search),
      confidence: word?.confidence,
    };
    const last = segments[segments.length - 1];
    if (
      last &&
      last.tag === segment.tag &&
      last.search === segment.search &&
      last.confidence === segment.confidence
    ) {
      last.text += segment.text;
    } else segments.push(segment);
  }
  return segments;
};
