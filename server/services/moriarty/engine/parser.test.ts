import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../shared/messages';
import { syntaxErrorMessage } from '../queryErrors';
import { QuerySyntaxError, type ClueQuery } from './clueQuery';
import { parseClueQuery } from './parser';

// Compact writing of parsed queries: words, "phrases"~slop, prefix*, fuzzy~n, and(..), or(..), -x.
function show(query: ClueQuery): string {
  switch (query.kind) {
    case 'match': {
      const words = query.words
        .map((w) => `${w.word}${w.prefix ? '*' : ''}${w.fuzziness ? `~${w.fuzziness}` : ''}`)
        .join(' ');
      if (query.words.length === 1) return words;
      return `"${words}"${query.slop ? `~${query.slop}` : ''}`;
    }
    case 'not':
      return `-${show(query.item)}`;
    default:
      return `${query.kind}(${query.items.map(show).join(', ')})`;
  }
}
const parsed = (text: string) => show(parseClueQuery(text));

function syntaxError(text: string) {
  try {
    parseClueQuery(text);
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      // The engine gives a code; the service words it (in English here).
      const message = renderMessage(syntaxErrorMessage(error), 'en');
      return {
        reason: message.replace(/ \(position \d+\)$/, ''),
        position: error.position,
        message,
      };
    }
    throw error;
  }
  throw new Error(`"${text}" was accepted`);
}

describe('parseClueQuery: operators', () => {
  it('reads a word, normalised (case, accents)', () => {
    expect(parsed('Résilier')).toBe('resilier');
    expect(parsed('  RÉSILIER  ')).toBe('resilier');
  });

  it('ANDs words by default, and with an explicit +', () => {
    expect(parsed('résilier abonnement')).toBe('and(resilier, abonnement)');
    expect(parsed('résilier + abonnement')).toBe('and(resilier, abonnement)');
    expect(parsed('résilier+abonnement')).toBe('and(resilier, abonnement)');
    expect(parsed('+résilier abonnement')).toBe('and(resilier, abonnement)');
  });

  it('ORs with |', () => {
    expect(parsed('résilier | "mettre fin" | résiliation')).toBe(
      'or(resilier, "mettre fin", resiliation)',
    );
    expect(parsed('a|b')).toBe('or(a, b)');
  });

  it('excludes with -, which must touch what it negates; two cancel out', () => {
    expect(parsed('résilier -frais')).toBe('and(resilier, -frais)');
    expect(parsed('-frais')).toBe('-frais');
    expect(parsed('--frais')).toBe('frais');
    expect(parsed('a | -b')).toBe('or(a, -b)');
    expect(parsed('a -"b c"')).toBe('and(a, -"b c")');
    expect(parsed('a -(b | c)')).toBe('and(a, -or(b, c))');
  });

  it('has no precedence between + and |: left to right, as Elasticsearch', () => {
    expect(parsed('a | b c')).toBe('and(or(a, b), c)');
    expect(parsed('a b | c')).toBe('or(and(a, b), c)');
    expect(parsed('a b c')).toBe('and(a, b, c)');
    expect(parsed('a | b | c')).toBe('or(a, b, c)');
    expect(parsed('a | b + c | d')).toBe('or(and(or(a, b), c), d)');
  });

  it('groups with parentheses', () => {
    expect(parsed('a (b | c)')).toBe('and(a, or(b, c))');
    expect(parsed('(a b) | (c d)')).toBe('or(and(a, b), and(c, d))');
    expect(parsed('((a))')).toBe('a');
    expect(parsed('(a | b) | c')).toBe('or(or(a, b), c)');
  });

  it('reads phrases, with slop after ~', () => {
    expect(parsed('"mettre fin"')).toBe('"mettre fin"');
    expect(parsed('"mettre fin"~2')).toBe('"mettre fin"~2');
    expect(parsed('"Moins CHER"~')).toBe('"moins cher"~2');
    expect(parsed('"résilier"')).toBe('resilier');
  });

  it('reads a prefix with a trailing *', () => {
    expect(parsed('concurrent*')).toBe('concurrent*');
    expect(parsed('concurrent* | "moins cher"')).toBe('or(concurrent*, "moins cher")');
    expect(parsed('concurrent\\*')).toBe('concurrent');
  });

  it('reads fuzziness after ~ (0 to 2; ~ alone is 2, more counts as 2)', () => {
    expect(parsed('resilier~1')).toBe('resilier~1');
    expect(parsed('resilier~')).toBe('resilier~2');
    expect(parsed('resilier~5')).toBe('resilier~2');
    expect(parsed('resilier~0')).toBe('resilier');
  });

  it('matches a term of several words (apostrophe, hyphen) as a phrase', () => {
    expect(parsed("l'abonnement")).toBe('"l abonnement"');
    expect(parsed('rendez-vous')).toBe('"rendez vous"');
    expect(parsed("aujourd'hui*")).toBe('"aujourd hui*"');
  });

  it('escapes operators with \\', () => {
    expect(parsed('\\-frais')).toBe('frais');
    expect(parsed('a\\|b')).toBe('"a b"');
  });
});

