import type { GetListParams, GetListResult } from 'react-admin';
import { settledValue } from './settledValue';

/** How long a prefetched page waits for the page request it was made for. */
export const PREFETCH_KEPT_MS = 10_000;

type ListCall = (params: GetListParams) => Promise<GetListResult>;

/**
 * A getList marked `meta.prefetch` (start-up, issue 16: the first page requested beside the
 * console's mount) is handed to the first getList asking the same page (`pageKey`) within
 * PREFETCH_KEPT_MS, or to the first peekList once it has arrived, once; a failed prefetch makes
 * that request ask again.
 */
export const keepingPrefetchedPages = (
  list: ListCall,
  pageKey: (params: GetListParams) => string,
) => {
  const prefetched = new Map<
    string,
    { answer: Promise<GetListResult>; until: number; arrived: () => GetListResult | undefined }
  >();
  const getList = (params: GetListParams): Promise<GetListResult> => {
    const key = pageKey(params);
    if (params.meta?.prefetch) {
      const pending = prefetched.get(key);
      if (pending && pending.until > Date.now()) return pending.answer;
      const answer = list({ ...params, signal: undefined });
      const until = Date.now() + PREFETCH_KEPT_MS;
      prefetched.set(key, { answer, until, arrived: settledValue(answer) });
      answer.catch(() => prefetched.delete(key));
      return answer;
    }
    const kept = prefetched.get(key);
    prefetched.delete(key);
    if (kept && kept.until > Date.now()) return kept.answer.catch(() => list(params));
    return list(params);
  };
  /**
   * A prefetched page that has arrived, read at once and handed over: the query reading it holds
   * the page's answer, and a later request of the same page (a refresh) asks the server.
   */
  const peekList = (params: GetListParams): GetListResult | undefined => {
    const key = pageKey(params);
    const kept = prefetched.get(key);
    const page = kept && kept.until > Date.now() ? kept.arrived() : undefined;
    if (page) prefetched.delete(key);
    return page;
  };
  return { getList, peekList };
};
