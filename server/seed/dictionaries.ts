import { count } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { dictionaries } from '../db/schema/lmFactoryDictionaries';
import { archiveDictionary, insertDictionary } from '../services/lm-factory/dictionaries.queries';

interface SeedDictionary {
  label: string;
  description: string;
  lang: 'fr' | 'en';
  /** Content of each version, oldest first (one word or expression per line). */
  versions: string[][];
  archived?: boolean;
}

/** Demo dictionaries. Versions 1 are saved in this order, then the later versions: fixed ids. */
export const SEED_DICTIONARIES: readonly SeedDictionary[] = [
  {
    label: 'Vocabulaire télécom',
    description: 'Termes des offres, de la facturation et du support',
    lang: 'fr',
    versions: [
      ['forfait', 'box internet', 'fibre optique', 'prélèvement automatique', 'résiliation'],
      [
        'forfait',
        'box internet',
        'fibre optique',
        'prélèvement automatique',
        'résiliation',
        'portabilité du numéro',
        'code RIO',
        'frais de mise en service',
      ],
    ],
  },
  {
    label: 'Noms de produits',
    description: 'Gammes et options commerciales',
    lang: 'fr',
    versions: [
      ['Connect Max', 'Connect Essentiel', 'option Sérénité', 'décodeur TV', 'répéteur wifi'],
    ],
  },
  {
    label: 'Ancien lexique',
    description: 'Termes des anciennes offres, remplacé par le vocabulaire télécom',
    lang: 'fr',
    versions: [['abonnement RTC', 'minitel', 'carte prépayée']],
    archived: true,
  },
  {
    label: 'Telecom vocabulary',
    description: 'Plans, billing and support terms',
    lang: 'en',
    versions: [
      [
        'broadband',
        'fibre optic',
        'direct debit',
        'early termination fee',
        'number porting',
        'PAC code',
      ],
    ],
  },
  {
    label: 'Product names',
    description: 'Product ranges and add-ons',
    lang: 'en',
    versions: [
      ['Connect Max', 'Connect Essential', 'Peace of Mind add-on', 'TV box', 'wifi booster'],
    ],
  },
];

/** Saves the demo dictionaries through the service's own code when the table is empty. */
export async function seedDictionaries(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(dictionaries);
  if (total > 0) return;
  const rounds = Math.max(...SEED_DICTIONARIES.map((seed) => seed.versions.length));
  const firstIds = new Map<SeedDictionary, number>();
  for (let version = 0; version < rounds; version += 1) {
    for (const seed of SEED_DICTIONARIES) {
      if (version >= seed.versions.length) continue;
      const { label, description, lang } = seed;
      const content = seed.versions[version].join('\n');
      const id = await insertDictionary(db, { label, description, lang, content });
      if (version === 0) firstIds.set(seed, id);
    }
  }
  for (const seed of SEED_DICTIONARIES) {
    if (seed.archived) await archiveDictionary(db, firstIds.get(seed) as number);
  }
}
