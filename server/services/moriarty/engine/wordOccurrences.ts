import type { CallIndex } from './callIndex';
import type { WordPattern } from './clueQuery';
import { withinEdits } from './editDistance';

const EMPTY = new Int32Array(0);
/** Expanded patterns kept per index: enough for the clues of a few tags and a typing author. */
const MEMO_LIMIT = 512;

/** The first position in the sorted terms whose term is not before `word`. */
function lowerBound(index: CallIndex, word: string): number {
  const { sortedTermIds, terms } = index;
  let low = 0;
  let high = sortedTermIds.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[sortedTermIds[middle]] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The term ids a pattern stands for: one word, every word with the prefix, or every near word. */
export function patternTermIds(index: CallIndex, pattern: WordPattern): number[] {
  const { word, prefix, fuzziness } = pattern;
  if (prefix) {
    const ids: number[] = [];
    for (let at = lowerBound(index, word); at < index.sortedTermIds.length; at += 1) {
      const id = index.sortedTermIds[at];
      if (!index.terms[id].startsWith(word)) break;
      ids.push(id);
    }
    return ids;
  }
  if (fuzziness > 0) {
    const ids: number[] = [];
    index.terms.forEach((term, id) => {
      if (withinEdits(word, term, fuzziness)) ids.push(id);
    });
    return ids;
  }
  const id = index.termIds.get(word);
  return id === undefined ? [] : [id];
}

/** Sorted global tokens where the pattern occurs, memoised in the index. */
export function wordOccurrences(index: CallIndex, pattern: WordPattern): Int32Array {
  if (!pattern.prefix && pattern.fuzziness === 0) {
    const id = index.termIds.get(pattern.word);
    return id === undefined ? EMPTY : index.postings[id];
  }
  const key = `word:${pattern.prefix ? '*' : ''}${pattern.fuzziness}:${pattern.word}`;
  const known = index.memo.get(key) as Int32Array | undefined;
  if (known) {
    // Most recently used last, so the oldest entry is the first to go.
    index.memo.delete(key);
    index.memo.set(key, known);
    return known;
  }
  const ids = patternTermIds(index, pattern);
  const total = ids.reduce((sum, id) => sum + index.postings[id].length, 0);
  const merged = new Int32Array(total);
  let filled = 0;
  for (const id of ids) {
    merged.set(index.postings[id], filled);
    filled += index.postings[id].length;
  }
  merged.sort();
  const words = [...index.memo.keys()].filter((name) => name.startsWith('word:'));
  if (words.length >= MEMO_LIMIT) index.memo.delete(words[0]);
  index.memo.set(key, merged);
  return merged;
}
