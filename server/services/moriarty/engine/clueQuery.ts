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

/** What is wrong with a clue query; the HTTP edge words it in the caller's language. */
export type QuerySyntaxCode =
  | 'emptyQuery'
  | 'danglingNot'
  | 'tooDeep'
  | 'emptyParentheses'
  | 'unopenedParenthesis'
  | 'unclosedParenthesis'
  | 'operatorAfterOperator'
  | 'nothingOnLeft'
  | 'nothingOnRight'
  | 'unterminatedPhrase'
  | 'emptyPhrase'
  | 'prefixAndFuzzy'
  | 'noWord'
  | 'slopNotNumber'
  | 'fuzzinessNotNumber'
  | 'slopTooLarge'
  | 'fuzzinessTooLarge';

/** The values a syntax error's wording needs (an operator, the offending text, a maximum). */
export type QuerySyntaxParams = Readonly<Record<string, string | number>>;

/**
 * A syntax error of a clue query, at a 0-based character offset of the query text: a code and its
 * parameters (the engine has no wording, so that callers can speak any language).
 */
export class QuerySyntaxError extends Error {
  constructor(
    readonly code: QuerySyntaxCode,
    readonly position: number,
    readonly params: QuerySyntaxParams = {},
  ) {
    super(`${code} (position ${position})`);
    this.name = 'QuerySyntaxError';
  }
}
