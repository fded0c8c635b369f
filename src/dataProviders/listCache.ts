import { settledValue } from './settledValue';

/**
 * A short-lived cache of whole lists, keyed by the server query: typing in a list filter re-runs
 * getList on every keystroke, and only the first one should reach the service. Concurrent callers
 * share one request; a failed request is not kept; `clear()` after any mutation of the resource.
 */
export interface ListCache<T> {
  /** The value under `key` if fresh (and at most `maxAgeMs` old when given), else `load()`'s. */
  get(key: string, load: () => Promise<T>, maxAgeMs?: number): Promise<T>;
  /** Settled values still fresh (to answer getOne / getMany without a request). */
  values(): Promise<T[]>;
  /** The value under `key` if it has arrived and is fresh (read at once: no request). */
  peek(key: string): T | undefined;
  clear(): void;
}

export const createListCache = <T>(ttlMs: number, now: () => number = Date.now): ListCache<T> => {
  const entries = new Map<
    string,
    { created: number; expires: number; promise: Promise<T>; settled: () => T | undefined }
  >();
  const fresh = () => {
    for (const [key, entry] of entries) if (entry.expires <= now()) entries.delete(key);
    return [...entries.values()];
  };
  return {
    get(key, load, maxAgeMs = Infinity) {
      const existing = entries.get(key);
      const time = now();
      if (existing && existing.expires > time && time - existing.created <= maxAgeMs) {
        return existing.promise;
      }
      const promise = load();
      const entry = {
        created: time,
        expires: time + ttlMs,
        promise,
        settled: settledValue(promise),
      };
      entries.set(key, entry);
      entry.promise.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.promise;
    },
    peek(key) {
      const entry = entries.get(key);
      return entry && entry.expires > now() ? entry.settled() : undefined;
    },
    async values() {
      const settled = await Promise.allSettled(fresh().map((entry) => entry.promise));
      return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    },
    clear() {
      entries.clear();
    },
  };
};

/** The promise, or an AbortError as soon as the caller's signal aborts (the request goes on). */
export const withSignal = <T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> => {
  if (!signal) return promise;
  const aborted = () => new DOMException('The request was aborted', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};
