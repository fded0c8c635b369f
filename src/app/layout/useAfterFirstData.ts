import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * False until nothing is being fetched after the first render — at once when the page's data is
 * in memory already (answerQueriesAtOnce), else once its first requests have ended; then true,
 * for good, in a background render (issue 16: what is drawn after it — the menu's entries — does
 * not hold up the first screen). Waiting longer was measured and left out: the menu's longest
 * entries are among the page's largest text, so the largest contentful paint came with them,
 * later (corpuses: +79 ms over 15 alternating loads when waiting for rows asked anew; +120–190 ms
 * when waiting 800 ms on a page that had nothing to fetch).
 */
export const useAfterFirstData = (): boolean => {
  const fetching = useIsFetching();
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived || fetching > 0) return undefined;
    // The page's queries start fetching in their own effects, after this one: look once they have.
    const timer = window.setTimeout(() => startTransition(() => setArrived(true)));
    return () => window.clearTimeout(timer);
  }, [arrived, fetching]);
  return arrived;
};
