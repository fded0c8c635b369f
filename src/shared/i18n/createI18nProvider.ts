import { createInstance, type i18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setLanguages } from '../session';
import { backendOptions } from './backendOptions';
import { toUiLanguageCandidate } from './languageCandidates';
import { raMessages } from './raMessages';
import { DETECTOR_STORAGE_KEY, FALLBACK_LANGUAGE, UI_LANGUAGES } from './uiLanguages';

export interface I18nProviderOptions {
  /** The page's query string, for its `lang` parameter (default: the current location's). */
  search?: string;
  /** The language saved in the user's settings (the product's settings key). */
  savedLanguage?: () => unknown;
  /** Test hooks: e.g. `{ alternateFetch }`. */
  backend?: HttpBackendOptions;
}

/** Detection order of spec §2 item 5, before i18next's fallback to the first language. */
export const DETECTION_ORDER = ['langParameter', 'userSettings', 'localStorage', 'navigator'];

const detectorWith = (search: string, savedLanguage: () => unknown) => {
  const detector = new LanguageDetector();
  detector.addDetector({
    name: 'langParameter',
    lookup: () => new URLSearchParams(search).get('lang') ?? undefined,
  });
  detector.addDetector({
    name: 'userSettings',
    lookup: () => {
      const saved = savedLanguage();
      return typeof saved === 'string' ? saved : undefined;
    },
  });
  return detector;
};

export const i18nextOptions = (backend?: HttpBackendOptions): InitOptions => ({
  // ra-i18n-i18next forces lng 'en' otherwise, and the detector would never run (gotcha 13).
  lng: undefined,
  supportedLngs: UI_LANGUAGES.map(({ locale }) => locale),
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  // react-admin's own labels, bundled; the app's keys (which may override them) come from the backend.
  fallbackNS: 'ra',
  partialBundledLanguages: true,
  resources: Object.fromEntries(Object.entries(raMessages).map(([lng, ra]) => [lng, { ra }])),
  // Messages passed as keys may contain ':' (e.g. "…the following: {emailAddress}").
  nsSeparator: false,
  interpolation: { escapeValue: false },
  backend: backendOptions(backend),
  detection: {
    order: DETECTION_ORDER,
    lookupLocalStorage: DETECTOR_STORAGE_KEY,
    caches: ['localStorage'],
    // Browsers say 'en-US': keep the primary part; discard candidates that look like injection.
    convertDetectedLanguage: toUiLanguageCandidate,
  },
  react: { useSuspense: false },
});

/**
 * `provider` with its texts kept once translated, for the calls without parameters (a key, maybe
 * with its default): i18next resolves each call anew (namespaces, fallbacks, interpolation, about
 * 10 µs), and a page asks for the same labels hundreds of times per render (its menu, headers,
 * filters). Forgotten whenever the language or the loaded texts change.
 */
const keepingTexts = (provider: I18nProvider, instance: i18n): I18nProvider => {
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  for (const event of ['languageChanged', 'loaded', 'added', 'removed']) instance.on(event, forget);
  return {
    ...provider,
    translate: (key, options) => {
      const names = options ? Object.keys(options) : [];
      const plain = names.length === 0 || (names.length === 1 && typeof options?._ === 'string');
      if (!plain) return provider.translate(key, options);
      const id = names.length === 0 ? key : `${key}\u0000${String(options?._)}`;
      let text = texts.get(id);
      if (text === undefined) {
        text = provider.translate(key, options);
        texts.set(id, text);
      }
      return text;
    },
  };
};

/**
 * The i18nProvider (ra-i18n-i18next): translations from `/locales/{lng}.json`, react-admin's own
 * labels in en and fr, the UI language detected in spec §2 item 5's order. Keeps the session's UI
 * language (and the available languages' display names) and `<html lang>` in step.
 */
export const createI18nProvider = async ({
  search = window.location.search,
  savedLanguage = () => undefined,
  backend,
}: I18nProviderOptions = {}): Promise<I18nProvider> => {
  const instance = createInstance().use(HttpBackend).use(detectorWith(search, savedLanguage));
  const onLanguage = (language: string) => {
    setLanguages({ uiLanguage: language });
    document.documentElement.lang = language;
  };
  instance.on('languageChanged', onLanguage);
  const provider = await getI18nProvider(instance, i18nextOptions(backend), UI_LANGUAGES);
  onLanguage(provider.getLocale());
  return keepingTexts(provider, instance);
};
