import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { createI18nProvider } from '../i18n';

/** The real i18nProvider over the real locale files (the network mocked). */
export const testI18nProvider = (language: 'en' | 'fr') =>
  createI18nProvider({
    search: `?lang=${language}`,
    backend: {
      fetch: async (url: string) =>
        Response.json(url.includes('/fr.json') ? fr : url.includes('/en.json') ? en : {}),
    },
  });
