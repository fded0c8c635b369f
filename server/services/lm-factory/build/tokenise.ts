// Text normalisation for language-model building: lower case, punctuation stripped, accents kept.

const APOSTROPHES = /[’‘ʼ`´]/gu;
const HYPHENS = /[‐‑]/gu;
/** A sentence ends at a line break or at . ! ? … followed by a space or the end (not "3.5"). */
const SENTENCE_BREAK = /\r?\n|[.!?…]+(?=\s|$)/u;
/** Letters, marks and digits; an apostrophe or hyphen is kept inside a word (l'adresse, rendez-vous). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of one sentence, normalised (NFC, lower case, typographic apostrophes made ASCII). */
export const sentenceWords = (sentence: string): string[] =>
  sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .match(WORD) ?? [];

/** Splits a text (a corpus sentence, a dictionary line) into sentences of words; empty ones dropped. */
export const textSentences = (text: string): string[][] =>
  text
    .split(SENTENCE_BREAK)
    .map(sentenceWords)
    .filter((words) => words.length > 0);
