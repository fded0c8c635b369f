import type { LanguageModelBuildStats } from '../../../db/schema/lmFactoryLanguageModels';
import { msg } from '../../../shared/messages';
import { writeArpa } from './arpa';
import { estimateKneserNey } from './kneserNey';
import { textSentences } from './tokenise';

export const NO_USABLE_TEXT = msg('lmFactory.build.noUsableText');

/**
 * A build's outcome. A failure reason is a message token (see server/shared/messages): stored as
 * such in `failure_reason` and worded in the reader's language when a model is answered.
 */
export type CompileResult =
  { ok: true; arpa: string; stats: LanguageModelBuildStats } | { ok: false; reason: string };

/** Highest n-gram order of the built models. */
export const MODEL_ORDER = 3;

/**
 * Compiles texts (corpus sentences, dictionary words and expressions) into a trigram language
 * model in ARPA format: normalised, tokenised, counted, interpolated Kneser-Ney estimates.
 */
export function compileLanguageModel(texts: Iterable<string>): CompileResult {
  const sentences: string[][] = [];
  for (const text of texts) sentences.push(...textSentences(text));
  if (sentences.length === 0) return { ok: false, reason: NO_USABLE_TEXT };
  const model = estimateKneserNey(sentences, MODEL_ORDER);
  const arpa = writeArpa(model);
  const vocabulary = new Set(sentences.flat());
  return {
    ok: true,
    arpa,
    stats: {
      order: model.order,
      ngram_counts: model.entries.map((list) => list.length),
      sentences: sentences.length,
      words: sentences.reduce((total, words) => total + words.length, 0),
      vocabulary: vocabulary.size,
      size_bytes: Buffer.byteLength(arpa, 'utf8'),
    },
  };
}
