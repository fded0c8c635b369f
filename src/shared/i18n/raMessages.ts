import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

/** react-admin's own labels (ra.*) in i18next format, per UI language. */
export const raMessages: Record<string, object> = {
  en: convertRaTranslationsToI18next(englishMessages),
  fr: convertRaTranslationsToI18next(frenchMessages),
};
