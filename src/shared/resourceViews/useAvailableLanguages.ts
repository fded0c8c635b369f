import { useMemo } from 'react';
import { useLocales } from 'react-admin';
import { useSession } from '../session';

export interface LanguageChoice {
  id: string;
  name: string;
}

/**
 * The languages the user works with: the session's `availableLanguages` (token claim
 * `app_metadata.languages`, names in the UI language); the UI languages when the user has none.
 */
export const useAvailableLanguages = (): LanguageChoice[] => {
  const available = useSession((session) => session.availableLanguages);
  const locales = useLocales();
  return useMemo(() => {
    const entries = Object.entries(available);
    return entries.length > 0
      ? entries.map(([id, name]) => ({ id, name }))
      : locales.map(({ locale, name }) => ({ id: locale, name }));
  }, [available, locales]);
};
