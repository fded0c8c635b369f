import { userSettingStorageKey } from '../settings/storageKeys';
import { uiLanguageCandidates } from './languageCandidates';
import { LOCALES_LOAD_PATH } from './localesBackend';
import { FALLBACK_LANGUAGE, UI_LANGUAGES } from './uiLanguages';

export interface LikelyLanguageInput {
  search: string;
  storage: Pick<Storage, 'getItem'>;
  /** The signed-in user, when start-up knows them already (a restored session). */
  userId?: string;
  navigatorLanguages: readonly string[];
}

/** A react-admin store item (JSON), or undefined. */
const storedItem = (storage: Pick<Storage, 'getItem'>, key: string): unknown => {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * The UI language the language detector will choose, read the same way before i18next loads
 * (spec §2 item 5): `?lang=`, the user's saved UI language, i18next's cached choice, the
 * browser's languages; the first supported one, else the fallback.
 */
export const likelyUiLanguage = ({
  search,
  storage,
  userId,
  navigatorLanguages,
}: LikelyLanguageInput): string => {
  const candidates = uiLanguageCandidates({
    search,
    savedLanguage: userId
      ? storedItem(storage, userSettingStorageKey(userId, 'uiLanguage'))
      : undefined,
    storage,
    navigatorLanguages,
  });
  const supported = UI_LANGUAGES.map(({ locale }) => locale);
  return candidates.find((code) => supported.includes(code)) ?? FALLBACK_LANGUAGE;
};

/**
 * Start-up (issue 16): the translations the console will ask for start downloading from the
 * entry, beside the console's code, instead of once i18next starts. The backend's request (CORS
 * mode, same-origin credentials) then takes the preloaded answer; a wrong guess costs one small
 * request.
 */
export const preloadTranslations = (language: string, head: HTMLElement = document.head): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = LOCALES_LOAD_PATH.replace('{{lng}}', language);
  head.appendChild(link);
};
