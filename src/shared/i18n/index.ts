export { createI18nProvider, DETECTION_ORDER, i18nextOptions } from './createI18nProvider';
export type { I18nProviderOptions } from './createI18nProvider';
export { normalizeLanguage } from './normalizeLanguage';
export { isSafeLanguageCode, primaryLanguage, SAFE_LANGUAGE_CODE } from './languageCandidates';
export { UI_LANGUAGES, FALLBACK_LANGUAGE, DETECTOR_STORAGE_KEY } from './uiLanguages';
export { backendOptions, LOCALES_LOAD_PATH } from './backendOptions';
export { shortLanguageCode } from './languageCode';
