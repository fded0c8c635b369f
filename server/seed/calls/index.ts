import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { calls, campaigns, clients } from '../../db/schema';
import { storedDefinitions } from '../../services/moriarty/detections/recompute';
import { bulkLoadCalls } from './bulkLoad';
import { CALL_COLUMNS } from './callRows';
import { SEED_CAMPAIGNS, SEED_CLIENTS } from './catalog';
import type { DefinitionsByLanguage } from './callRows';
import { DEFAULT_CALL_SEED, planCalls, type GenerateCallsOptions } from './generateCalls';

export interface SeedCallsOptions extends GenerateCallsOptions {
  /** Threads rendering rows (see bulkLoadCalls); default from the size and the machine. */
  workers?: number;
  /** Turn texts' search vectors kept at most (see callRowRenderer); tests make it small. */
  cachedTexts?: number;
  onProgress?: (written: number) => void;
}

/**
 * Clients, campaigns and `size` generated calls — with the tags the stored Moriarty definitions
 * detect in them — when there are no clients yet (first start); otherwise does nothing. Returns
 * whether it seeded.
 */
export async function seedCalls(database: Database, options: SeedCallsOptions): Promise<boolean> {
  const { db } = database;
  const [{ total }] = await db.select({ total: count() }).from(clients);
  if (total > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(SEED_CLIENTS.map(({ id, name }) => ({ id, name })));
    await tx
      .insert(campaigns)
      .values(SEED_CAMPAIGNS.map(({ id, name, clientId }) => ({ id, name, clientId })));
  });
  const languages = [...new Set(SEED_CAMPAIGNS.map((campaign) => campaign.lang))];
  const definitions: DefinitionsByLanguage = Object.fromEntries(
    await Promise.all(languages.map(async (lang) => [lang, await storedDefinitions(db, lang)])),
  );
  await bulkLoadCalls(database, planCalls(options), {
    seed: options.seed ?? DEFAULT_CALL_SEED,
    definitions,
    workers: options.workers,
    cachedTexts: options.cachedTexts,
    onProgress: options.onProgress,
  });
  // Fresh statistics, so the planner knows the table is no longer empty — of the columns queries
  // read, not of the transcripts (reading 30 000 of them was a third of the embedded database's
  // ANALYZE). On PostgreSQL a vacuum too: it finds the rows frozen and all-visible already (COPY
  // FREEZE) and gives back the empty pages the bulk extension left, so autovacuum has nothing to
  // do while the first queries run (the embedded database has no autovacuum; there it would add
  // seconds to the seed).
  const analysed = sql.raw(
    CALL_COLUMNS.filter((column) => column !== 'transcript')
      .map((column) => `"${column}"`)
      .join(', '),
  );
  await db.execute(
    database.kind === 'postgres'
      ? sql`VACUUM (ANALYZE) ${calls} (${analysed})`
      : sql`ANALYZE ${calls} (${analysed})`,
  );
  return true;
}

export { SEED_DAYS } from './calendar';
export {
  callContent,
  DEFAULT_CALL_SEED,
  generateCalls,
  planCalls,
  REGULAR_CALLERS,
  type PlannedCall,
} from './generateCalls';
export { SEED_CAMPAIGNS, SEED_CLIENTS } from './catalog';
