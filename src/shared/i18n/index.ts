export { createI18nProvider, i18nextOptions } from './createI18nProvider';
export type { I18nProviderOptions } from './createI18nProvider';
export { normalizeLanguage } from './normalizeLanguage';
export { isSafeLanguageCode, primaryLanguage, SAFE_LANGUAGE_CODE } from './languageCandidates';
export { UI_LANGUAGES, FALLBACK_LANGUAGE, DETECTOR_STORAGE_KEY } from './uiLanguages';
export { LOCALES_LOAD_PATH } from './localesBackend';
export { shortLanguageCode } from './languageCode';
