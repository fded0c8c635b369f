import { count, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, campaigns, clients } from '../../db/schema';
import { SEED_CAMPAIGNS, SEED_CLIENTS } from './catalog';
import { generateCalls, type GenerateCallsOptions } from './generateCalls';

// Rows per INSERT: large enough to be quick, small enough for PostgreSQL's 65 535 parameters.
const BATCH = 250;

/**
 * Clients, campaigns and `size` generated calls, in one transaction, when there are no clients yet
 * (first start); otherwise does nothing.
 */
export async function seedCalls(db: AppDatabase, options: GenerateCallsOptions): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(clients);
  if (total > 0) return;
  const generated = generateCalls(options);
  await db.transaction(async (tx) => {
    await tx.insert(clients).values(SEED_CLIENTS.map(({ id, name }) => ({ id, name })));
    await tx
      .insert(campaigns)
      .values(SEED_CAMPAIGNS.map(({ id, name, clientId }) => ({ id, name, clientId })));
    for (let index = 0; index < generated.length; index += BATCH) {
      await tx.insert(calls).values(generated.slice(index, index + BATCH));
    }
  });
  // Fresh statistics, so the planner knows the table is no longer empty.
  await db.execute(sql`ANALYZE calls`);
}

export { SEED_DAYS } from './calendar';
export { generateCalls, DEFAULT_CALL_SEED } from './generateCalls';
export { SEED_CAMPAIGNS, SEED_CLIENTS } from './catalog';
