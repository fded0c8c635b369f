import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/freePort';

// `npm run crashtest`: the platform on the embedded database, killed with SIGKILL in the middle of
// a burst of creates and updates, then started again on the same data, CRASH_ROUNDS times (20):
// every write it acknowledged must be there and the database must open. Then a SIGTERM during a
// burst and a language-model build: in-flight requests answered, the process gone within its
// time limit, no build left running. Prints the figures; exits 1 on any loss.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const dataDir = await mkdtemp(join(tmpdir(), 'console-crash-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(): ChildProcess {
  return spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_CALLS: '50',
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
    detached: true,
  });
}
async function ready(child: ChildProcess) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the platform exited (${child.exitCode}) while starting`);
    if (
      await fetch(`${base}/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Date.now() - started;
    await sleep(100);
  }
}
const stopped = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(0);
    const at = Date.now();
    child.once('exit', () => resolve(Date.now() - at));
  });
const token = async () => {
  const response = await fetch(`${base}/realms/demo/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'console',
      username: 'admin',
      password: 'admin',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
};
const api = (bearer: string, method: string, path: string, body?: object) =>
  fetch(`${base}/services/moriarty/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });

/**
 * Creates and renames clues until stopped; returns what the platform acknowledged, by clue. A
 * rename cut off before its answer may or may not have been kept: both labels are correct then.
 */
async function burst(bearer: string, until: Promise<unknown>) {
  const acknowledged = new Map<number, string>();
  const unanswered = new Map<number, string>();
  let done = false;
  void until.then(() => (done = true));
  const worker = async (lane: number) => {
    for (let n = 0; !done; n += 1) {
      const label = `crash ${lane}-${n}-${Date.now()}`;
      try {
        const created = await api(bearer, 'POST', 'clues', { label, lang: 'fr', query: 'bonjour' });
        if (created.status !== 201) continue;
        const { id } = (await created.json()) as { id: number };
        acknowledged.set(id, label);
        const renamed = `${label} (renommé)`;
        unanswered.set(id, renamed);
        const patched = await api(bearer, 'PATCH', `clues/${id}`, { label: renamed });
        unanswered.delete(id);
        if (patched.status === 200) acknowledged.set(id, renamed);
      } catch {
        return; // the platform is gone
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return { acknowledged, unanswered };
}

/** Whether the stored label is one the platform may hold for that clue after a crash. */
const kept = (written: Awaited<ReturnType<typeof burst>>, id: number, stored?: string) =>
  stored === written.acknowledged.get(id) || stored === written.unanswered.get(id);

let lost = 0;
let checked = 0;
const startTimes: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const child = start();
  startTimes.push(await ready(child));
  const bearer = await token();
  const killAt = sleep(300 + Math.random() * 1200).then(() =>
    process.kill(-(child.pid as number), 'SIGKILL'),
  );
  const written = await burst(bearer, killAt);
  const { acknowledged } = written;
  await stopped(child);
  let lostThisRound = 0;
  const again = start();
  startTimes.push(await ready(again)); // the database opens cleanly after the crash
  const reader = await token();
  for (const [id, label] of acknowledged) {
    checked += 1;
    const answer = await api(reader, 'GET', `clues/${id}`);
    const stored = answer.ok ? ((await answer.json()) as { label: string }).label : undefined;
    if (!kept(written, id, stored)) {
      lost += 1;
      lostThisRound += 1;
      console.error(
        `round ${round}: clue ${id} acknowledged as "${label}", found ${stored ?? 'nothing'}`,
      );
    }
  }
  process.kill(-(again.pid as number), 'SIGKILL');
  await stopped(again);
  console.log(`round ${round}: ${acknowledged.size} acknowledged writes, ${lostThisRound} lost`);
}

// SIGTERM during a burst and a build: answered, gone in time, no build left running.
const child = start();
await ready(child);
const bearer = await token();
const lm = (method: string, path: string, body?: object) =>
  fetch(`${base}/services/lm-factory/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
const corpus = (await (
  await lm('POST', 'corpuses', {
    label: 'Arrêt',
    description: '',
    lang: 'fr',
    sentences: ['on arrête proprement'],
  })
).json()) as { id: number };
const model = (await (
  await lm('POST', 'language_models', {
    label: 'Arrêt',
    description: '',
    lang: 'fr',
    corpuses: [corpus.id],
    dictionaries: [],
  })
).json()) as { id: number };
const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
let termSentAt = 0;
const termAt = sleep(500).then(() => {
  termSentAt = Date.now();
  process.kill(-(child.pid as number), 'SIGTERM');
});
const afterTerm = await burst(bearer, termAt);
const { acknowledged } = afterTerm;
const exitMs = (await exited) - termSentAt;
const after = start();
await ready(after);
const reader = await token();
// Resumed after the restart, the build must end (success or failed), not stay running.
const statusOf = async () =>
  (
    (await (
      await fetch(`${base}/services/lm-factory/api/language_models/${model.id}`, {
        headers: { authorization: `Bearer ${reader}` },
      })
    ).json()) as { status: string }
  ).status;
let status = await statusOf();
for (let waited = 0; ['queued', 'running'].includes(status) && waited < 60_000; waited += 500) {
  await sleep(500);
  status = await statusOf();
}
let missing = 0;
for (const id of acknowledged.keys()) {
  const answer = await api(reader, 'GET', `clues/${id}`);
  const stored = answer.ok ? ((await answer.json()) as { label: string }).label : undefined;
  if (!kept(afterTerm, id, stored)) missing += 1;
}
process.kill(-(after.pid as number), 'SIGKILL');
await stopped(after);
await rm(dataDir, { recursive: true, force: true });

const sorted = [...startTimes].sort((a, b) => a - b);
console.log(
  `crashtest: ${ROUNDS} SIGKILLs during bursts, ${checked} acknowledged writes checked, ${lost} lost; ` +
    `start after a crash p50=${sorted[Math.floor(sorted.length / 2)]} ms max=${sorted.at(-1)} ms`,
);
console.log(
  `SIGTERM: exited in ${exitMs} ms (limit 10 000), ${acknowledged.size} acknowledged writes, ${missing} missing; ` +
    `build resumed after the restart ended: ${status}`,
);
process.exit(lost + missing > 0 || !['success', 'failed'].includes(status) ? 1 : 0);
