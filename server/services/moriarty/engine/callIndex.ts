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

/**
 * Builds the token index of the calls (in the order given). `tokenised` may keep texts' tokens
 * from one index to the next (the seed builds one per chunk of calls); the caller bounds it.
 */
export function buildCallIndex<C extends IndexableCall>(
  calls: readonly C[],
  tokenised: Map<string, readonly Token[]> = new Map(),
): CallIndex<C> {
  const spellings = new Map<string, string>();
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const termOf = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = terms.length;
      termIds.set(term, id);
      terms.push(term);
    }
    return id;
  };
  // Calls say the same lines again and again (greetings, scripts): each text is tokenised and
  // its terms numbered once.
  type TextTokens = { terms: Int32Array; starts: Int32Array; ends: Int32Array };
  const textTokens = new Map<string, TextTokens>();
  const tokensOf = (text: string) => {
    let tokens = textTokens.get(text);
    if (!tokens) {
      let found = tokenised.get(text);
      if (!found) {
        found = tokenise(text, spellings);
        tokenised.set(text, found);
      }
      tokens = {
        terms: Int32Array.from(found, (token) => termOf(token.term)),
        starts: Int32Array.from(found, (token) => token.start),
        ends: Int32Array.from(found, (token) => token.end),
      };
      textTokens.set(text, tokens);
    }
    return tokens;
  };
  const turnCount = calls.reduce((sum, call) => sum + call.transcript.length, 0);
  const turnTokens: TextTokens[] = [];
  let tokenCount = 0;
  for (const call of calls)
    for (const { text } of call.transcript) {
      const tokens = tokensOf(text);
      turnTokens.push(tokens);
      tokenCount += tokens.terms.length;
    }
  const callFirstTurn = new Int32Array(calls.length + 1);
  const turnCall = new Int32Array(turnCount);
  const turnSpeaker = new Uint8Array(turnCount);
  const turnStart = new Float64Array(turnCount);
  const turnEnd = new Float64Array(turnCount);
  const turnFirstToken = new Int32Array(turnCount + 1);
  const tokenTerm = new Int32Array(tokenCount);
  const tokenTurn = new Int32Array(tokenCount);
  const tokenStart = new Int32Array(tokenCount);
  const tokenEnd = new Int32Array(tokenCount);
  let turn = 0;
  let token = 0;
  calls.forEach((call, callIndex) => {
    callFirstTurn[callIndex] = turn;
    for (const { speaker, start, end } of call.transcript) {
      turnCall[turn] = callIndex;
      turnSpeaker[turn] = speakerCode(speaker);
      turnStart[turn] = start;
      turnEnd[turn] = end;
      turnFirstToken[turn] = token;
      const { terms: termsSaid, starts, ends } = turnTokens[turn];
      tokenTerm.set(termsSaid, token);
      tokenStart.set(starts, token);
      tokenEnd.set(ends, token);
      tokenTurn.fill(turn, token, token + termsSaid.length);
      token += termsSaid.length;
      turn += 1;
    }
  });
  callFirstTurn[calls.length] = turn;
  turnFirstToken[turnCount] = tokenCount;

  // Postings in two passes: count, then fill (tokens come in order, so each list is sorted).
  const counts = new Int32Array(terms.length);
  for (const id of tokenTerm) counts[id] += 1;
  const postings = Array.from(counts, (size) => new Int32Array(size));
  const filled = new Int32Array(terms.length);
  tokenTerm.forEach((id, at) => {
    postings[id][filled[id]] = at;
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
    tokenTurn,
    tokenStart,
    tokenEnd,
    terms,
    termIds,
    sortedTermIds,
    postings,
    memo: new Map(),
  };
}
