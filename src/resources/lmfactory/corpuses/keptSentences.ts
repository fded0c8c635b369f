/** Form value holding the indexes of the sentences marked removed on the detail page. */
export const REMOVED_SENTENCES = 'removed_sentences';

/** Spec §5: on saving a corpus, sentences marked as removed are excluded. */
export const keptSentences = (sentences: readonly string[], removed: readonly number[]): string[] =>
  sentences.filter((_, index) => !removed.includes(index));
