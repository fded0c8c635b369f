import type { Speaker } from '../../../db/schema';
import { speakerCode, type CallIndex } from './callIndex';

/**
 * Where a clue looks: the turns of its speakers, consecutive turns of the same speaker merged
 * when the silence between them (next start − previous end) is at most the concatenation delay.
 * A segment is a run of merged turns, so its tokens are contiguous.
 */
export interface Segmentation {
  /** Segment of each global turn; −1 for a turn of another speaker. */
  readonly turnSegment: Int32Array;
  readonly segmentCall: Int32Array;
  /** First token and end (exclusive) of each segment. */
  readonly segmentFirstToken: Int32Array;
  readonly segmentEndToken: Int32Array;
  readonly count: number;
}

/** The segmentation of the index for these speakers and delay (memoised in the index). */
export function segmentation(
  index: CallIndex,
  speakers: readonly Speaker[],
  concatenationDelay: number,
): Segmentation {
  const allowed = new Set<number>(speakers.map(speakerCode));
  const key = `segments:${[...allowed].sort().join(',')}:${concatenationDelay}`;
  const known = index.memo.get(key) as Segmentation | undefined;
  if (known) return known;
  const { turnCall, turnSpeaker, turnStart, turnEnd, turnFirstToken } = index;
  const turns = turnCall.length;
  const turnSegment = new Int32Array(turns);
  const calls: number[] = [];
  const firsts: number[] = [];
  const ends: number[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    if (!allowed.has(turnSpeaker[turn])) {
      turnSegment[turn] = -1;
      continue;
    }
    const before = turn - 1;
    const merges =
      before >= 0 &&
      turnCall[before] === turnCall[turn] &&
      turnSegment[before] >= 0 &&
      turnSpeaker[before] === turnSpeaker[turn] &&
      turnStart[turn] - turnEnd[before] <= concatenationDelay;
    if (merges) {
      turnSegment[turn] = turnSegment[before];
      ends[ends.length - 1] = turnFirstToken[turn + 1];
    } else {
      turnSegment[turn] = calls.length;
      calls.push(turnCall[turn]);
      firsts.push(turnFirstToken[turn]);
      ends.push(turnFirstToken[turn + 1]);
    }
  }
  const result: Segmentation = {
    turnSegment,
    segmentCall: Int32Array.from(calls),
    segmentFirstToken: Int32Array.from(firsts),
    segmentEndToken: Int32Array.from(ends),
    count: calls.length,
  };
  index.memo.set(key, result);
  return result;
}
