import type { LanguageDetectorModule } from 'i18next';
import { toUiLanguageCandidate } from './languageCandidates';
import { DETECTOR_STORAGE_KEY } from './uiLanguages';

/**
 * The UI language's candidates in spec §2 item 5's order, each as the language it asks for
 * ('en-US' → 'en'); those that look like an injection are dropped. i18next takes the first one
 * it supports, else its fallback.
 */
export const uiLanguageCandidates = (values: readonly unknown[]): string[] =>
  values.map(toUiLanguageCandidate).filter((candidate) => candidate !== '');

export interface LanguageSources {
  /** The page's query string, for its `lang` parameter. */
  search: string;
  /** The language saved in the user's settings. */
  savedLanguage: () => unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  navigatorLanguages?: () => readonly string[];
}

const browserLanguages = () => [...navigator.languages, navigator.language];

/**
 * i18next's language detector: `?lang=`, the user's saved UI language, the last choice (kept in
 * local storage), the browser's languages. The choice is kept for the next visit.
 */
export const languageDetector = ({
  search,
  savedLanguage,
  storage = window.localStorage,
  navigatorLanguages = browserLanguages,
}: LanguageSources): LanguageDetectorModule => ({
  type: 'languageDetector',
  detect: () => {
    let lastChoice: string | null = null;
    try {
      lastChoice = storage.getItem(DETECTOR_STORAGE_KEY);
    } catch {
      // Storage refused (privacy settings): no last choice.
    }
    return uiLanguageCandidates([
      new URLSearchParams(search).get('lang'),
      savedLanguage(),
      lastChoice,
      ...navigatorLanguages(),
    ]);
  },
  cacheUserLanguage: (language) => {
    try {
      storage.setItem(DETECTOR_STORAGE_KEY, language);
    } catch {
      // Storage refused: the language is detected again next time.
    }
  },
});
