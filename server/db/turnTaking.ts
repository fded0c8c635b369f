import type { PGlite } from '@electric-sql/pglite';

/** Runs a task after the previous one has settled. */
export type TurnQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Tasks one at a time, first come first served, each started in a turn of the event loop of its
 * own (`setImmediate`), never straight from the end of the one before.
 */
export function createTurnQueue(): TurnQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Makes the embedded database give the event loop back between its queries.
 *
 * PGlite runs each query synchronously (WebAssembly on the main thread) and hands its lock to the
 * next waiting query in a promise callback, so a backlog of queries ran back to back in a single
 * turn of the event loop: under load, one turn lasted up to 26 s (200 queued searches). Nothing
 * else ran meanwhile — no socket read, no token check, no timer — and Node (libuv ≥ 1.45)
 * accepts one new connection per turn, so connections waited past the console's 60 s time-out
 * before they were even accepted. Queued here instead, every query starts in a turn of its own:
 * the longest turn is one query.
 *
 * Call once the database is ready: its start-up queries go through `query` too.
 */
export function takeTurns(client: PGlite): void {
  const turn = createTurnQueue();
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<PGlite['query']>) =>
    turn(() => query.apply(client, args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => turn(() => exec.apply(client, args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    turn(() => transaction.apply(client, args))) as PGlite['transaction'];
}
