import { useCallback, useRef, useState } from 'react';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { useLmNotify } from '../common/useLmNotify';
import {
  expressionSearchBody,
  sentencesOf,
  type ExpressionSearch,
  type FoundSentence,
  type SearchHit,
} from './expressionSearch';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The corpus expression search: `POST search/transcription-v2/` and the matching sentences;
 * "Failed to search expression" yields an empty list. A new search cancels the previous one.
 */
export const useExpressionSearch = () => {
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const [sentences, setSentences] = useState<FoundSentence[] | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const search = useCallback(
    async (criteria: ExpressionSearch) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSearching(true);
      try {
        const answer = await request<{ data?: SearchHit[] }>({
          service: 'search',
          method: 'POST',
          path: 'search/transcription-v2/',
          body: expressionSearchBody(criteria),
          signal: current.signal,
        });
        setSentences(sentencesOf(Array.isArray(answer?.data) ? answer.data : []));
      } catch (error) {
        if (isAbort(error)) return;
        failure('resources.lmfactory/corpuses.notifications.searchFailed', error);
        setSentences([]);
      } finally {
        if (controller.current === current) setSearching(false);
      }
    },
    [failure, request],
  );
  return { sentences, searching, search };
};
