import type { Span } from '../../labels/labelRecord';

/** The attribute on each turn's text element in the transcript: the turn's index. */
export const TURN_TEXT_ATTRIBUTE = 'data-turn-text';

/**
 * Offsets in the browser count UTF-16 units; spans count Unicode code points (as the service and
 * most training tools do): an emoji is one character, not two.
 */
export const toCodePoints = (text: string, utf16Offset: number): number =>
  Array.from(text.slice(0, Math.max(0, utf16Offset))).length;

/** A span's text (code points `start` to `end` of the turn's text). */
export const spanText = (text: string, span: Pick<Span, 'start' | 'end'>): string =>
  Array.from(text).slice(span.start, span.end).join('');

/** A selection `start`–`end` (UTF-16, either order) of a turn's text as a span; undefined if empty. */
export const spanOf = (
  turn: number,
  text: string,
  start: number,
  end: number,
): Span | undefined => {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const span = { turn, start: toCodePoints(text, from), end: toCodePoints(text, to) };
  return span.end > span.start ? span : undefined;
};

const turnTextOf = (node: Node): Element | null | undefined =>
  (node instanceof Element ? node : node.parentElement)?.closest(`[${TURN_TEXT_ATTRIBUTE}]`);

/**
 * The text selected in the transcript, when it lies within one turn: its turn and UTF-16 offsets
 * in that turn's text; undefined otherwise (nothing selected, or across turns).
 */
export const transcriptSelection = (
  selection: Selection | null,
): { turn: number; start: number; end: number } | undefined => {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return undefined;
  const range = selection.getRangeAt(0);
  const element = turnTextOf(range.startContainer);
  if (!element || element !== turnTextOf(range.endContainer)) return undefined;
  const before = document.createRange();
  before.selectNodeContents(element);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const turn = Number(element.getAttribute(TURN_TEXT_ATTRIBUTE));
  if (!Number.isInteger(turn)) return undefined;
  return { turn, start, end: start + range.toString().length };
};
