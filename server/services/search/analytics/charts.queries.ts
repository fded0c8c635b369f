import { and, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { scribrCharts, type ChartRow, type NewChart } from '../../../db/schema';
import { orderOf } from '../../shared/simpleRest';
import type { Chart, ChartListQuery, CreateChart, UpdateChart } from './charts.schemas';
import { definedOnly } from '../../shared/updateFields';
import { selectPage } from '../../shared/selectPage';

export const toChart = (row: ChartRow): Chart => ({
  id: row.id,
  title: { en: row.titleEn, fr: row.titleFr },
  type: row.type,
  metric: row.metric,
  dimension: row.dimension,
  breakdown: row.breakdown,
  interval: row.interval,
  metadata_key: row.metadataKey,
  duration_buckets: row.durationBuckets,
  filters: row.filters,
  width: row.width,
  order: row.position,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The columns of a chart's fields (those given: an update keeps the others). */
export function chartColumns(chart: Omit<UpdateChart, 'id' | 'inserted_at' | 'updated_at'>) {
  const columns: Partial<NewChart> = {
    titleEn: chart.title?.en,
    titleFr: chart.title?.fr,
    type: chart.type,
    metric: chart.metric,
    dimension: chart.dimension,
    breakdown: chart.breakdown,
    interval: chart.interval,
    metadataKey: chart.metadata_key,
    durationBuckets: chart.duration_buckets,
    filters: chart.filters,
    width: chart.width,
    position: chart.order,
  };
  return definedOnly(columns) as Partial<NewChart>;
}

const sortColumns = {
  order: scribrCharts.position,
  inserted_at: scribrCharts.insertedAt,
  updated_at: scribrCharts.updatedAt,
};

/** A page of the charts (simple-rest `filter`, `sort`, `range`), dashboard order by default. */
export async function listCharts(db: AppDatabase, query: ChartListQuery) {
  const filter = query.filter ?? {};
  const where: SQL | undefined = and(
    filter.id && inArray(scribrCharts.id, filter.id),
    filter.type && eq(scribrCharts.type, filter.type),
  );
  const order = orderOf(query.sort, sortColumns, ['order', 'ASC'], scribrCharts.insertedAt);
  const page = await selectPage(db, scribrCharts, where, order, query.range);
  return { ...page, rows: page.rows.map(toChart) };
}

export async function findChart(db: AppDatabase, id: string): Promise<Chart | undefined> {
  const [row] = await db.select().from(scribrCharts).where(eq(scribrCharts.id, id));
  return row && toChart(row);
}

/** Adds a chart; without an order, after the last one. */
export async function insertChart(db: AppDatabase, chart: CreateChart): Promise<Chart> {
  const [{ last }] = await db.select({ last: max(scribrCharts.position) }).from(scribrCharts);
  const [row] = await db
    .insert(scribrCharts)
    .values({
      ...chartColumns(chart),
      titleEn: chart.title.en,
      titleFr: chart.title.fr,
      type: chart.type,
      metric: chart.metric,
      position: chart.order ?? (last === null ? 0 : last + 1),
    })
    .returning();
  return toChart(row);
}

/** Changes the given fields of a chart; undefined when there is none with that id. */
export async function updateChart(db: AppDatabase, id: string, changes: UpdateChart) {
  const [row] = await db
    .update(scribrCharts)
    .set({ ...chartColumns(changes), updatedAt: sql`now()` })
    .where(eq(scribrCharts.id, id))
    .returning();
  return row && toChart(row);
}

export async function deleteChart(db: AppDatabase, id: string): Promise<Chart | undefined> {
  const [row] = await db.delete(scribrCharts).where(eq(scribrCharts.id, id)).returning();
  return row && toChart(row);
}
