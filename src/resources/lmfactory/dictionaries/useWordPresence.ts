import { useCallback, useEffect, useRef, useState } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { useSetting } from '../../../shared/settings';
import { runPool } from '../common/runPool';
import { useLmNotify } from '../common/useLmNotify';
import { wordPresenceBody } from './wordPresence';

/** Searches in flight at once while counting. */
export const WORD_SEARCH_CONCURRENCY = 4;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface WordPresence {
  /** Word → calls of the last 6 months containing it (0 when its search failed). */
  counts: Readonly<Record<string, number>>;
  /** Words counted so far. */
  done: number;
  running: boolean;
  start: () => void;
}

/**
 * Counts, for each word, the calls of the last 6 months that contain it: one `POST
 * search/transcription-v2/` with size 0 per word (at most 4 at once), reading `_total`. A failed
 * search counts 0 and says "Failed to search word" (once per run). Leaving cancels the run.
 */
export const useWordPresence = (words: readonly string[], lang: string): WordPresence => {
  const request = useServiceRequest();
  const [timeZone] = useSetting('timeZone');
  const { failure } = useLmNotify();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { signal } = current;
    let failed = false;
    setCounts({});
    setRunning(true);
    const count = async (word: string) => {
      let total = 0;
      try {
        const answer = await request<{ _total?: number }>({
          service: 'search',
          method: 'POST',
          path: 'search/transcription-v2/',
          body: wordPresenceBody(word, { lang, timeZone }),
          signal,
        });
        total = typeof answer?._total === 'number' ? answer._total : 0;
      } catch (error) {
        if (isAbort(error) || signal.aborted) return;
        if (!failed)
          failure('resources.lmfactory/dictionaries.notifications.searchWordFailed', error);
        failed = true;
      }
      if (!signal.aborted) setCounts((known) => ({ ...known, [word]: total }));
    };
    void runPool(words, count, { concurrency: WORD_SEARCH_CONCURRENCY, signal }).finally(() => {
      if (!signal.aborted) setRunning(false);
    });
  }, [failure, lang, request, timeZone, words]);

  return { counts, done: Object.keys(counts).length, running, start };
};
