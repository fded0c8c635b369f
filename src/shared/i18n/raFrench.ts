import frenchMessages from 'ra-language-french';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

/** A word's apostrophe (l'appel) as the typographic one (l’appel), the console's French style. */
const typographicApostrophes = (text: string) => text.replace(/(?<=\p{L})'(?=\p{L})/gu, '\u2019');

type Messages = { [key: string]: string | Messages };

const mapTexts = (messages: Messages, map: (text: string) => string): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? map(value) : mapTexts(value, map),
    ]),
  );

/**
 * react-admin's French labels in the console's one style: typographic apostrophes, and failures
 * worded « Échec de … » rather than « Impossible de … » (issue 16).
 */
const frenchFailures: Record<string, string> = {
  'Problème réseau : Impossible de charger les données.':
    'Problème réseau : échec du chargement des données.',
  'Pas de connexion. Impossible de charger les données.':
    'Pas de connexion : échec du chargement des données.',
  'Impossible de trouver des données de références.': 'Données de référence introuvables.',
};

const consoleFrench = mapTexts(frenchMessages as unknown as Messages, (text) =>
  typographicApostrophes(frenchFailures[text] ?? text),
);

/**
 * react-admin's own labels (ra.*) in French, i18next format. Loaded when French is chosen, not
 * with every first screen (issue 16).
 */
export const raFrench: object = convertRaTranslationsToI18next(
  consoleFrench as unknown as typeof frenchMessages,
);
