import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsUpdate } from '../routing/useSearchParamsUpdate';

/** The `?language=` query parameter of language-filtered sections, and a setter keeping the rest. */
export const useLanguageQuery = (): [string | undefined, (language: string) => void] => {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const setLanguage = useCallback(
    (language: string) => updateSearchParams((query) => query.set('language', language)),
    [updateSearchParams],
  );
  return [searchParams.get('language') ?? undefined, setLanguage];
};
