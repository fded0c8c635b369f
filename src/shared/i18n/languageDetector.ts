import type { LanguageDetectorModule } from 'i18next';
import { uiLanguageCandidates } from './languageCandidates';
import { DETECTOR_STORAGE_KEY } from './uiLanguages';

export interface DetectorOptions {
  /** The page's query string, for its `lang` parameter. */
  search: string;
  /** The language saved in the user's settings. */
  savedLanguage: () => unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  navigatorLanguages?: () => readonly string[];
}

const browserLanguages = () => [...navigator.languages, navigator.language];

/**
 * i18next's language detector: the candidates of spec §2 item 5 (`uiLanguageCandidates`). The
 * choice is kept for the next visit.
 */
export const languageDetector = ({
  search,
  savedLanguage,
  storage = window.localStorage,
  navigatorLanguages = browserLanguages,
}: DetectorOptions): LanguageDetectorModule => ({
  type: 'languageDetector',
  detect: () =>
    uiLanguageCandidates({
      search,
      savedLanguage: savedLanguage(),
      storage,
      navigatorLanguages: navigatorLanguages(),
    }),
  cacheUserLanguage: (language) => {
    try {
      storage.setItem(DETECTOR_STORAGE_KEY, language);
    } catch {
      // Storage refused: the language is detected again next time.
    }
  },
});
