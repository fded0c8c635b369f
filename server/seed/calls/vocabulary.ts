import type { ClientVocabulary } from './catalog';
import type { SeededRandom } from './random';
import type { SearchLanguage } from './scripts/dsl';

/** What a call's placeholders are filled from (besides the language's own words). */
export interface CallCast {
  brand: string;
  /** The agent's full name; sentences use the first name. */
  agent: string;
  vocabulary: ClientVocabulary;
}

type Generator = (random: SeededRandom, cast: CallCast) => string;

const FRENCH_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août'];
const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];

const ORDINAL_SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
const ordinal = (day: number) =>
  `${day}${(day < 11 || day > 13) && ORDINAL_SUFFIXES[day % 10] ? ORDINAL_SUFFIXES[day % 10] : 'th'}`;

const sharedGenerators: Record<string, Generator> = {
  brand: (_random, cast) => cast.brand,
  agent: (_random, cast) => cast.agent.split(' ')[0],
  offer: (random, cast) => random.pick(cast.vocabulary.offers),
  item: (random, cast) => random.pick(cast.vocabulary.items),
  issue: (random, cast) => random.pick(cast.vocabulary.issues),
  visit: (random, cast) => random.pick(cast.vocabulary.visits),
  customerNumber: (random) => random.digits(8),
  orderNumber: (random) => random.digits(9),
  discount: (random) => String(random.pick([10, 15, 20, 25, 30])),
};

const french: Record<string, Generator> = {
  ...sharedGenerators,
  customer: (random) =>
    `${random.pick(['madame', 'monsieur'])} ${random.pick([
      'Lefebvre',
      'Garnier',
      'Rousseau',
      'Fontaine',
      'Chevalier',
      'Mercier',
      'Dupont',
      'Lambert',
      'Bonnet',
      'François',
      'Nguyen',
      'Haddad',
    ])}`,
  amount: (random) => `${random.int(19, 129)},${random.pick(['00', '90', '99', '50'])} euros`,
  oldAmount: (random) => `${random.int(15, 99)},${random.pick(['00', '90', '99'])} euros`,
  credit: (random) => `${random.pick([10, 15, 20, 30, 50])} euros`,
  months: (random) => random.pick(['trois', 'six', 'douze']),
  years: (random) => random.pick(['deux', 'trois', 'cinq', 'huit']),
  count: (random) => random.pick(['deux', 'trois', 'quatre']),
  weekday: (random) => random.pick(FRENCH_WEEKDAYS),
  date: (random) =>
    random.pick([
      `${random.pick(FRENCH_WEEKDAYS)} ${random.int(2, 28)}`,
      `${random.pick(FRENCH_WEEKDAYS)} prochain`,
      `le ${random.int(2, 28)} ${random.pick(FRENCH_MONTHS)}`,
    ]),
  pastDay: (random) => random.pick(['hier', 'avant-hier', 'lundi dernier', 'vendredi dernier']),
  pastDate: (random) => `${random.int(1, 28)} ${random.pick(FRENCH_MONTHS)}`,
  birthDate: (random) =>
    `${random.int(1, 28)} ${random.pick(FRENCH_MONTHS)} ${random.int(1948, 2001)}`,
  time: (random) => `${random.int(8, 17)} h ${random.pick(['', '15', '30', '45'])}`.trim(),
  slot: (random) =>
    random.pick([
      'entre 8 h et 12 h',
      'entre 10 h et 12 h',
      'entre 13 h et 17 h',
      'entre 14 h et 18 h',
    ]),
  city: (random) =>
    random.pick([
      'Lyon',
      'Marseille',
      'Lille',
      'Toulouse',
      'Nantes',
      'Bordeaux',
      'Rennes',
      'Dijon',
    ]),
  address: (random) =>
    `${random.int(1, 120)} ${random.pick([
      'rue Victor-Hugo',
      'avenue Jean-Jaurès',
      'rue de la République',
      'boulevard Pasteur',
      'rue des Écoles',
      'place du Marché',
    ])}`,
};

const english: Record<string, Generator> = {
  ...sharedGenerators,
  customer: (random) =>
    `${random.pick(['Mrs', 'Mr', 'Ms'])} ${random.pick([
      'Taylor',
      'Patel',
      'Johnson',
      'Brown',
      'Murphy',
      'Khan',
      'Walker',
      'Robinson',
      'Wright',
      'Campbell',
    ])}`,
  amount: (random) => `£${random.int(19, 129)}.${random.pick(['00', '50', '99', '20'])}`,
  oldAmount: (random) => `£${random.int(15, 99)}.${random.pick(['00', '50', '99'])}`,
  credit: (random) => `£${random.pick([10, 15, 20, 30, 50])}`,
  months: (random) => random.pick(['three', 'six', 'twelve']),
  years: (random) => random.pick(['two', 'three', 'five', 'eight']),
  count: (random) => random.pick(['two', 'three', 'four']),
  weekday: (random) => random.pick(ENGLISH_WEEKDAYS),
  date: (random) =>
    random.pick([
      `on ${random.pick(ENGLISH_WEEKDAYS)} the ${ordinal(random.int(2, 28))}`,
      `next ${random.pick(ENGLISH_WEEKDAYS)}`,
      `on the ${ordinal(random.int(2, 28))} of ${random.pick(ENGLISH_MONTHS)}`,
    ]),
  pastDay: (random) => random.pick(['yesterday', 'on Monday', 'last Friday', 'two days ago']),
  pastDate: (random) => `${ordinal(random.int(1, 28))} of ${random.pick(ENGLISH_MONTHS)}`,
  birthDate: (random) =>
    `${ordinal(random.int(1, 28))} of ${random.pick(ENGLISH_MONTHS)} ${random.int(1948, 2001)}`,
  time: (random) => `${random.int(8, 17)}:${random.pick(['00', '15', '30', '45'])}`,
  slot: (random) =>
    random.pick(['between 8 am and 12 noon', 'between 10 am and 12 noon', 'between 1 and 5 pm']),
  city: (random) =>
    random.pick(['Leeds', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Norwich', 'Sheffield']),
  address: (random) =>
    `${random.int(1, 120)} ${random.pick([
      'Station Road',
      'Church Street',
      'Victoria Road',
      'Park Lane',
      'Mill Close',
      'High Street',
    ])}`,
};

const generators: Record<SearchLanguage, Record<string, Generator>> = { fr: french, en: english };

/**
 * Placeholder values of one call, drawn on first use and then kept, so that the order number the
 * customer gives is the one the agent repeats. An unknown placeholder is a script bug: it throws.
 */
export function callValues(lang: SearchLanguage, random: SeededRandom, cast: CallCast) {
  const values = new Map<string, string>();
  return (key: string): string => {
    let value = values.get(key);
    if (value === undefined) {
      const generate = generators[lang][key];
      if (!generate) throw new Error(`seed script: unknown placeholder {${key}}`);
      value = generate(random, cast);
      values.set(key, value);
    }
    return value;
  };
}
