import { QuerySyntaxError, type ClueQuery, type WordPattern } from './clueQuery';
import { tokenise } from './normalise';

// Elasticsearch `simple_query_string` syntax (default_operator AND), as Lucene's SimpleQueryParser
// reads it, with one difference: where Lucene silently ignores what it cannot read (an unclosed
// quote, a stray parenthesis, a dangling operator), this parser refuses the query with the
// position of the fault, so an author sees the mistake instead of a query that means something else.
//
// - `a b` and `a + b`: both; `a | b`: either; `-a`: not a (the `-` must touch what it negates).
// - No precedence between `+` and `|`: operators apply left to right, each change of operator
//   taking everything before as its left side (`a | b c` = `(a | b) c`; `a b | c` = `(a b) | c`).
//   Parentheses group.
// - `"a b"`: phrase; `"a b"~n`: phrase with slop n. `word*`: prefix. `word~n`: fuzzy, edit
//   distance n (0 to 2, larger values count as 2, `~` alone as 2, as in Elasticsearch).
// - A term that holds several words (`l'abonnement`, `rendez-vous`) matches them as a phrase.
// - `\` escapes the next character.

const MAX_FUZZINESS = 2;
const DEFAULT_EDITS = 2;
const MAX_SLOP = 100;
const MAX_DEPTH = 32;

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
/** Characters that end a term (Lucene's tokenFinished). */
const endsTerm = (char: string) =>
  isSpace(char) || char === '"' || char === '|' || char === '+' || char === '(' || char === ')';

interface Pending {
  kind: 'and' | 'or';
  char: string;
  position: number;
}

class Parser {
  private index = 0;

  constructor(private readonly text: string) {}

  parse(): ClueQuery {
    const query = this.group(undefined, 0);
    if (!query) throw new QuerySyntaxError('emptyQuery', 0);
    return query;
  }

  /** A sequence of clauses up to the end of the text, or up to the `)` closing `openedAt`. */
  private group(openedAt: number | undefined, depth: number): ClueQuery | undefined {
    const { text } = this;
    let top: ClueQuery | undefined;
    let previous: 'and' | 'or' | undefined;
    let pending: Pending | undefined;
    let negations = 0;
    let negatedAt = -1;

    const add = (clause: ClueQuery) => {
      const branch: ClueQuery = negations % 2 === 1 ? { kind: 'not', item: clause } : clause;
      negations = 0;
      const operator = pending?.kind ?? 'and';
      pending = undefined;
      if (!top) {
        top = branch;
        return;
      }
      if (previous !== operator || (top.kind !== 'and' && top.kind !== 'or')) {
        top = { kind: operator, items: [top] };
      }
      (top as { items: ClueQuery[] }).items.push(branch);
      previous = operator;
    };
    const refuseDanglingNot = () => {
      if (negations > 0) throw new QuerySyntaxError('danglingNot', negatedAt);
    };

    while (this.index < text.length) {
      const char = text[this.index];
      if (char === '(') {
        if (depth >= MAX_DEPTH) throw new QuerySyntaxError('tooDeep', this.index);
        const start = this.index;
        this.index += 1;
        const inner = this.group(start, depth + 1);
        if (!inner) throw new QuerySyntaxError('emptyParentheses', start);
        add(inner);
      } else if (char === ')') {
        if (openedAt === undefined) throw new QuerySyntaxError('unopenedParenthesis', this.index);
        refuseDanglingNot();
        this.refuseDangling(pending);
        this.index += 1;
        return top;
      } else if (char === '"') {
        add(this.phrase());
      } else if (char === '+' || char === '|') {
        refuseDanglingNot();
        if (pending)
          throw new QuerySyntaxError('operatorAfterOperator', this.index, {
            operator: char,
            previous: pending.char,
          });
        if (!top && char === '|')
          throw new QuerySyntaxError('nothingOnLeft', this.index, { operator: char });
        // A leading `+` only says the first clause is required, which it is anyway.
        if (top) pending = { kind: char === '+' ? 'and' : 'or', char, position: this.index };
        this.index += 1;
      } else if (char === '-') {
        if (negations === 0) negatedAt = this.index;
        negations += 1;
        this.index += 1;
      } else if (isSpace(char)) {
        refuseDanglingNot();
        this.index += 1;
      } else {
        add(this.term());
      }
    }
    if (openedAt !== undefined) throw new QuerySyntaxError('unclosedParenthesis', openedAt);
    refuseDanglingNot();
    this.refuseDangling(pending);
    return top;
  }

