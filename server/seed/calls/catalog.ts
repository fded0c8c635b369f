import type { SearchLanguage, Topic } from './scripts/dsl';

/** Words of a client’s trade, used in its calls' sentences (per language). */
export interface ClientVocabulary {
  /** What a customer subscribes to: "fibre", "energy plan", ... */
  offers: readonly string[];
  /** What a customer waits for, with its determiner: "ma commande", "my parcel", ... */
  items: readonly string[];
  /** What goes wrong, as a full clause said by the customer. */
  issues: readonly string[];
  /** What a technician comes for: "l’installation de la fibre", "your smart meter", ... */
  visits: readonly string[];
}

export interface SeedClient {
  id: number;
  name: string;
  /** IANA time zone of its call centre: business hours are local. */
  timeZone: string;
  /** Share of all calls. */
  weight: number;
  vocabulary: Partial<Record<SearchLanguage, ClientVocabulary>>;
}

export interface SeedCampaign {
  id: number;
  name: string;
  clientId: number;
  lang: SearchLanguage;
  /** First part of the call ids (spec §9): the campaign’s line number, three digits. */
  line: number;
  topics: Readonly<Partial<Record<Topic, number>>>;
  /** Probability that a call is made by the agent (only for topics with an outbound script). */
  outbound: number;
  agents: readonly string[];
  weight: number;
  /**
   * Transcribed by the word-level recogniser: its calls' turns carry each word's times and
   * confidence (architecture §8: words are optional). The other campaigns have turn times only.
   */
  wordTimings?: boolean;
}

const FRENCH_AGENTS = [
  'Julie Martin',
  'Thomas Bernard',
  'Camille Dubois',
  'Nicolas Petit',
  'Sophie Laurent',
  'Mehdi Benali',
  'Léa Moreau',
  'Hélène Girard',
  'François Lefèvre',
  'Inès Rousseau',
];
const ENGLISH_AGENTS = [
  'Emma Clarke',
  'James Wilson',
  'Olivia Hughes',
  'Daniel Evans',
  'Priya Shah',
  'Liam O’Connor',
  'Grace Turner',
  'Samuel Reid',
];

/**
 * Demo customers. Client ids line up with the identity groups (`client-1` is the demo `client`
 * user’s group), so a client user sees the calls of their own company only.
 */
export const SEED_CLIENTS: readonly SeedClient[] = [
  {
    id: 1,
    name: 'Élan Télécom',
    timeZone: 'Europe/Paris',
    weight: 0.32,
    vocabulary: {
      fr: {
        offers: ['fibre', 'box internet', 'forfait mobile', 'offre fibre et mobile'],
        items: ['ma nouvelle box', 'la carte SIM', 'mon décodeur'],
        issues: [
          'ma connexion internet coupe plusieurs fois par jour',
          'je n’ai plus de réseau mobile chez moi depuis dix jours',
          'la télévision ne fonctionne plus depuis la mise à jour de la box',
        ],
        visits: ['l’installation de la fibre', 'un problème de ligne', 'le raccordement'],
      },
      en: {
        offers: ['fibre broadband', 'mobile plan', 'broadband and TV bundle'],
        items: ['my new router', 'the SIM card', 'my TV box'],
        issues: [
          'my internet connection keeps dropping several times a day',
          'I have had no mobile signal at home for ten days',
          'the TV stopped working after the router update',
        ],
        visits: ['the fibre installation', 'a line fault', 'the connection'],
      },
    },
  },
  {
    id: 2,
    name: 'Maison Lumière',
    timeZone: 'Europe/Paris',
    weight: 0.24,
    vocabulary: {
      fr: {
        offers: ['carte de fidélité', 'abonnement livraison illimitée', 'extension de garantie'],
        items: ['ma commande', 'le canapé que j’ai commandé', 'les rideaux', 'la table basse'],
        issues: [
          'j’ai reçu le canapé abîmé et on me demande de payer le retour',
          'il manque deux pieds à la table que j’ai reçue',
          'on m’a facturé la livraison alors qu’elle devait être gratuite',
        ],
        visits: ['le montage de la cuisine', 'la reprise de l’ancien canapé', 'la pose des stores'],
      },
    },
  },
  {
    id: 3,
    name: 'Northwind Energy',
    timeZone: 'Europe/London',
    weight: 0.26,
    vocabulary: {
      en: {
        offers: ['energy plan', 'boiler cover', 'fixed tariff', 'dual fuel plan'],
        items: ['my smart meter', 'the new thermostat', 'my welcome pack'],
        issues: [
          'my bill is based on an estimated reading again',
          'the smart meter has not sent a reading for three months',
          'my direct debit was increased without any warning',
        ],
        visits: ['your smart meter installation', 'a meter exchange', 'your boiler service'],
      },
    },
  },
  {
    id: 4,
    name: 'Parcelo',
    timeZone: 'Europe/Paris',
    weight: 0.18,
    vocabulary: {
      fr: {
        offers: ['abonnement Parcelo Plus', 'formule entreprise'],
        items: ['mon colis', 'le colis', 'ma commande'],
        issues: [
          'mon colis est arrivé ouvert et il manque un article',
          'le livreur a laissé le colis devant la porte sous la pluie',
          'on m’a facturé une deuxième présentation que je n’ai jamais eue',
        ],
        visits: ['la collecte du colis', 'l’enlèvement de la palette', 'la reprise du retour'],
      },
      en: {
        offers: ['Parcelo Plus subscription', 'business plan'],
        items: ['my parcel', 'the parcel', 'my order'],
        issues: [
          'my parcel arrived open and one item is missing',
          'the driver left the parcel outside in the rain',
          'I was charged for a second delivery attempt that never happened',
        ],
        visits: ['the parcel collection', 'the pallet pick-up', 'the return collection'],
      },
    },
  },
];

