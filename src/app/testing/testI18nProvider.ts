import { createInstance } from 'i18next';
import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';

/** An i18next provider over react-admin's messages and the project's locale files. */
export const createTestI18nProvider = (lng: 'en' | 'fr' = 'en'): Promise<I18nProvider> =>
  getI18nProvider(
    createInstance(),
    {
      lng,
      resources: {
        en: { translation: { ...convertRaTranslationsToI18next(englishMessages), ...en } },
        fr: { translation: { ...convertRaTranslationsToI18next(frenchMessages), ...fr } },
      },
      nsSeparator: false,
      interpolation: { escapeValue: false },
    },
    [
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ],
  );
