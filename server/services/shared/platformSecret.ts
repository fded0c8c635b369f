import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { platformSecrets } from '../../db/schema';

/**
 * A secret of the platform by name: generated (32 random bytes, hex) and stored on first start,
 * then read back, so that what it derives (hashes) stays the same across restarts. Two processes
 * starting at once keep the same one (the first insert wins).
 */
export async function loadPlatformSecret(db: AppDatabase, name: string): Promise<string> {
  const read = async () =>
    (await db.select().from(platformSecrets).where(eq(platformSecrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`platform secret ${name} could not be stored`);
  return stored;
}
