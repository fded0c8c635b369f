import type { Speaker } from '../../../db/schema';
import { tokenise, type Token } from './normalise';

/** What the engine reads of a transcript turn. */
export interface IndexableTurn {
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
}

export interface IndexableCall {
  transcript: readonly IndexableTurn[];
}

/**
 * A normalised token index of a set of calls, built once and evaluated many times. Turns and
 * tokens are numbered globally (call after call, turn after turn), so a token's call, turn and
 * neighbours are array look-ups; `postings[term]` lists the tokens of each normalised word.
 */
export interface CallIndex<C extends IndexableCall = IndexableCall> {
  readonly calls: readonly C[];
  /** First global turn of each call; one more entry for the end. */
  readonly callFirstTurn: Int32Array;
  readonly turnCall: Int32Array;
  /** 0 = `in`, 1 = `out`. */
  readonly turnSpeaker: Uint8Array;
  readonly turnStart: Float64Array;
  readonly turnEnd: Float64Array;
  /** First global token of each turn; one more entry for the end. */
  readonly turnFirstToken: Int32Array;
  readonly tokenTurn: Int32Array;
  /** Character offsets of each token in its turn's text. */
  readonly tokenStart: Int32Array;
  readonly tokenEnd: Int32Array;
  readonly terms: readonly string[];
  readonly termIds: ReadonlyMap<string, number>;
  /** Term ids in the alphabetical order of their terms (prefix look-ups). */
  readonly sortedTermIds: Int32Array;
  /** Sorted global token numbers of each term. */
  readonly postings: readonly Int32Array[];
  /** Work the evaluations reuse: segmentations, expanded word patterns. */
  readonly memo: Map<string, unknown>;
}

export const speakerCode = (speaker: Speaker) => (speaker === 'in' ? 0 : 1);

/** Builds the token index of the calls (in the order given). */
export function buildCallIndex<C extends IndexableCall>(calls: readonly C[]): CallIndex<C> {
  const spellings = new Map<string, string>();
  // Calls say the same lines again and again (greetings, scripts): each text tokenised once.
  const tokenised = new Map<string, Token[]>();
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const turnCount = calls.reduce((sum, call) => sum + call.transcript.length, 0);
  const callFirstTurn = new Int32Array(calls.length + 1);
  const turnCall = new Int32Array(turnCount);
  const turnSpeaker = new Uint8Array(turnCount);
  const turnStart = new Float64Array(turnCount);
  const turnEnd = new Float64Array(turnCount);
  const turnFirstToken = new Int32Array(turnCount + 1);
  const tokenTerm: number[] = [];
  const tokenTurn: number[] = [];
  const tokenStart: number[] = [];
  const tokenEnd: number[] = [];
  let turn = 0;
  calls.forEach((call, callIndex) => {
    callFirstTurn[callIndex] = turn;
    for (const { speaker, start, end, text } of call.transcript) {
      turnCall[turn] = callIndex;
      turnSpeaker[turn] = speakerCode(speaker);
      turnStart[turn] = start;
      turnEnd[turn] = end;
      turnFirstToken[turn] = tokenTerm.length;
      let tokens = tokenised.get(text);
      if (!tokens) {
        tokens = tokenise(text, spellings);
        tokenised.set(text, tokens);
      }
      for (const token of tokens) {
        let id = termIds.get(token.term);
        if (id === undefined) {
          id = terms.length;
          termIds.set(token.term, id);
          terms.push(token.term);
        }
        tokenTerm.push(id);
        tokenTurn.push(turn);
        tokenStart.push(token.start);
        tokenEnd.push(token.end);
      }
      turn += 1;
    }
  });
  callFirstTurn[calls.length] = turn;
  turnFirstToken[turnCount] = tokenTerm.length;

  // Postings in two passes: count, then fill (tokens come in order, so each list is sorted).
  const counts = new Int32Array(terms.length);
  for (const id of tokenTerm) counts[id] += 1;
  const postings = Array.from(counts, (size) => new Int32Array(size));
  const filled = new Int32Array(terms.length);
  tokenTerm.forEach((id, token) => {
    postings[id][filled[id]] = token;
    filled[id] += 1;
  });
  const sortedTermIds = Int32Array.from(terms.keys()).sort((a, b) =>
    terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0,
  );
  return {
    calls,
    callFirstTurn,
    turnCall,
    turnSpeaker,
    turnStart,
    turnEnd,
    turnFirstToken,
    tokenTurn: Int32Array.from(tokenTurn),
    tokenStart: Int32Array.from(tokenStart),
    tokenEnd: Int32Array.from(tokenEnd),
    terms,
    termIds,
    sortedTermIds,
    postings,
    memo: new Map(),
  };
}
