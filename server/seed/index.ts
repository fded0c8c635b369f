import type { Database } from '../db';
import { seedCalls } from './calls';
import { seedCorpuses } from './corpuses';
import { seedConfigApps } from './configApps';
import { seedDictionaries } from './dictionaries';
import { seedFtp } from './ftp';
import { seedLanguageModels } from './languageModels';
import { seedLlmEnrich } from './llmEnrich';
import { seedMetrics } from './metrics';
import { recomputeDetections } from '../services/moriarty/detections/recompute';
import { seedMoriartyCatalog } from './moriarty';
import { seedPhoneLines } from './phoneLines';

export interface SeedOptions {
  /** Scale of generated data (calls, ... in later services); fixed demo sets ignore it. */
  size: number;
  /** Progress of the calls' load: calls written so far. */
  onProgress?: (written: number) => void;
}

/**
 * Demo data, deterministic and idempotent: each seeder fills its tables only when they are empty,
 * so it runs on every start but writes on the first one only.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<void> {
  const { db } = database;
  await seedCorpuses(db);
  await seedDictionaries(db);
  await seedLanguageModels(db);
  // Tags first: the calls' seed detects them as it writes the calls.
  const catalogSeeded = await seedMoriartyCatalog(db);
  const callsSeeded = await seedCalls(database, {
    size: options.size,
    onProgress: options.onProgress,
  });
  // A catalogue added to calls already there (an older data directory): detect it now.
  if (catalogSeeded && !callsSeeded) await recomputeDetections(db);
  // What the clients own: after the clients (seeded with the calls).
  await seedConfigApps(db);
  await seedFtp(db);
  // Lines name the clients, campaigns and apps seeded above.
  await seedPhoneLines(db);
  // The Console's metrics: after the clients (the calls' seed) and the config apps.
  await seedMetrics(db);
  // LLM Enrich's demo instructions and prompts (issue 15).
  await seedLlmEnrich(db);
}
