import type { AppDatabase } from '../db';
import { seedCorpuses } from './corpuses';

export interface SeedOptions {
  /** Scale of generated data (calls, ... in later services); fixed demo sets ignore it. */
  size: number;
}

/**
 * Demo data, deterministic and idempotent: each seeder fills its tables only when they are empty,
 * so it runs on every start but writes on the first one only.
 */
export async function seedDatabase(db: AppDatabase, _options: SeedOptions): Promise<void> {
  await seedCorpuses(db);
}
