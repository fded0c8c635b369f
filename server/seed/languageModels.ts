import { and, count, eq, max } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { corpuses } from '../db/schema/lmFactory';
import { dictionaries } from '../db/schema/lmFactoryDictionaries';
import { languageModels } from '../db/schema/lmFactoryLanguageModels';
import { listConfigs, updateConfig } from '../services/config/languageModels.queries';
import {
  claimNextBuild,
  compileBuild,
  recordBuildOutcome,
} from '../services/lm-factory/build/jobs';
import { insertLanguageModel } from '../services/lm-factory/languageModels.queries';

interface SeedLanguageModel {
  label: string;
  description: string;
  lang: 'fr' | 'en';
  /** Corpus labels. */
  corpuses: string[];
  /** Dictionary labels, with a version number (default: the newest). */
  dictionaries: { label: string; version?: number }[];
  /** How the built model is exposed (configuration service). */
  config?: { aliases: string[]; iso_aliases: string[]; enabled: boolean; public: boolean };
}

/**
 * Demo language models, built at seed time by the real build code (so they are `success`, with
 * their ARPA file and configuration). "Lexique historique" fails: its dictionary was archived.
 */
export const SEED_LANGUAGE_MODELS: readonly SeedLanguageModel[] = [
  {
    label: 'Service client',
    description: 'Modèle généraliste des appels du service client',
    lang: 'fr',
    corpuses: [
      'Facturation',
      'Résiliation',
      'Livraison',
      'Rendez-vous',
      'Réclamations',
      'Identification client',
    ],
    dictionaries: [{ label: 'Vocabulaire télécom' }, { label: 'Noms de produits' }],
    config: {
      aliases: ['fr-service-client', 'fr-default'],
      iso_aliases: ['fr-FR'],
      enabled: true,
      public: true,
    },
  },
  {
    label: 'Facturation',
    description: 'Appels de facturation et de prélèvement',
    lang: 'fr',
    corpuses: ['Facturation'],
    dictionaries: [{ label: 'Vocabulaire télécom', version: 1 }],
    config: { aliases: ['fr-billing'], iso_aliases: [], enabled: true, public: false },
  },
  {
    label: 'Customer service',
    description: 'General model for customer service calls',
    lang: 'en',
    corpuses: [
      'Billing',
      'Cancellation',
      'Delivery',
      'Appointments',
      'Complaints',
      'Customer identification',
    ],
    dictionaries: [{ label: 'Telecom vocabulary' }, { label: 'Product names' }],
    config: {
      aliases: ['en-customer-service', 'en-default'],
      iso_aliases: ['en-GB'],
      enabled: true,
      public: true,
    },
  },
  {
    label: 'Deliveries',
    description: 'Delivery and appointment calls',
    lang: 'en',
    corpuses: ['Delivery', 'Appointments'],
    dictionaries: [{ label: 'Product names' }],
  },
  {
    label: 'Lexique historique',
    description: 'Ancien modèle des offres RTC',
    lang: 'fr',
    corpuses: ['Identification client'],
    dictionaries: [{ label: 'Ancien lexique' }],
  },
];

async function corpusId(db: AppDatabase, lang: string, label: string) {
  const [row] = await db
    .select({ id: corpuses.id })
    .from(corpuses)
    .where(and(eq(corpuses.lang, lang), eq(corpuses.label, label)));
  if (!row) throw new Error(`seed: no corpus "${label}" (${lang})`);
  return row.id;
}

async function dictionaryId(db: AppDatabase, lang: string, label: string, version?: number) {
  const sameLabel = and(eq(dictionaries.lang, lang), eq(dictionaries.label, label));
  const [newest] = await db
    .select({ version: max(dictionaries.version) })
    .from(dictionaries)
    .where(sameLabel);
  const [row] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(sameLabel, eq(dictionaries.version, version ?? newest.version ?? 1)));
  if (!row)
    throw new Error(`seed: no dictionary "${label}" (${lang}) version ${version ?? 'latest'}`);
  return row.id;
}

/** Queues, builds and configures the demo models when the table is empty. */
export async function seedLanguageModels(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(languageModels);
  if (total > 0) return;
  for (const seed of SEED_LANGUAGE_MODELS) {
    const id = await insertLanguageModel(db, {
      label: seed.label,
      description: seed.description,
      lang: seed.lang,
      corpuses: await Promise.all(seed.corpuses.map((label) => corpusId(db, seed.lang, label))),
      dictionaries: await Promise.all(
        seed.dictionaries.map(({ label, version }) => dictionaryId(db, seed.lang, label, version)),
      ),
    });
    const model = await claimNextBuild(db, new Date());
    if (model?.id !== id) throw new Error(`seed: language model ${id} was not the one to build`);
    await recordBuildOutcome(db, model, await compileBuild(db, model));
    if (!seed.config) continue;
    const [config] = await listConfigs(db, { codename: model.codename });
    if (config) await updateConfig(db, config.id, seed.config);
  }
}
