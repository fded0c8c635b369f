import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Scribr analytics: the metrics and dimensions the search service aggregates calls by, and the
// dashboard's charts, stored by the platform so that every user of the realm sees the same ones.

export const ANALYTICS_METRICS = [
  'calls',
  'total_duration',
  'average_duration',
  'share',
  'tagged_share',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_DIMENSIONS = [
  'time',
  'tag',
  'client',
  'campaign',
  'status',
  'language',
  'duration',
  'metadata',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

export const TIME_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];

export const CHART_TYPES = ['line', 'bar', 'stacked_bar', 'pie', 'kpi', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** `column IN ('a', 'b')` over constants of this module (never request input). */
const oneOf = (column: string, values: readonly string[], nullable = false) =>
  sql.raw(
    `${nullable ? `"${column}" IS NULL OR ` : ''}"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`,
  );

/** A chart of the Scribr analytics dashboard: what it aggregates, how it is drawn, where. */
export const scribrCharts = pgTable(
  'scribr_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    type: text('type').$type<ChartType>().notNull(),
    metric: text('metric').$type<AnalyticsMetric>().notNull(),
    /** Null: one figure (a KPI tile). */
    dimension: text('dimension').$type<AnalyticsDimension>(),
    /** A second dimension inside each bucket (stacked bars, one line per tag). */
    breakdown: text('breakdown').$type<AnalyticsDimension>(),
    /** Time buckets; null: the dashboard's interval (its filter bar). */
    interval: text('interval').$type<TimeInterval>(),
    /** The metadata key of the `metadata` dimension or breakdown. */
    metadataKey: text('metadata_key'),
    /** Upper bounds (seconds) of the `duration` buckets; null: the default ones. */
    durationBuckets: integer('duration_buckets').array(),
    /** Fixed search filters, added to the dashboard's (the search body's filter fields). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    /** Grid columns out of 12. */
    width: integer('width').notNull().default(6),
    /** Place on the dashboard, ascending. */
    position: integer('position').notNull(),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scribr_charts_position').on(t.position),
    check('scribr_charts_type', oneOf('type', CHART_TYPES)),
    check('scribr_charts_metric', oneOf('metric', ANALYTICS_METRICS)),
    check('scribr_charts_dimension', oneOf('dimension', ANALYTICS_DIMENSIONS, true)),
    check('scribr_charts_breakdown', oneOf('breakdown', ANALYTICS_DIMENSIONS, true)),
    check('scribr_charts_interval', oneOf('interval', TIME_INTERVALS, true)),
    check('scribr_charts_width', sql`${t.width} BETWEEN 1 AND 12`),
  ],
);

export type ChartRow = typeof scribrCharts.$inferSelect;
export type NewChart = typeof scribrCharts.$inferInsert;
