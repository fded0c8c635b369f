import type { GetListParams, GetListResult } from 'react-admin';
import { settledValue } from './settledValue';

/** How long a prefetched answer waits for the request it was made for. */
export const PREFETCH_KEPT_MS = 10_000;

/**
 * A call marked as a prefetch (start-up, issue 16: a first page, a dashboard's figures, requested
 * beside the console's mount) is handed to the first identical call (`keyOf`) within
 * PREFETCH_KEPT_MS, or to the first `peek` once it has arrived, once; a failed prefetch makes that
 * call ask again. The prefetch is sent without the caller's abort signal: it is kept for another.
 */
export const keepingPrefetched = <Params extends { signal?: AbortSignal }, Answer>(
  send: (params: Params) => Promise<Answer>,
  keyOf: (params: Params) => string,
  isPrefetch: (params: Params) => boolean,
) => {
  const prefetched = new Map<
    string,
    { answer: Promise<Answer>; until: number; arrived: () => Answer | undefined }
  >();
  // A prefetch never asked for (a hover not followed by a click) is dropped once it has expired.
  const dropExpired = (now: number) => {
    for (const [key, kept] of prefetched) if (kept.until <= now) prefetched.delete(key);
  };
  const call = (params: Params): Promise<Answer> => {
    dropExpired(Date.now());
    const key = keyOf(params);
    if (isPrefetch(params)) {
      const pending = prefetched.get(key);
      if (pending && pending.until > Date.now()) return pending.answer;
      const answer = send({ ...params, signal: undefined });
      const until = Date.now() + PREFETCH_KEPT_MS;
      prefetched.set(key, { answer, until, arrived: settledValue(answer) });
      answer.catch(() => prefetched.delete(key));
      return answer;
    }
    const kept = prefetched.get(key);
    prefetched.delete(key);
    if (kept && kept.until > Date.now()) return kept.answer.catch(() => send(params));
    return send(params);
  };
  /**
   * A prefetched answer that has arrived, read at once and handed over: the query reading it holds
   * the answer, and a later identical call (a refresh) asks the server.
   */
  const peek = (params: Params): Answer | undefined => {
    const key = keyOf(params);
    const kept = prefetched.get(key);
    const answer = kept && kept.until > Date.now() ? kept.arrived() : undefined;
    if (answer !== undefined) prefetched.delete(key);
    return answer;
  };
  return { call, peek };
};

/** keepingPrefetched for a list's pages: a getList marked `meta.prefetch`, keyed by `pageKey`. */
export const keepingPrefetchedPages = (
  list: (params: GetListParams) => Promise<GetListResult>,
  pageKey: (params: GetListParams) => string,
) => {
  const pages = keepingPrefetched(list, pageKey, (params) => Boolean(params.meta?.prefetch));
  return { getList: pages.call, peekList: pages.peek };
};
