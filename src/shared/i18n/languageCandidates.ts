import { DETECTOR_STORAGE_KEY } from './uiLanguages';

/**
 * A language code as a browser, a URL or a setting may give it ('fr', 'en-US', 'zh-Hant-TW').
 * Anything else (markup, quotes, spaces, script) is discarded as a possible injection (spec §2
 * item 5).
 */
export const SAFE_LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const isSafeLanguageCode = (value: unknown): value is string =>
  typeof value === 'string' && SAFE_LANGUAGE_CODE.test(value);

/** The primary part, lower-case: 'en-US' → 'en'. */
export const primaryLanguage = (code: string): string => code.split('-')[0].toLowerCase();

/** A detected candidate as the UI language it asks for, or '' (ignored) when unsafe. */
export const toUiLanguageCandidate = (value: unknown): string =>
  isSafeLanguageCode(value) ? primaryLanguage(value) : '';

export interface LanguageSources {
  /** The page's query string, for its `lang` parameter. */
  search: string;
  /** The language saved in the user's settings. */
  savedLanguage: unknown;
  /** Where the last choice is kept (local storage). */
  storage: Pick<Storage, 'getItem'>;
  navigatorLanguages: readonly string[];
}

/**
 * The UI language's candidates in spec §2 item 5's order — `?lang=`, the user's saved UI
 * language, the last choice, the browser's languages — each as the language it asks for
 * ('en-US' → 'en'); those that look like an injection are dropped. The first supported one wins,
 * else the fallback. Read by the language detector and, before i18next loads, by the preload.
 */
export const uiLanguageCandidates = ({
  search,
  savedLanguage,
  storage,
  navigatorLanguages,
}: LanguageSources): string[] => {
  let lastChoice: string | null = null;
  try {
    lastChoice = storage.getItem(DETECTOR_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): no last choice.
  }
  return [new URLSearchParams(search).get('lang'), savedLanguage, lastChoice, ...navigatorLanguages]
    .map(toUiLanguageCandidate)
    .filter((candidate) => candidate !== '');
};
