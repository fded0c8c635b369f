import { count } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { corpuses } from '../db/schema';

interface SeedCorpus {
  label: string;
  description: string;
  lang: 'fr' | 'en';
  sentences: string[];
}

/** Demo corpuses: call-centre wording per topic, in French and English. Fixed order = fixed ids. */
export const SEED_CORPUSES: readonly SeedCorpus[] = [
  {
    label: 'Facturation',
    description: 'Questions sur les factures et les prélèvements',
    lang: 'fr',
    sentences: [
      'je ne comprends pas le montant de ma dernière facture',
      'vous m’avez prélevé deux fois ce mois-ci',
      'pouvez-vous m’envoyer un duplicata de la facture',
      'je voudrais passer au prélèvement automatique',
      'le montant a augmenté sans que je sois prévenu',
    ],
  },
  {
    label: 'Résiliation',
    description: 'Demandes de résiliation et rétention',
    lang: 'fr',
    sentences: [
      'je souhaite résilier mon abonnement',
      'quels sont les frais de résiliation',
      'je pars chez un concurrent moins cher',
      'est-ce que je peux résilier avant la fin de l’engagement',
      'confirmez-moi la date de fin de contrat par écrit',
    ],
  },
  {
    label: 'Livraison',
    description: 'Suivi de commande et problèmes de livraison',
    lang: 'fr',
    sentences: [
      'ma commande n’est toujours pas arrivée',
      'le colis est indiqué livré mais je ne l’ai pas reçu',
      'je voudrais changer l’adresse de livraison',
      'le livreur n’a pas laissé d’avis de passage',
      'pouvez-vous me donner le numéro de suivi',
    ],
  },
  {
    label: 'Rendez-vous',
    description: 'Prise, modification et annulation de rendez-vous',
    lang: 'fr',
    sentences: [
      'je voudrais prendre rendez-vous avec un technicien',
      'est-ce que je peux décaler mon rendez-vous de jeudi',
      'le technicien n’est pas venu au rendez-vous',
      'avez-vous un créneau le matin',
      'je dois annuler le rendez-vous de demain',
    ],
  },
  {
    label: 'Réclamations',
    description: 'Insatisfaction et demandes de geste commercial',
    lang: 'fr',
    sentences: [
      'c’est la troisième fois que j’appelle pour le même problème',
      'je souhaite parler à un responsable',
      'je demande un geste commercial',
      'personne ne m’a rappelé comme promis',
      'je vais porter réclamation par courrier',
    ],
  },
  {
    label: 'Identification client',
    description: 'Vérification d’identité en début d’appel',
    lang: 'fr',
    sentences: [
      'pouvez-vous me rappeler votre numéro client',
      'je vais vérifier votre identité',
      'quelle est votre date de naissance',
      'pouvez-vous me confirmer votre adresse postale',
    ],
  },
  {
    label: 'Billing',
    description: 'Invoices, charges and payment methods',
    lang: 'en',
    sentences: [
      'I do not understand the amount on my last bill',
      'you charged me twice this month',
      'can you send me a copy of the invoice',
      'I would like to set up automatic payments',
      'my bill went up without any notice',
    ],
  },
  {
    label: 'Cancellation',
    description: 'Cancellation requests and retention offers',
    lang: 'en',
    sentences: [
      'I want to cancel my subscription',
      'is there a fee for cancelling early',
      'I found a cheaper offer elsewhere',
      'can I cancel before the end of my contract',
      'please confirm the cancellation by email',
    ],
  },
  {
    label: 'Delivery',
    description: 'Order tracking and delivery issues',
    lang: 'en',
    sentences: [
      'my order still has not arrived',
      'the parcel says delivered but I never got it',
      'I would like to change the delivery address',
      'the driver did not leave a card',
      'can you give me the tracking number',
    ],
  },
  {
    label: 'Appointments',
    description: 'Booking, moving and cancelling appointments',
    lang: 'en',
    sentences: [
      'I would like to book an appointment with an engineer',
      'can I move my appointment on Thursday',
      'the engineer never showed up',
      'do you have a slot in the morning',
      'I need to cancel tomorrow’s appointment',
    ],
  },
  {
    label: 'Complaints',
    description: 'Dissatisfaction and requests for compensation',
    lang: 'en',
    sentences: [
      'this is the third time I am calling about the same issue',
      'I would like to speak to a manager',
      'I expect some compensation for this',
      'nobody called me back as promised',
      'I am going to file a formal complaint',
    ],
  },
  {
    label: 'Customer identification',
    description: 'Identity checks at the start of a call',
    lang: 'en',
    sentences: [
      'can you give me your account number',
      'I need to verify your identity first',
      'what is your date of birth',
      'can you confirm the first line of your address',
    ],
  },
];

/** Inserts the demo corpuses when the table is empty (first start); otherwise does nothing. */
export async function seedCorpuses(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(corpuses);
  if (total > 0) return;
  await db.insert(corpuses).values([...SEED_CORPUSES]);
}
