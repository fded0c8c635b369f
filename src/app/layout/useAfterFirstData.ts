import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';

/** How long a page that fetches nothing waits before what follows its first data draws. */
export const NO_FETCH_WAIT_MS = 800;

/**
 * False until the first requests have ended (something was fetched and nothing is now), or
 * NO_FETCH_WAIT_MS passed without a fetch; then true, for good, in a background render (issue
 * 16: what is drawn after it — the menu's entries — does not hold up the first screen). The first
 * requests are usually react-admin's auth checks, asked again behind their immediate answers
 * (answerQueriesAtOnce), sometimes the rows too. Waiting for the rows instead was measured and
 * left out: the menu's longest entries are among the page's largest text, so the largest
 * contentful paint then came later (corpuses: +79 ms over 15 alternating loads).
 */
export const useAfterFirstData = (): boolean => {
  const fetching = useIsFetching();
  const fetchedOnce = useRef(false);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (arrived) return undefined;
    const settle = () => startTransition(() => setArrived(true));
    if (fetching > 0) fetchedOnce.current = true;
    else if (fetchedOnce.current) settle();
    if (fetchedOnce.current) return undefined;
    const timer = window.setTimeout(settle, NO_FETCH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [arrived, fetching]);
  return arrived;
};
