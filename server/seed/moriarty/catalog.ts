import type { Speaker } from '../../db/schema';

// Demo clues and tags, written for the seeded conversations (../calls/scripts): what a
// retention or quality team would track. Fixed order = fixed ids; at most 6 tags (ids 1–6).

export interface SeedClue {
  /** How the seed tags name it. */
  key: string;
  label: string;
  lang: 'fr' | 'en';
  package: string;
  private_description: string;
  public_description: string;
  query: string;
  speakers: Speaker[];
  concatenation_delay?: number;
}

/** A tag query naming clues by their `key`. */
export type SeedTagQuery = { and: SeedTagItem[] } | { or: SeedTagItem[] } | { not: SeedTagItem[] };
export type SeedTagItem = string | SeedTagQuery;

export interface SeedTag {
  label: string;
  lang: 'fr' | 'en';
  package: string;
  private_description: string;
  public_description: string;
  query: SeedTagQuery;
}

const CUSTOMER: Speaker[] = ['in'];
const BRAND: Speaker[] = ['out'];
const BOTH: Speaker[] = ['in', 'out'];

export const SEED_CLUES: readonly SeedClue[] = [
  {
    key: 'fr-resiliation',
    label: 'Résiliation',
    lang: 'fr',
    package: 'Fidélisation',
    private_description: 'Le client demande à résilier ou à mettre fin à son contrat.',
    public_description: 'Demande de résiliation exprimée par le client',
    query: 'résilier | "mettre fin" | résiliation',
    speakers: CUSTOMER,
  },
  {
    key: 'fr-concurrent',
    label: 'Concurrent',
    lang: 'fr',
    package: 'Fidélisation',
    private_description: 'Le client cite la concurrence ou une offre moins chère ailleurs.',
    public_description: 'Mention d’un concurrent',
    query: 'concurrent* | "moins cher"',
    speakers: CUSTOMER,
  },
  {
    key: 'fr-prix',
    label: 'Prix trop élevé',
    lang: 'fr',
    package: 'Fidélisation',
    private_description: 'Le client se plaint du prix ou d’une hausse de tarif.',
    public_description: 'Objection sur le prix',
    query: '"trop cher" | "vraiment cher" | hausse | augmenté',
    speakers: CUSTOMER,
    concatenation_delay: 500,
  },
  {
    key: 'fr-offre',
    label: 'Offre de fidélisation',
    lang: 'fr',
    package: 'Fidélisation',
    private_description: 'Le conseiller propose une remise pour retenir le client.',
    public_description: 'Contre-offre du conseiller',
    query: 'remise + "pour cent"',
    speakers: BRAND,
  },
  {
    key: 'fr-reclamation',
    label: 'Réclamation',
    lang: 'fr',
    package: 'Qualité de service',
    private_description: 'Le client fait une réclamation ou demande un responsable.',
    public_description: 'Réclamation client',
    query: 'réclamation | mécontent* | (parler + responsable)',
    speakers: CUSTOMER,
  },
  {
    key: 'fr-retard',
    label: 'Retard de livraison',
    lang: 'fr',
    package: 'Qualité de service',
    private_description: 'Colis en retard ou jamais reçu, dit par le client ou le conseiller.',
    public_description: 'Livraison en retard',
    query: 'retard | "toujours pas reçu" | "rien reçu"',
    speakers: BOTH,
  },
  {
    key: 'en-cancellation',
    label: 'Cancellation',
    lang: 'en',
    package: 'Retention',
    private_description: 'The customer asks to cancel a subscription (not an appointment).',
    public_description: 'Cancellation request from the customer',
    query: '(cancel* | "end my contract") -appointment',
    speakers: CUSTOMER,
  },
  {
    key: 'en-competitor',
    label: 'Competitor',
    lang: 'en',
    package: 'Retention',
    private_description: 'The customer mentions a competitor or a cheaper offer elsewhere.',
    public_description: 'Competitor mentioned',
    query: 'competitor* | cheaper | elsewhere',
    speakers: CUSTOMER,
  },
  {
    key: 'en-price',
    label: 'Price too high',
    lang: 'en',
    package: 'Retention',
    private_description: 'The customer complains about the price or a price increase.',
    public_description: 'Price objection',
    query: '"too expensive" | "really expensive" | "price went up" | increase',
    speakers: CUSTOMER,
    concatenation_delay: 500,
  },
  {
    key: 'en-offer',
    label: 'Retention offer',
    lang: 'en',
    package: 'Retention',
    private_description: 'The agent offers a discount to keep the customer.',
    public_description: 'Counter-offer from the agent',
    query: '"percent off" | discount~1',
    speakers: BRAND,
  },
  {
    key: 'en-complaint',
    label: 'Complaint',
    lang: 'en',
    package: 'Service quality',
    private_description: 'The customer complains or asks for a manager.',
    public_description: 'Customer complaint',
    query: 'complaint | unhappy | "speak to a manager"',
    speakers: CUSTOMER,
  },
  {
    key: 'en-late-delivery',
    label: 'Late delivery',
    lang: 'en',
    package: 'Service quality',
    private_description: 'A parcel is late or never arrived, said by either side.',
    public_description: 'Late delivery',
    query: '"week late" | delayed | "haven\'t received" | "never got"',
    speakers: BOTH,
  },
];

export const SEED_TAGS: readonly SeedTag[] = [
  {
    label: 'Risque de départ',
    lang: 'fr',
    package: 'Fidélisation',
    private_description:
      'Résiliation motivée par la concurrence ou le prix : à rappeler en priorité.',
    public_description: 'Client susceptible de partir',
    query: { and: ['fr-resiliation', { or: ['fr-concurrent', 'fr-prix'] }] },
  },
  {
    label: 'Départ sans contre-offre',
    lang: 'fr',
    package: 'Fidélisation',
    private_description: 'Le client résilie et aucune remise ne lui a été proposée.',
    public_description: 'Résiliation sans proposition de remise',
    query: { and: ['fr-resiliation', { not: ['fr-offre'] }] },
  },
  {
    label: 'Insatisfaction',
    lang: 'fr',
    package: 'Qualité de service',
    private_description: 'Réclamation ou livraison en retard.',
    public_description: 'Client insatisfait',
    query: { or: ['fr-reclamation', 'fr-retard'] },
  },
  {
    label: 'Churn risk',
    lang: 'en',
    package: 'Retention',
    private_description: 'Cancellation driven by a competitor or the price: call back first.',
    public_description: 'Customer likely to leave',
    query: { and: ['en-cancellation', { or: ['en-competitor', 'en-price'] }] },
  },
  {
    label: 'Lost without counter-offer',
    lang: 'en',
    package: 'Retention',
    private_description: 'The customer cancels and was offered no discount.',
    public_description: 'Cancellation without a discount offer',
    query: { and: ['en-cancellation', { not: ['en-offer'] }] },
  },
  {
    label: 'Dissatisfied customer',
    lang: 'en',
    package: 'Service quality',
    private_description: 'A complaint or a late delivery.',
    public_description: 'Dissatisfied customer',
    query: { or: ['en-complaint', 'en-late-delivery'] },
  },
];
