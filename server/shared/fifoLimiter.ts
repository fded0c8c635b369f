/** Runs a task when a slot is free — unless `gone()` says by then that nobody awaits its answer. */
export type FifoLimiter = <T>(task: () => Promise<T>, gone?: () => boolean) => Promise<T>;

/** Why a queued task did not run: whoever asked for it left (a closed connection). */
export class AskerGone extends Error {
  /** nginx's "client closed request": a 4xx that is never logged, and never reaches anyone. */
  readonly statusCode = 499;
  constructor() {
    super('The client closed the connection before its turn');
  }
}

/**
 * At most `max` tasks at once; the others wait their turn, first come first served. The embedded
 * database runs one query at a time: a search made of several queries in a row, admitted with
 * 200 others, would see each of its queries queued behind theirs — a few finished at once while
 * others starved past the console's time-out. Admitted in order, each runs its queries back to
 * back and waits its turn once. A task whose asker has gone (`gone`, checked when its turn comes)
 * is dropped without a slot: a client that timed out and asked again must not queue twice.
 */
export function createFifoLimiter(max: number): FifoLimiter {
  let running = 0;
  const waiting: { start: () => void; drop: () => void; gone?: () => boolean }[] = [];
  const next = () => {
    while (running < max) {
      const first = waiting.shift();
      if (!first) return;
      if (first.gone?.()) {
        first.drop();
        continue;
      }
      running += 1;
      first.start();
    }
  };
  return async <T>(task: () => Promise<T>, gone?: () => boolean): Promise<T> => {
    await new Promise<void>((start, reject) => {
      waiting.push({ start, drop: () => reject(new AskerGone()), gone });
      next();
    });
    try {
      return await task();
    } finally {
      running -= 1;
      next();
    }
  };
}
