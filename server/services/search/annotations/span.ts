import type { TranscriptTurn } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import type { FieldErrors } from '../../shared/errors';
import type { Span } from './annotations.schemas';

// Spans count Unicode code points, as most training tools do (Python's str): an emoji is one
// character, not two UTF-16 units.
const codePoints = (text: string) => Array.from(text);

/** What is wrong with a span on this transcript: field → messages, empty when it fits. */
export function spanErrors(span: Span | null, transcript: readonly TranscriptTurn[]): FieldErrors {
  if (!span) return {};
  const turn = transcript[span.turn];
  if (!turn) return { 'span.turn': [msg('annotations.spanTurn', { count: transcript.length })] };
  const length = codePoints(turn.text).length;
  if (span.end > length) return { 'span.end': [msg('annotations.spanEnd', { count: length })] };
  return {};
}

/** The text a span covers, or every turn's text (one line each) without a span. */
export function spanText(
  span: { turn: number; start: number; end: number } | null,
  transcript: readonly TranscriptTurn[],
): string {
  if (!span) return transcript.map((turn) => turn.text).join('\n');
  const text = transcript[span.turn]?.text ?? '';
  return codePoints(text).slice(span.start, span.end).join('');
}
