import type { Speaker } from '../../../db/schema';
import type { CallIndex } from './callIndex';
import type { ClueQuery } from './clueQuery';
import { evaluateTree, type Matches, type MatchTree, type Span } from './booleanMatch';
import { segmentation, type Segmentation } from './segments';
import { wordOccurrences } from './wordOccurrences';

/** What the engine needs of a clue. */
export interface ClueDefinition {
  query: ClueQuery;
  speakers: readonly Speaker[];
  concatenationDelay: number;
}

// Backtracking steps allowed to place the words of one sloppy phrase occurrence.
const MAX_PLACEMENT_STEPS = 10000;

/** Whether the sorted list holds the value. */
function includes(list: Int32Array, value: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low < list.length && list[low] === value;
}

/** The values of the sorted list within [from, to]. */
function within(list: Int32Array, from: number, to: number): number[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < from) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let at = low; at < list.length && list[at] <= to; at += 1) found.push(list[at]);
  return found;
}

/**
 * One position per word, all different, such that the offsets (position − rank in the phrase)
 * spread over at most `slop`: Lucene's sloppy-phrase distance (words may also swap places).
 */
function place(candidates: number[][], slop: number): number[] | undefined {
  const chosen: number[] = [];
  let steps = 0;
  const next = (rank: number, low: number, high: number): boolean => {
    if (rank === candidates.length) return true;
    for (const position of candidates[rank]) {
      steps += 1;
      if (steps > MAX_PLACEMENT_STEPS) return false;
      const offset = position - rank;
      const newLow = Math.min(low, offset);
      const newHigh = Math.max(high, offset);
      if (newHigh - newLow > slop || chosen.includes(position)) continue;
      chosen.push(position);
      if (next(rank + 1, newLow, newHigh)) return true;
      chosen.pop();
    }
    return false;
  };
  return next(0, Infinity, -Infinity) ? chosen : undefined;
}

/** Segments where a word or phrase occurs, with its spans. */
function matchWords(
  index: CallIndex,
  segments: Segmentation,
  query: Extract<ClueQuery, { kind: 'match' }>,
): Matches {
  const matches: Matches = new Map();
  const add = (segment: number, span: Span) => {
    const list = matches.get(segment);
    if (list) list.push(span);
    else matches.set(segment, [span]);
  };
  const lists = query.words.map((word) => wordOccurrences(index, word));
  if (lists.some((list) => list.length === 0)) return matches;
  const segmentOf = (token: number) => segments.turnSegment[index.tokenTurn[token]];
  if (lists.length === 1) {
    for (const token of lists[0]) {
      const segment = segmentOf(token);
      if (segment >= 0) add(segment, [token, token]);
    }
    return matches;
  }
  // Each occurrence of the rarest word anchors a candidate occurrence of the phrase.
  const anchor = lists.reduce(
    (best, list, rank) => (list.length < lists[best].length ? rank : best),
    0,
  );
  const { slop } = query;
  for (const token of lists[anchor]) {
    const segment = segmentOf(token);
    if (segment < 0) continue;
    const first = segments.segmentFirstToken[segment];
    const last = segments.segmentEndToken[segment] - 1;
    const base = token - anchor;
    if (slop === 0) {
      const fits =
        base >= first &&
        base + lists.length - 1 <= last &&
        lists.every((list, rank) => rank === anchor || includes(list, base + rank));
      if (fits) add(segment, [base, base + lists.length - 1]);
      continue;
    }
    const candidates = lists.map((list, rank) =>
      rank === anchor
        ? [token]
        : within(list, Math.max(first, base + rank - slop), Math.min(last, base + rank + slop)),
    );
    if (candidates.some((list) => list.length === 0)) continue;
    const placed = place(candidates, slop)?.sort((a, b) => a - b);
    // Neighbouring words highlight as one stretch, words apart each on its own.
    let runStart = -1;
    placed?.forEach((position, at) => {
      if (runStart < 0) runStart = position;
      if (placed[at + 1] !== position + 1) {
        add(segment, [runStart, position]);
        runStart = -1;
      }
    });
  }
  return matches;
}

function toTree(index: CallIndex, segments: Segmentation, query: ClueQuery): MatchTree {
  switch (query.kind) {
    case 'match':
      return { kind: 'leaf', matches: matchWords(index, segments, query) };
    case 'not':
      return { kind: 'not', item: toTree(index, segments, query.item) };
    default:
      return { kind: query.kind, items: query.items.map((item) => toTree(index, segments, item)) };
  }
}

/**
 * The calls (positions in the index) where the clue holds, with the spans that make it hold. The
 * whole query is evaluated on each segment of the clue's speakers (merged turns); the clue holds in
 * a call when it holds in at least one of its segments, so its words must all be said in one
 * segment, and `-word` excludes the segments where that word is said.
 */
export function matchClue(index: CallIndex, clue: ClueDefinition): Matches {
  const segments = segmentation(index, clue.speakers, clue.concatenationDelay);
  const bySegment = evaluateTree(toTree(index, segments, clue.query), segments.count);
  const byCall: Matches = new Map();
  for (const [segment, spans] of bySegment) {
    const call = segments.segmentCall[segment];
    const list = byCall.get(call);
    if (list) list.push(...spans);
    else byCall.set(call, [...spans]);
  }
  return byCall;
}
