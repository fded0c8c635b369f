import type { TextRange } from '../../../shared/text/highlightSegments';

// Where the words of a search expression appear in a text, for highlighting. The service matches
// with each language's stemming; this is the console's approximation: words compared without case
// or accents, a word matching when it starts like the searched word (its first letters, at most
// two dropped), so "commande" marks "commandes" and "commandé".

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;
const OPERATORS = new Set(['or', 'and', 'not']);

/** The stems to look for: the expression's words, minus `-excluded` ones and operators. */
export const searchStems = (expression: string | undefined): string[] => {
  if (!expression) return [];
  const stems = new Set<string>();
  for (const token of expression.split(/\s+/)) {
    if (token.startsWith('-')) continue;
    for (const [word] of fold(token).matchAll(WORD)) {
      if (OPERATORS.has(word) || word.length < 2) continue;
      stems.add(word.length > 5 ? word.slice(0, word.length - 2) : word);
    }
  }
  return [...stems];
};

/** The ranges of `text` whose words start like one of the stems. */
export const stemRanges = (text: string, stems: readonly string[]): TextRange[] => {
  if (stems.length === 0) return [];
  const ranges: TextRange[] = [];
  // NFD keeps offsets only for precomposed-free text: compare word by word instead.
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = fold(match[0]);
    if (stems.some((stem) => word.startsWith(stem))) {
      ranges.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return ranges;
};
