/** One word of a match: normalised, possibly a prefix (`concurrent*`) or fuzzy (`resilier~1`). */
export interface WordPattern {
  word: string;
  prefix: boolean;
  /** Maximum edit distance (Damerau-Levenshtein), 0 = exact. */
  fuzziness: number;
}

/**
 * A parsed clue query. `match` is a word (one pattern) or a phrase (several patterns in order,
 * `slop` extra moves allowed); `and`, `or` have two items or more; `not` negates its item.
 */
export type ClueQuery =
  | { kind: 'match'; words: WordPattern[]; slop: number }
  | { kind: 'and' | 'or'; items: ClueQuery[] }
  | { kind: 'not'; item: ClueQuery };

/** A syntax error of a clue query, at a 0-based character offset of the query text. */
export class QuerySyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} (position ${position})`);
    this.name = 'QuerySyntaxError';
  }
}
