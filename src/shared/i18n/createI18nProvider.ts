import { createInstance, type i18n, type InitOptions } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setLanguages } from '../session';
import { languageDetector } from './languageDetector';
import { localesBackend, type LocalesBackendOptions } from './localesBackend';
import { raMessages } from './raMessages';
import { FALLBACK_LANGUAGE, UI_LANGUAGES } from './uiLanguages';

export interface I18nProviderOptions {
  /** The page's query string, for its `lang` parameter (default: the current location's). */
  search?: string;
  /** The language saved in the user's settings (the product's settings key). */
  savedLanguage?: () => unknown;
  /** Test hook: `{ fetch }` answers the translation files' requests. */
  backend?: LocalesBackendOptions;
}

export const i18nextOptions = (): InitOptions => ({
  // ra-i18n-i18next forces lng 'en' otherwise, and the detector would never run (gotcha 13).
  lng: undefined,
  supportedLngs: UI_LANGUAGES.map(({ locale }) => locale),
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  ns: ['common', 'ra'],
  defaultNS: 'common',
  // react-admin's own labels: English bundled, the others loaded with their language (the
  // backend); the app's keys (which may override them) come from the translation files.
  fallbackNS: 'ra',
  partialBundledLanguages: true,
  resources: Object.fromEntries(Object.entries(raMessages).map(([lng, ra]) => [lng, { ra }])),
  // Messages passed as keys may contain ':' (e.g. "…the following: {emailAddress}").
  nsSeparator: false,
  interpolation: { escapeValue: false },
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
  const instance = createInstance()
    .use(localesBackend(backend))
    .use(languageDetector({ search, savedLanguage }));
  const onLanguage = (language: string) => {
    setLanguages({ uiLanguage: language });
    document.documentElement.lang = language;
  };
  instance.on('languageChanged', onLanguage);
  const provider = await getI18nProvider(instance, i18nextOptions(), UI_LANGUAGES);
  onLanguage(provider.getLocale());
  return keepingTexts(provider, instance);
};
