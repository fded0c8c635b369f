import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { configApps, languageModelConfigs } from '../db/schema/config';
import { languageModels } from '../db/schema/lmFactoryLanguageModels';

interface SeedApp {
  name: string;
  type: 'batch' | 'stream';
  /** Label of the seeded language model the app uses. */
  model: string;
}

/** Demo apps of the configuration service that use the seeded models (used-app counts). */
export const SEED_CONFIG_APPS: readonly SeedApp[] = [
  { name: 'Vocal cookie — Service client', type: 'batch', model: 'Service client' },
  { name: 'H2B — Plateau Lyon', type: 'stream', model: 'Service client' },
  { name: 'Vocal cookie — Recouvrement', type: 'batch', model: 'Facturation' },
  { name: 'Vocal cookie — Customer care UK', type: 'batch', model: 'Customer service' },
  { name: 'H2B — Support desk UK', type: 'stream', model: 'Customer service' },
];

/** Inserts the demo apps when the table is empty. */
export async function seedConfigApps(db: AppDatabase): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(configApps);
  if (total > 0) return;
  const configs = await db
    .select({ id: languageModelConfigs.id, label: languageModels.label })
    .from(languageModelConfigs)
    .innerJoin(languageModels, eq(languageModels.codename, languageModelConfigs.codename));
  const configOf = new Map(configs.map(({ id, label }) => [label, id]));
  await db.insert(configApps).values(
    SEED_CONFIG_APPS.map(({ name, type, model }) => ({
      name,
      type,
      languageModelId: configOf.get(model) ?? null,
    })),
  );
}
