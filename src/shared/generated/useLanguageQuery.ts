import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The `?language=` query parameter of language-filtered sections, and a setter keeping the rest. */
export const useLanguageQuery = (): [string | undefined, (language: string) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const setLanguage = useCallback(
    (language: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('language', language);
        return next;
      }),
    [setSearchParams],
  );
  return [searchParams.get('language') ?? undefined, setLanguage];
};
