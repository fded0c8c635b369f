import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import { renderMessage } from '../server/shared/messages';
import { corpuses, languageModels } from '../server/db/schema';
import { SEED_CORPUSES } from '../server/seed/corpuses';
import { compileLanguageModel } from '../server/services/lm-factory/build/compile';
import {
  claimNextBuild,
  compileBuild,
  recordBuildOutcome,
} from '../server/services/lm-factory/build/jobs';
import { insertLanguageModel } from '../server/services/lm-factory/languageModels.queries';

/**
 * Deterministic call-centre sentences: a seeded French sentence with one to three words swapped
 * for other words of the seeded corpuses, sometimes with an amount or a date (fixed random seed).
 */
function makeSentences(count: number): string[] {
  const templates = SEED_CORPUSES.filter((corpus) => corpus.lang === 'fr').flatMap(
    (c) => c.sentences,
  );
  const words = [...new Set(templates.flatMap((sentence) => sentence.split(' ')))];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const sentence = pick(templates).split(' ');
    for (let swaps = 1 + Math.floor(random() * 3); swaps > 0; swaps -= 1) {
      sentence[Math.floor(random() * sentence.length)] = pick(words);
    }
    if (random() < 0.3) sentence.push(`${Math.floor(random() * 500)} euros`);
    if (random() < 0.2)
      sentence.push(`le ${1 + Math.floor(random() * 28)} ${pick(['mars', 'avril', 'mai'])}`);
    return sentence.join(' ');
  });
}

export interface LmBuildBenchResult {
  sentences: number;
  ngramCounts: number[];
  arpaBytes: number;
  /** Normalise + count + Kneser-Ney + ARPA writing, in memory. */
  compileMs: number;
  /** The worker's whole job on an in-memory PGlite: claim, load the corpus, compile, store. */
  jobMs: number;
}

/**
 * Builds a trigram model from a corpus of `sentences` sentences; prints how long it took (one
 * line, unless `quiet`) and returns the figures.
 */
export async function benchLmBuild(
  sentences = 5000,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<LmBuildBenchResult> {
  const texts = makeSentences(sentences);
  const compileStart = performance.now();
  const compiled = compileLanguageModel(texts);
  const compileMs = performance.now() - compileStart;
  if (!compiled.ok) throw new Error(renderMessage(compiled.reason, 'en'));

  const database = await openDatabase({});
  try {
    const { db } = database;
    const [{ id: corpus }] = await db
      .insert(corpuses)
      .values({ label: 'Bench', lang: 'fr', sentences: texts })
      .returning({ id: corpuses.id });
    const id = await insertLanguageModel(db, {
      label: 'Bench',
      description: '',
      lang: 'fr',
      corpuses: [corpus],
      dictionaries: [],
    });
    const jobStart = performance.now();
    const model = await claimNextBuild(db, new Date());
    if (!model) throw new Error('benchLmBuild: nothing to build');
    await recordBuildOutcome(db, model, await compileBuild(db, model));
    const jobMs = performance.now() - jobStart;
    const [built] = await db.select().from(languageModels).where(eq(languageModels.id, id));
    if (built.status !== 'success') throw new Error(`benchLmBuild: ${built.failureReason}`);
    const result = {
      sentences,
      ngramCounts: compiled.stats.ngram_counts,
      arpaBytes: compiled.stats.size_bytes,
      compileMs,
      jobMs,
    };
    if (!quiet)
      console.log(
        `LM build: ${sentences} sentences → ${result.ngramCounts.join('/')} n-grams, ` +
          `${(result.arpaBytes / 1024).toFixed(0)} KiB ARPA; compile ${compileMs.toFixed(0)} ms, ` +
          `whole job (PGlite) ${jobMs.toFixed(0)} ms`,
      );
    return result;
  } finally {
    await database.close();
  }
}
