import { useEffect } from 'react';
import type { SectionDeclaration } from '../shared/declarations/types';
import { useLanguageSetting } from '../shared/settings';

/** Spec §2: changing the `language` query parameter updates the user's language setting. */
export const useLanguageQuerySync = (
  section: SectionDeclaration | undefined,
  queryLanguage: string | null,
) => {
  const { language, setLanguage } = useLanguageSetting();
  const applies = !!section?.languageFilter && !!queryLanguage;
  useEffect(() => {
    if (applies && queryLanguage && queryLanguage !== language) setLanguage(queryLanguage);
  }, [applies, queryLanguage, language, setLanguage]);
};
