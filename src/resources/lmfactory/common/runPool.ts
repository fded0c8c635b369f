/**
 * Runs `work` on every item with at most `concurrency` calls in flight; stops starting new ones
 * once `signal` aborts. Errors are the worker's to handle (it should not throw).
 */
export const runPool = async <T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
  { concurrency, signal }: { concurrency: number; signal?: AbortSignal },
): Promise<void> => {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
};
