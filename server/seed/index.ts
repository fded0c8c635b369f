import type { AppDatabase } from '../db';
import { seedCalls } from './calls';
import { seedCorpuses } from './corpuses';
import { seedConfigApps } from './configApps';
import { seedDictionaries } from './dictionaries';
import { seedLanguageModels } from './languageModels';
import { seedMoriarty } from './moriarty';

export interface SeedOptions {
  /** Scale of generated data (calls, ... in later services); fixed demo sets ignore it. */
  size: number;
}

/**
 * Demo data, deterministic and idempotent: each seeder fills its tables only when they are empty,
 * so it runs on every start but writes on the first one only.
 */
export async function seedDatabase(db: AppDatabase, options: SeedOptions): Promise<void> {
  await seedCorpuses(db);
  await seedDictionaries(db);
  await seedLanguageModels(db);
  await seedConfigApps(db);
  await seedCalls(db, { size: options.size });
  await seedMoriarty(db);
}
