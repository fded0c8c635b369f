import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { shortLanguageCode } from '../i18n/languageCode';
import { useSearchParamsUpdate } from '../routing/useSearchParamsUpdate';

/** The `?language=` query parameter of language-filtered sections, and a setter keeping the rest. */
export const useLanguageQuery = (): [string | undefined, (language: string) => void] => {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const setLanguage = useCallback(
    (language: string) => updateSearchParams((query) => query.set('language', language)),
    [updateSearchParams],
  );
  const language = searchParams.get('language');
  return [language === null ? undefined : shortLanguageCode(language), setLanguage];
};
