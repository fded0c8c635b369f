import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';

/**
 * Takes the next id of a `serial` table's sequence, for rows that need their id before the
 * insert (a dictionary's `root_id`, a model's codename).
 */
export async function nextId(db: AppDatabase, table: 'dictionaries' | 'language_models') {
  const [{ id }] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::integer` })
    .from(sql`(select 1) as one`);
  return id;
}
