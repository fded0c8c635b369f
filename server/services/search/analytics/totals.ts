import { count, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { calls } from '../../../db/schema';
import type { SearchCriteria } from '../criteria';
import { callFilter } from '../queryBuilder';
import type { Figures } from './figures';

/** The figures of every call the criteria select (the KPI tiles, and `share`'s whole). */
export async function callTotals(db: AppDatabase, criteria: SearchCriteria): Promise<Figures> {
  const [row] = await db
    .select({
      calls: count(),
      duration: sql<number>`coalesce(${sum(calls.duration)}, 0)::float8`,
      tagged: sql<number>`(count(*) FILTER (WHERE ${calls.detectedTags} <> '[]'::jsonb))::int`,
    })
    .from(calls)
    .where(callFilter(criteria));
  return { calls: row.calls, duration: Number(row.duration), tagged: Number(row.tagged) };
}