describe('parseClueQuery: syntax errors with their position', () => {
  it.each([
    ['', 'Empty query: type a word or a "phrase"', 0],
    ['   ', 'Empty query: type a word or a "phrase"', 0],
    ['résilier "mettre fin', 'Unterminated phrase: missing closing quote', 9],
    ['"a" "b', 'Unterminated phrase: missing closing quote', 4],
    ['(a | b', 'Unbalanced parenthesis: missing closing )', 0],
    ['a (b | (c d)', 'Unbalanced parenthesis: missing closing )', 2],
    ['a b)', 'Unbalanced parenthesis: no ( to close', 3],
    ['()', 'Empty parentheses', 0],
    ['| a', 'Operator | has nothing on its left', 0],
    ['a |', 'Operator | has nothing on its right', 2],
    ['a +', 'Operator + has nothing on its right', 2],
    ['(a |) b', 'Operator | has nothing on its right', 3],
    ['a | | b', 'Operator | follows operator |', 4],
    ['a + | b', 'Operator | follows operator +', 4],
    ['a -', 'Operator - must be followed directly by a word, a phrase or a group', 2],
    ['a - b', 'Operator - must be followed directly by a word, a phrase or a group', 2],
    ['a -| b', 'Operator - must be followed directly by a word, a phrase or a group', 2],
    ['""', 'Empty phrase: no word to search', 0],
    ['a "?!"', 'Empty phrase: no word to search', 2],
    ['*', 'No word to search in "*"', 0],
    ['a ?', 'No word to search in "?"', 2],
    ['abc~x', 'Fuzziness must be a whole number after ~ (e.g. ~1)', 3],
    ['"a b"~1x', 'Slop must be a whole number after ~ (e.g. ~1)', 5],
    ['"a b"~101', 'Slop must be at most 100', 5],
    ['x abc*~1', 'A word cannot be both a prefix (*) and fuzzy (~)', 2],
  ])('%j → %s at %i', (text, reason, position) => {
    expect(syntaxError(text)).toEqual({
      reason,
      position,
      message: `${reason} (position ${position})`,
    });
  });

  it('gives a code and its parameters, no wording (the service words it)', () => {
    expect(() => parseClueQuery('a + | b')).toThrow(
      expect.objectContaining({
        code: 'operatorAfterOperator',
        params: { operator: '|', previous: '+' },
        position: 4,
      }),
    );
  });

  it('refuses nesting deeper than 32 parentheses', () => {
    expect(syntaxError(`${'('.repeat(40)}a${')'.repeat(40)}`)).toMatchObject({
      reason: 'Too many nested parentheses',
      position: 32,
    });
  });
});
