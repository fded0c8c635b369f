import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../scripts/postgresCluster';
import { desc, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db';
import { calls } from '../server/db/schema';
import { buildPlatform } from '../server/platform';
import { seedDatabase } from '../server/seed';
import { searchCriteria } from '../server/services/search/criteria';
import { searchCalls } from '../server/services/search/queryBuilder';
import { SearchBody } from '../server/services/search/search.schemas';
import { signTestToken, testTokenVerifier } from '../tests/support/testTokens';

// Issue "Scribr calls" item 8: the call list at scale, measured on both databases.

const DAY = 86_400_000;
const RUNS = 40;
const viewer = { callerNumber: false };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the call list asks most, varied from run to run (pages, clients, periods, words). */
const QUERIES: Record<string, (run: number) => Record<string, unknown>> = {
  'list page of 50, three filters (client, status, 90 days) in a language': (run) => ({
    lang: run % 2 ? 'fr' : 'en',
    clients: [1 + (run % 4)],
    status: ['qualified'],
    date_range: { begin: day(Date.now() - 90 * DAY), end: day(Date.now()) },
    timezone: 'Europe/Paris',
    page: 1 + (run % 5),
    size: 50,
  }),
  'full-text search, page of 50 with highlights': (run) => ({
    search: ['résilier abonnement', 'facture', '"numéro de commande"', 'livraison', 'rendez-vous'][
      run % 5
    ],
    lang: 'fr',
    size: 50,
  }),
  'total count (every call, size 0)': () => ({ size: 0 }),
};

async function timeQueries(database: Database) {
  const figures: Record<string, number> = {};
  for (const [name, body] of Object.entries(QUERIES)) {
    const times: number[] = [];
    for (let run = -3; run < RUNS; run += 1) {
      const criteria = searchCriteria(SearchBody.parse(body(Math.abs(run))), 'all');
      const start = performance.now();
      await searchCalls(database.db, criteria, viewer);
      if (run >= 0) times.push(performance.now() - start);
    }
    figures[name] = percentile(times, 95);
  }
  return figures;
}

const print = (title: string, figures: Record<string, number>, goalMs: number) => {
  console.log(title);
  for (const [name, ms] of Object.entries(figures)) {
    console.log(
      `  ${name}: p95 ${ms.toFixed(1)} ms (goal < ${goalMs} ms)${ms < goalMs ? '' : '  ← over the goal'}`,
    );
  }
};

/** Seeds `size` calls; the whole time, and the time after the last row (indexes, statistics). */
async function timedSeed(database: Database, size: number) {
  const start = performance.now();
  let loaded = start;
  await seedDatabase(database, {
    size,
    onProgress: (written) => {
      if (written === size) loaded = performance.now();
    },
  });
  const end = performance.now();
  return { seconds: (end - start) / 1000, afterRows: (end - loaded) / 1000 };
}

/**
 * The seed writes search vectors itself (one to_tsvector per distinct turn text): on a 1 % sample
 * of the calls, how many differ from what the database's call_search_vector gives.
 */
async function checkSeededVectors(database: Database) {
  const result = (await database.db.execute(
    sql`SELECT count(*) AS checked,
      count(*) FILTER (WHERE search_vector IS DISTINCT FROM call_search_vector(lang, transcript)) AS differ
      FROM calls TABLESAMPLE SYSTEM (1)`,
  )) as unknown as { rows: { checked: string; differ: string }[] };
  const { checked, differ } = result.rows[0];
  console.log(
    `  seeded search vectors equal to call_search_vector(lang, transcript): ` +
      `${Number(checked) - Number(differ)} of ${checked} sampled (goal: all)`,
  );
}

/** More measures on the seeded embedded database, before it is thrown away. */
type OnEmbedded = (database: Database, size: number) => Promise<unknown>;

async function benchEmbedded(size: number, onEmbedded?: OnEmbedded) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-calls-'));
  const database = await openDatabase({ dataDir });
  try {
    const seed = await timedSeed(database, size);
    console.log(
      `seed of ${size} calls, embedded database (PGlite in a data directory): ` +
        `${seed.seconds.toFixed(1)} s (goal < 30 s; indexes and statistics after the rows: ` +
        `${seed.afterRows.toFixed(1)} s)`,
    );
    await checkSeededVectors(database);
    print(`call list over ${size} calls, embedded database`, await timeQueries(database), 100);
    await onEmbedded?.(database, size);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Streams the export of `rows` calls through the platform's HTTP endpoint; RSS growth sampled. */
async function benchExport(databaseUrl: string, rows: number) {
  const platform = await buildPlatform({
    databaseUrl,
    identity: false,
    verifyToken: await testTokenVerifier(),
    seedSize: 0,
    lmBuildMinMs: 0,
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = platform.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const token = await signTestToken('admin');
    // The newest `rows` calls: from the start time of the rows-th newest call on.
    const [newest] = await platform.database.db
      .select({ start: calls.startTime })
      .from(calls)
      .orderBy(desc(calls.startTime))
      .offset(rows - 1)
      .limit(1);
    const from = (newest?.start ?? new Date(0)).toISOString();
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const start = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/services/search/api/v1/search/transcription-v2/export`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ date_range: { begin: from }, timezone: 'Europe/Paris' }),
      },
    );
    let lines = 0;
    let bytes = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const growthMb = (peak - baseline) / 1024 / 1024;
    console.log(
      `  CSV export of ${lines - 1} rows (${(bytes / 1024 / 1024).toFixed(1)} MiB) streamed in ${seconds.toFixed(1)} s; ` +
        `platform RSS growth ${growthMb.toFixed(0)} MiB (goal < 100 MiB)`,
    );
  } finally {
    await platform.close();
  }
}

async function benchPostgres(size: number) {
  const cluster = await startPostgresCluster();
  try {
    const database = await openDatabase({ url: cluster.url });
    try {
      const seed = await timedSeed(database, size);
      console.log(
        `seed of ${size} calls, PostgreSQL (throw-away cluster on loopback): ` +
          `${seed.seconds.toFixed(1)} s (goal < 300 s; indexes and statistics after the rows: ` +
          `${seed.afterRows.toFixed(1)} s)`,
      );
      await checkSeededVectors(database);
      print(`call list over ${size} calls, PostgreSQL`, await timeQueries(database), 150);
    } finally {
      await database.close();
    }
    await benchExport(cluster.url, 100_000);
  } finally {
    await cluster.stop();
  }
}

/**
 * `npm run bench`: the call list at 100 000 calls (PGlite) and 1 000 000 (PostgreSQL);
 * `onEmbedded` measures more on the 100 000 calls (the dashboard's aggregations) without a
 * second seed.
 */
export async function benchScribrCalls({
  embedded = 100_000,
  postgres = 1_000_000,
  onEmbedded,
}: { embedded?: number; postgres?: number; onEmbedded?: OnEmbedded } = {}) {
  await benchEmbedded(embedded, onEmbedded);
  await benchPostgres(postgres);
}
