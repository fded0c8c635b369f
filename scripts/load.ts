import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
// spec §7); p50 / p99 show how long they took.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const onPostgres = process.argv.includes('--postgres');

const cluster: PostgresCluster | undefined = onPostgres ? await startPostgresCluster() : undefined;
const dataDir = onPostgres ? undefined : await mkdtemp(join(tmpdir(), 'console-load-'));
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
const rssBefore = process.memoryUsage().rss;
let failed = false;
// LOAD_TARGETS=search,preview runs only the endpoints whose name contains one of those words.
const only = process.env.LOAD_TARGETS?.split(',').filter(Boolean);
for (const target of targets.filter(
  ({ name }) => !only || only.some((word) => name.includes(word)),
)) {
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
  // `errors` counts the time-outs too.
  const errors = result.errors + result.non2xx;
  failed ||= errors > 0;
  await drained();
  console.log(
    `${target.name}: ${Math.round(result.requests.average)} req/s  p50=${result.latency.p50} ms  ` +
      `p99=${result.latency.p99} ms  max=${result.latency.max} ms  requests=${result.requests.total}  errors=${errors} ` +
      `(timeouts ${result.timeouts}, non-2xx ${result.non2xx}: ${JSON.stringify(result.statusCodeStats)})  (goal: 0 errors)`,
  );
}
const growth = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
console.log(`memory growth of the platform: ${growth.toFixed(1)} MiB RSS`);
await platform.close();
await cluster?.stop();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
