import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

/**
 * react-admin's own labels (ra.*) bundled with the console, i18next format: English, the fallback
 * language. The other languages' come with their translations (localesBackend).
 */
export const raMessages: Record<string, object> = {
  en: convertRaTranslationsToI18next(englishMessages),
};
