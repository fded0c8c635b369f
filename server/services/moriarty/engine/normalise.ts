/** A word of a text: its normalised form and where it sits in the original text (UTF-16 offsets). */
export interface Token {
  term: string;
  start: number;
  end: number;
}

// Letters and digits (with any combining marks, in case the text is already decomposed). Anything
// else separates words: spaces, punctuation, apostrophes (l'abonnement → l, abonnement), hyphens.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const COMBINING_MARK = /\p{M}/gu;
// Letters that NFD leaves whole but French and English speakers treat as two.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };
const LIGATURE = /[œæß]/g;
const HAS_LIGATURE = /[œæß]/;

/** Case- and accent-insensitive form of a word: NFD, combining marks removed, lower case. */
export function normaliseWord(word: string): string {
  const folded = word.normalize('NFD').replace(COMBINING_MARK, '').toLowerCase();
  return HAS_LIGATURE.test(folded)
    ? folded.replace(LIGATURE, (letter) => LIGATURES[letter])
    : folded;
}

/**
 * The words of a text, normalised, with their offsets in the original text. `seen` caches the
 * normalised form of each spelling (an index tokenises millions of words, from a few thousand
 * spellings).
 */
export function tokenise(text: string, seen?: Map<string, string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    let term = seen?.get(word);
    if (term === undefined) {
      term = normaliseWord(word);
      seen?.set(word, term);
    }
    tokens.push({ term, start: match.index, end: match.index + word.length });
  }
  return tokens;
}
