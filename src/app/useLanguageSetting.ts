import { useLocaleState, useStore } from 'react-admin';
import { useAvailableLanguages } from '../shared/generated/useAvailableLanguages';

export const LANGUAGE_SETTING_KEY = 'settings.language';

export interface LanguageSetting {
  /** The user's working language (filters LM Factory, Moriarty, ... lists). */
  language: string;
  setLanguage: (language: string) => void;
}

/**
 * The user's language setting (spec §3 user settings `language`). For now a react-admin store
 * value defaulting to the first of the user's languages, else the UI language; the user-settings
 * store can replace this one hook later.
 */
export const useLanguageSetting = (): LanguageSetting => {
  const languages = useAvailableLanguages();
  const [uiLanguage] = useLocaleState();
  const [stored, setLanguage] = useStore<string | undefined>(LANGUAGE_SETTING_KEY);
  return { language: stored ?? languages[0]?.id ?? uiLanguage, setLanguage };
};
