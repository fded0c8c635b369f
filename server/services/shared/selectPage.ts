import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db';
import { pageOf, type Range } from './simpleRest';

/**
 * A page of a simple-rest list: the rows of `table` that `where` keeps, in `order`, within
 * `range` (the first page without one), and how many it keeps in all.
 */
export async function selectPage<Table extends PgTable>(
  db: AppDatabase,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  range: Range | undefined,
): Promise<{ offset: number; rows: Table['$inferSelect'][]; total: number }> {
  const { offset, limit } = pageOf(range);
  // Drizzle cannot type `from()` over a generic table: the rows are the table's, typed here.
  const from: PgTable = table;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(from).where(where),
  ]);
  return { offset, rows: rows as Table['$inferSelect'][], total };
}