/** Two or three campaigns per client; each speaks one language. */
export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    id: 1,
    name: 'Service client',
    clientId: 1,
    lang: 'fr',
    line: 101,
    topics: { billing: 35, cancellation: 20, appointment: 25, complaint: 20 },
    outbound: 0.1,
    agents: FRENCH_AGENTS.slice(0, 6),
    weight: 0.5,
  },
  {
    id: 2,
    name: 'Fidélisation',
    clientId: 1,
    lang: 'fr',
    wordTimings: true,
    line: 102,
    topics: { cancellation: 70, billing: 15, complaint: 15 },
    outbound: 0.4,
    agents: FRENCH_AGENTS.slice(5, 9),
    weight: 0.3,
  },
  {
    id: 3,
    name: 'International support',
    clientId: 1,
    lang: 'en',
    line: 103,
    topics: { billing: 30, cancellation: 25, appointment: 20, complaint: 25 },
    outbound: 0.1,
    agents: ENGLISH_AGENTS.slice(0, 3),
    weight: 0.2,
  },
  {
    id: 4,
    name: 'Suivi de commandes',
    clientId: 2,
    lang: 'fr',
    line: 201,
    topics: { delivery: 60, complaint: 25, billing: 15 },
    outbound: 0,
    agents: FRENCH_AGENTS.slice(3, 8),
    weight: 0.6,
  },
  {
    id: 5,
    name: 'Service après-vente',
    clientId: 2,
    lang: 'fr',
    line: 202,
    topics: { complaint: 40, appointment: 30, delivery: 30 },
    outbound: 0.2,
    agents: FRENCH_AGENTS.slice(6, 10),
    weight: 0.4,
  },
  {
    id: 6,
    name: 'Customer care',
    clientId: 3,
    lang: 'en',
    line: 301,
    topics: { billing: 50, complaint: 25, cancellation: 25 },
    outbound: 0.05,
    agents: ENGLISH_AGENTS.slice(2, 7),
    weight: 0.5,
  },
  {
    id: 7,
    name: 'Smart meter appointments',
    clientId: 3,
    lang: 'en',
    line: 302,
    topics: { appointment: 80, complaint: 20 },
    outbound: 0.5,
    agents: ENGLISH_AGENTS.slice(4, 8),
    weight: 0.3,
  },
  {
    id: 8,
    name: 'Retention',
    clientId: 3,
    lang: 'en',
    wordTimings: true,
    line: 303,
    topics: { cancellation: 80, billing: 20 },
    outbound: 0.6,
    agents: ENGLISH_AGENTS.slice(0, 4),
    weight: 0.2,
  },
  {
    id: 9,
    name: 'Livraisons France',
    clientId: 4,
    lang: 'fr',
    line: 401,
    topics: { delivery: 75, complaint: 25 },
    outbound: 0,
    agents: FRENCH_AGENTS.slice(0, 4),
    weight: 0.65,
  },
  {
    id: 10,
    name: 'UK deliveries',
    clientId: 4,
    lang: 'en',
    line: 402,
    topics: { delivery: 75, complaint: 25 },
    outbound: 0,
    agents: ENGLISH_AGENTS.slice(5, 8),
    weight: 0.35,
  },
];
