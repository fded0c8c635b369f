/** Runs a task when a slot is free. */
export type FifoLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `max` tasks at once; the others wait their turn, first come first served. The embedded
 * database runs one query at a time: a search made of several queries in a row, admitted with
 * 200 others, would see each of its queries queued behind theirs — a few finished at once while
 * others starved past the console's time-out. Admitted in order, each runs its queries back to
 * back and waits its turn once.
 */
export function createFifoLimiter(max: number): FifoLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
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