  private refuseDangling(pending: Pending | undefined) {
    if (pending)
      throw new QuerySyntaxError('nothingOnRight', pending.position, { operator: pending.char });
  }

  /** `"…"` with an optional `~n` slop. */
  private phrase(): ClueQuery {
    const { text } = this;
    const start = this.index;
    let content = '';
    this.index += 1;
    for (;;) {
      if (this.index >= text.length) throw new QuerySyntaxError('unterminatedPhrase', start);
      const char = text[this.index];
      if (char === '\\' && this.index + 1 < text.length) {
        content += text[this.index + 1];
        this.index += 2;
      } else if (char === '"') {
        this.index += 1;
        break;
      } else {
        content += char;
        this.index += 1;
      }
    }
    const slop = text[this.index] === '~' ? this.number('Slop', MAX_SLOP, false) : 0;
    const words = tokenise(content).map(({ term }): WordPattern => ({
      word: term,
      prefix: false,
      fuzziness: 0,
    }));
    if (words.length === 0) throw new QuerySyntaxError('emptyPhrase', start);
    return { kind: 'match', words, slop };
  }

  /** A word, with `*` (prefix) or `~n` (fuzziness). */
  private term(): ClueQuery {
    const { text } = this;
    const start = this.index;
    let raw = '';
    let prefix = false;
    let fuzziness: number | undefined;
    while (this.index < text.length) {
      const char = text[this.index];
      if (char === '\\') {
        if (this.index + 1 < text.length) raw += text[this.index + 1];
        this.index += 2;
        prefix = false;
        continue;
      }
      if (endsTerm(char)) break;
      if (char === '~' && raw.length > 0) {
        fuzziness = this.number('Fuzziness', MAX_FUZZINESS, true);
        break;
      }
      prefix = raw.length > 0 && char === '*';
      raw += char;
      this.index += 1;
    }
    if (prefix && fuzziness !== undefined) throw new QuerySyntaxError('prefixAndFuzzy', start);
    const terms = tokenise(prefix ? raw.slice(0, -1) : raw).map(({ term }) => term);
    if (terms.length === 0) throw new QuerySyntaxError('noWord', start, { text: raw });
    const words = terms.map((word, at): WordPattern => ({
      word,
      prefix: prefix && at === terms.length - 1,
      fuzziness: fuzziness ?? 0,
    }));
    return { kind: 'match', words, slop: 0 };
  }

  /** `~` and its optional whole number, which must end the term. */
  private number(what: 'Slop' | 'Fuzziness', max: number, capped: boolean): number {
    const { text } = this;
    const tilde = this.index;
    this.index += 1;
    const digits = /^\d*/.exec(text.slice(this.index))?.[0] ?? '';
    this.index += digits.length;
    if (this.index < text.length && !endsTerm(text[this.index]))
      throw new QuerySyntaxError(what === 'Slop' ? 'slopNotNumber' : 'fuzzinessNotNumber', tilde);
    const value = digits ? Number(digits) : DEFAULT_EDITS;
    if (value <= max) return value;
    if (capped) return max;
    throw new QuerySyntaxError(what === 'Slop' ? 'slopTooLarge' : 'fuzzinessTooLarge', tilde, {
      max,
    });
  }
}

/** Parses a clue query; throws a `QuerySyntaxError` with the position of the first fault. */
export function parseClueQuery(text: string): ClueQuery {
  return new Parser(text).parse();
}
