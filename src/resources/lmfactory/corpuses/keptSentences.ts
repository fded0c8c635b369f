import { mergeSentences } from './expressionSearch';

/** Form value holding the indexes of the sentences marked removed on the detail page. */
export const REMOVED_SENTENCES = 'removed_sentences';

/** Spec §5: on saving a corpus, sentences marked as removed are excluded. */
export const keptSentences = (sentences: readonly string[], removed: readonly number[]): string[] =>
  sentences.filter((_, index) => !removed.includes(index));

/** Form value holding the sentences found in calls and added on the detail page. */
export const ADDED_SENTENCES = 'added_sentences';

/** What a saved copy of the corpus holds: the kept sentences, then the added ones it lacks. */
export const savedSentences = (
  sentences: readonly string[],
  removed: readonly number[],
  added: readonly string[],
): string[] => mergeSentences(keptSentences(sentences, removed), added);
