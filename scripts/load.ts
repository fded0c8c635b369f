import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildPlatform } from '../server/platform';
import { REQUEST_TIMEOUT_MS } from '../src/shared/http/httpClient';
import { freePort } from '../tests/support/freePort';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';

// `npm run load` (`-- --postgres` on a throw-away PostgreSQL): the platform on a loopback port
// under 200 concurrent connections for LOAD_SECONDS (60) on each of the list, search and preview
// endpoints, with valid tokens. Prints requests per second, p50 / p99 latency, errors and the
// platform's memory growth. Loopback only, bounded in time. A request counts as an error when it
// fails, answers other than 2xx, or takes longer than the console waits (its request time-out,
// spec §7); p50 / p99 show how long they took. The platform runs on this thread (autocannon on
// its own): the event loop's longest delay during each run shows how long the platform could not
// read a socket, check a token or accept a connection (one per turn of the loop).
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const onPostgres = process.argv.includes('--postgres');

const cluster: PostgresCluster | undefined = onPostgres ? await startPostgresCluster() : undefined;
// LOAD_DATA_DIR: an embedded database kept between runs (seeded once), else a fresh one.
const keptDir = process.env.LOAD_DATA_DIR;
const dataDir = onPostgres
  ? undefined
  : (keptDir ?? (await mkdtemp(join(tmpdir(), 'console-load-'))));
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const platform = await buildPlatform({
  port,
  publicUrl,
  seedSize: Number(process.env.SEED_CALLS ?? 20_000),
  ...(cluster ? { databaseUrl: cluster.url } : { dataDir }),
});
await platform.app.listen({ port, host: '127.0.0.1' });

const token = async (username: string) => {
  const response = await fetch(`${publicUrl}/realms/demo/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'console',
      username,
      password: username,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
};
const client = await token('client');
const json = { 'content-type': 'application/json', authorization: `Bearer ${client}` };

const targets = [
  {
    name: 'list (GET corpuses)',
    method: 'GET' as const,
    path: '/services/lm-factory/api/corpuses?lang=fr',
  },
  {
    name: 'search (POST transcription-v2, a page of 50 with a word)',
    method: 'POST' as const,
    path: '/services/search/api/v1/search/transcription-v2/',
    body: JSON.stringify({ search: 'abonnement', lang: 'fr', page: 1, size: 50 }),
  },
  {
    name: 'preview (POST preview/clue)',
    method: 'POST' as const,
    path: '/services/moriarty/api/preview/clue',
    body: JSON.stringify({ lang: 'fr', query: 'résilier | "mettre fin"' }),
  },
];

/** Waits until requests cut off at the end of a run have left the platform's queues. */
const drained = async () => {
  for (;;) {
    const started = performance.now();
    await fetch(`${publicUrl}/services/lm-factory/api/corpuses?lang=fr`, { headers: json });
    if (performance.now() - started < 200) return;
  }
};

console.log(
  `load: ${CONNECTIONS} connections × ${SECONDS} s per endpoint, ${onPostgres ? 'PostgreSQL' : 'embedded database (PGlite)'}`,
);
const memoryBefore = process.memoryUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let failed = false;
// LOAD_TARGETS=search,preview runs only the endpoints whose name contains one of those words.
const only = process.env.LOAD_TARGETS?.split(',').filter(Boolean);
for (const target of targets.filter(
  ({ name }) => !only || only.some((word) => name.includes(word)),
)) {
  loopDelay.reset();
  const result = await autocannon({
    url: `${publicUrl}${target.path}`,
    method: target.method,
    headers: json,
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Its own thread: the load generator must not share the platform's event loop.
    workers: 1,
    timeout: REQUEST_TIMEOUT_MS / 1000,
  });
  const delay = { max: loopDelay.max / 1e6, p99: loopDelay.percentile(99) / 1e6 };
  // `errors` counts the time-outs too.
  const errors = result.errors + result.non2xx;
  failed ||= errors > 0;
  await drained();
  console.log(
    `${target.name}: ${Math.round(result.requests.average)} req/s  p50=${result.latency.p50} ms  ` +
      `p99=${result.latency.p99} ms  max=${result.latency.max} ms  requests=${result.requests.total}  errors=${errors} ` +
      `(timeouts ${result.timeouts}, non-2xx ${result.non2xx}: ${JSON.stringify(result.statusCodeStats)})  (goal: 0 errors)  ` +
      `event-loop delay p99=${delay.p99.toFixed(0)} ms max=${delay.max.toFixed(0)} ms`,
  );
}
const memoryAfter = process.memoryUsage();
const mib = (key: 'rss' | 'heapUsed' | 'external') =>
  `${((memoryAfter[key] - memoryBefore[key]) / 1024 / 1024).toFixed(1)} MiB`;
// RSS counts autocannon's thread too; heap and external (PGlite's memory) are the platform's.
console.log(
  `memory growth: ${mib('rss')} RSS (process), platform thread ${mib('heapUsed')} heap + ` +
    `${mib('external')} external`,
);
await platform.close();
await cluster?.stop();
if (dataDir && !keptDir) await rm(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
