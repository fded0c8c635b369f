import type { CallIndex } from './callIndex';
import type { Span } from './booleanMatch';

/** A matched stretch of one turn: turn index in its call, character offsets in the turn text. */
export interface TurnMatch {
  turn: number;
  start: number;
  end: number;
}

/**
 * The spans of one call as character ranges of its turns, sorted by turn then offset; overlapping
 * ranges are merged, and a span that runs over two merged turns gives a range in each.
 */
export function turnMatches(index: CallIndex, call: number, spans: readonly Span[]): TurnMatch[] {
  const { tokenTurn, tokenStart, tokenEnd, turnFirstToken } = index;
  const firstTurn = index.callFirstTurn[call];
  const ranges: TurnMatch[] = [];
  for (const [first, last] of spans) {
    for (let token = first; token <= last;) {
      const turn = tokenTurn[token];
      const end = Math.min(last, turnFirstToken[turn + 1] - 1);
      ranges.push({ turn: turn - firstTurn, start: tokenStart[token], end: tokenEnd[end] });
      token = end + 1;
    }
  }
  ranges.sort((a, b) => a.turn - b.turn || a.start - b.start);
  const merged: TurnMatch[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && previous.turn === range.turn && range.start <= previous.end)
      previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
