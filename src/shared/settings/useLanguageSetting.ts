import { settingStoreKey } from './storageKeys';
import { useSetting } from './useSetting';

/** The store key other parts read directly (`useStore('settings.language')`). */
export const LANGUAGE_SETTING_KEY = settingStoreKey('language');

export interface LanguageSetting {
  /** The user's working language (filters LM Factory, Moriarty, ... lists). */
  language: string;
  setLanguage: (language: string) => void;
}

/** The `language` setting: stored, else the first of the user's languages, else the UI language. */
export const useLanguageSetting = (): LanguageSetting => {
  const [language, setLanguage] = useSetting('language');
  return { language, setLanguage };
};
