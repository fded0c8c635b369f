import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db';
import type { AppDatabase } from '../server/db';
import { calls, campaigns, clients, moriartyClues, moriartyTags } from '../server/db/schema';
import { generateCalls, SEED_CAMPAIGNS, SEED_CLIENTS } from '../server/seed/calls';
import { seedMoriarty } from '../server/seed/moriarty';
import { recentCallIndex } from '../server/services/moriarty/callIndexCache';
import {
  clueMatcher,
  matchTag,
  parseClueQuery,
  type ClueDefinition,
} from '../server/services/moriarty/engine';
import { previewAnswer } from '../server/services/moriarty/preview';

const LANG = 'fr';
const TAG = 'Risque de départ';
const BATCH = 250;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `count` generated calls of one language (the seed generator, its other calls left out). */
async function seedCallsOfLanguage(db: AppDatabase, count: number) {
  const generated = generateCalls({ size: Math.ceil(count * 2.5) })
    .filter((call) => call.lang === LANG)
    .slice(-count);
  if (generated.length < count) throw new Error(`bench: only ${generated.length} ${LANG} calls`);
  await db.insert(clients).values(SEED_CLIENTS.map(({ id, name }) => ({ id, name })));
  await db
    .insert(campaigns)
    .values(SEED_CAMPAIGNS.map(({ id, name, clientId }) => ({ id, name, clientId })));
  await db.transaction(async (tx) => {
    for (let index = 0; index < generated.length; index += BATCH) {
      await tx.insert(calls).values(generated.slice(index, index + BATCH));
    }
  });
  await db.execute(sql`ANALYZE calls`);
}

/** The seeded tag "Risque de départ" and its clues, as the engine reads them. */
async function seededTag(db: AppDatabase) {
  const [tag] = await db.select().from(moriartyTags).where(eq(moriartyTags.label, TAG));
  const rows = await db.select().from(moriartyClues).where(eq(moriartyClues.lang, LANG));
  const clues = new Map<number, ClueDefinition>(
    rows.map((clue) => [
      clue.id,
      {
        query: parseClueQuery(clue.query),
        speakers: clue.speakers,
        concatenationDelay: clue.concatenationDelay,
      },
    ]),
  );
  return { query: tag.query, clues };
}

/**
 * Seeds `count` French calls (in-memory PGlite) and the Moriarty demo clues and tags (whose
 * detections are computed over every call), then times the live preview of one tag over those
 * calls: the engine's evaluation (median of `runs`, after warm-up, index already in memory), the
 * whole preview answer including the freshness check, and the one-off index build. Prints and
 * returns the figures.
 */
export async function benchMoriartyPreview(count = 10_000, runs = 15) {
  const database = await openDatabase({});
  const { db } = database;
  try {
    let started = performance.now();
    await seedCallsOfLanguage(db, count);
    const seedCallsMs = performance.now() - started;
    started = performance.now();
    await seedMoriarty(db);
    const seedMoriartyMs = performance.now() - started;

    const selection = { lang: LANG, clientIds: undefined, limit: count };
    started = performance.now();
    const index = await recentCallIndex(db, selection);
    const indexMs = performance.now() - started;
    const { query, clues } = await seededTag(db);
    const evaluate = () => matchTag(query, clueMatcher(index, clues), index.calls.length);

    started = performance.now();
    const matched = evaluate().size;
    const firstMs = performance.now() - started;
    for (let run = 0; run < 3; run += 1) evaluate();
    const evaluations: number[] = [];
    const requests: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      started = performance.now();
      evaluate();
      evaluations.push(performance.now() - started);
      started = performance.now();
      const cached = await recentCallIndex(db, selection);
      previewAnswer(cached, matchTag(query, clueMatcher(cached, clues), cached.calls.length), 5);
      requests.push(performance.now() - started);
    }
    const figures = {
      calls: index.calls.length,
      matched,
      evaluationMs: median(evaluations),
      firstEvaluationMs: firstMs,
      previewMs: median(requests),
      indexBuildMs: indexMs,
      seedCallsMs,
      seedMoriartyMs,
    };
    console.log(
      `moriarty preview, tag "${TAG}" over ${figures.calls} ${LANG} calls (${matched} match): ` +
        `evaluation ${figures.evaluationMs.toFixed(1)} ms (median of ${runs}; first ` +
        `${firstMs.toFixed(1)} ms; goal < 200 ms), whole preview answer ` +
        `${figures.previewMs.toFixed(1)} ms; index build ${Math.round(indexMs)} ms (once, then ` +
        `cached); seeding: calls ${Math.round(seedCallsMs)} ms, clues + tags + detections ` +
        `${Math.round(seedMoriartyMs)} ms`,
    );
    return figures;
  } finally {
    await database.close();
  }
}
