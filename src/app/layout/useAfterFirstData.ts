import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * False until nothing has been fetched for `quietMs` after the first render — at once when the
 * page's data is in memory already (answerQueriesAtOnce), else once its first requests have ended;
 * then true, for good, in a background render (issue 16: what is drawn after it — the menu's
 * entries — does not hold up the first screen). It follows the query cache only until then, so the
 * component using it does not render again with every request afterwards. Waiting longer for the
 * menu was measured and left out: its longest entries are among the page's largest text, so the
 * largest contentful paint came with them, later (corpuses: +79 ms over 15 alternating loads when
 * waiting for rows asked anew; +120–190 ms when waiting 800 ms on a page that had nothing to fetch).
 */
export const useAfterFirstData = (quietMs = 0): boolean => {
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived) return undefined;
    let fetching = -1;
    let timer: number | undefined;
    const check = () => {
      const now = queryClient.isFetching();
      if (now === fetching) return;
      fetching = now;
      window.clearTimeout(timer);
      // The page's queries start fetching in their own effects, after this one: a timer, even of
      // 0 ms, looks once they have.
      if (now === 0)
        timer = window.setTimeout(() => startTransition(() => setArrived(true)), quietMs);
    };
    check();
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [arrived, queryClient, quietMs]);
  return arrived;
};
