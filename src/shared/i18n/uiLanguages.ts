import type { Locale } from 'react-admin';

/** The UI languages (spec §9); the first is the fallback. */
export const UI_LANGUAGES: Locale[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

export const FALLBACK_LANGUAGE = 'en';

/** i18next's own cache of the chosen language (language detector, local storage). */
export const DETECTOR_STORAGE_KEY = 'i18nextLng';
