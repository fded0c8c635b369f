import { useCallback } from 'react';
import { useAvailableLanguages } from './useAvailableLanguages';

/** A language code's name in the UI language ("fr" → "French"), else the code itself. */
export const useLanguageName = () => {
  const languages = useAvailableLanguages();
  return useCallback(
    (code: unknown): string =>
      languages.find((language) => language.id === code)?.name ??
      (typeof code === 'string' ? code : ''),
    [languages],
  );
};
