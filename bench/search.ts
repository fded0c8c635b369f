import { openDatabase } from '../server/db';
import { seedCalls } from '../server/seed/calls';
import type { SearchCriteria } from '../server/services/search/criteria';
import { searchCalls } from '../server/services/search/queryBuilder';

const DAY_MS = 86_400_000;

/** What LM Factory and Scribr ask most: an expression page, word presence, a filtered list. */
const queries = (now: Date): Record<string, SearchCriteria> => ({
  'phrase fr, page of 100 with highlights': {
    expression: '"résilier mon abonnement"',
    lang: 'fr',
    page: 1,
    size: 100,
  },
  'words en, page of 100 with highlights': {
    expression: 'delivery date',
    lang: 'en',
    page: 1,
    size: 100,
  },
  'word presence fr, last 6 months (size 0)': {
    expression: 'facture',
    lang: 'fr',
    from: new Date(now.getTime() - 182 * DAY_MS),
    to: now,
    page: 1,
    size: 0,
  },
  'any language, one client, page of 20': {
    expression: 'commande',
    clientIds: [2],
    page: 1,
    size: 20,
  },
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Seeds `calls` generated calls into an in-memory PGlite, then times each typical search (median
 * of `runs` after one warm-up run). Prints and returns the figures.
 */
export async function benchSearch(calls = 10000, runs = 15) {
  const now = new Date();
  const database = await openDatabase({});
  try {
    const seedStart = performance.now();
    await seedCalls(database, { size: calls, now });
    const seedMs = performance.now() - seedStart;
    const results: { query: string; ms: number; total: number }[] = [];
    for (const [query, criteria] of Object.entries(queries(now))) {
      const { _total: total } = await searchCalls(database.db, criteria);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        await searchCalls(database.db, criteria);
        times.push(performance.now() - start);
      }
      results.push({ query, ms: median(times), total });
    }
    console.log(
      `search over ${calls} calls (PGlite in memory; seeding took ${Math.round(seedMs)} ms)`,
    );
    for (const { query, ms, total } of results) {
      console.log(`  ${query}: ${ms.toFixed(1)} ms (median of ${runs}; ${total} matching calls)`);
    }
    return { calls, seedMs, results };
  } finally {
    await database.close();
  }
}
