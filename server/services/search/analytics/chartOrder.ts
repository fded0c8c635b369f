import { asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { scribrCharts } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import { toChart } from './charts.queries';
import type { Chart } from './charts.schemas';

/** Every chart in dashboard order. */
export async function chartsInOrder(db: AppDatabase): Promise<Chart[]> {
  const rows = await db
    .select()
    .from(scribrCharts)
    .orderBy(asc(scribrCharts.position), asc(scribrCharts.insertedAt));
  return rows.map(toChart);
}

/** Why a new order cannot be applied: not every stored chart once (messages for `ids`). */
export function orderProblems(ids: readonly string[], stored: readonly string[]): string[] {
  const known = new Set(stored);
  const given = new Set(ids);
  return [
    ...(given.size < ids.length ? [msg('charts.everyChartOnce')] : []),
    ...[...given].filter((id) => !known.has(id)).map((id) => msg('charts.unknownChart', { id })),
    ...stored.filter((id) => !given.has(id)).map((id) => msg('charts.missingChart', { id })),
  ];
}

/**
 * Puts the charts in the order of `ids` (positions 0, 1, …) in one transaction, so that two
 * editors never interleave; answers the problems instead when `ids` is not every chart once.
 */
export async function reorderCharts(
  db: AppDatabase,
  ids: readonly string[],
): Promise<{ problems: string[] } | { charts: Chart[] }> {
  return db.transaction(async (tx) => {
    const stored = await tx.select({ id: scribrCharts.id }).from(scribrCharts).for('update');
    const problems = orderProblems(
      ids,
      stored.map(({ id }) => id),
    );
    if (problems.length) return { problems };
    if (ids.length) {
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const position = sql`array_position(ARRAY[${list}], ${scribrCharts.id}) - 1`;
      await tx
        .update(scribrCharts)
        .set({ position: sql`${position}`, updatedAt: sql`now()` })
        .where(sql`${scribrCharts.position} IS DISTINCT FROM ${position}`);
    }
    return { charts: await chartsInOrder(tx) };
  });
}
