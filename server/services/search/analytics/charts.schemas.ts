import { z } from 'zod';
import { CHART_TYPES, type ChartType } from '../../../db/schema';
import { msg } from '../../../shared/messages';
import { requiredText } from '../../shared/fields';
import { listQuery } from '../../shared/simpleRest';
import { extraFilterFields, filterFields } from '../search.schemas';
import {
  dimension,
  durationBuckets,
  interval,
  metadataKey,
  metric,
  reportIssues,
  shapeIssues,
  type AggregationShape,
  type FieldIssue,
} from './fields';

// The Scribr dashboard's charts (simple-rest records, architecture §4): what each aggregates
// (the aggregation endpoint's fields), how it is drawn, its fixed filters, its place.

export const MAX_ORDER = 10_000;

const CHART_ID = msg('charts.uuid');
export const chartId = z.uuid({ error: CHART_ID }).describe('Chart id (UUID)');
export const ChartParams = z.strictObject({ id: chartId });

const chartType = z
  .enum(CHART_TYPES, { error: msg('charts.type', { types: CHART_TYPES.join(', ') }) })
  .describe('`kpi`: one figure (no dimension); `stacked_bar`: needs a breakdown; `pie`: none');

const WIDTH = msg('charts.width');
const width = z
  .number({ error: WIDTH })
  .int(WIDTH)
  .min(1, WIDTH)
  .max(12, WIDTH)
  .describe('Grid columns out of 12 (3: a quarter, 6: half, 12: the whole row)');

const ORDER = msg('charts.order', { max: MAX_ORDER });
const order = z
  .number({ error: ORDER })
  .int(ORDER)
  .min(0, ORDER)
  .max(MAX_ORDER, ORDER)
  .describe('Place on the dashboard, ascending; default: after the last chart');

const { timezone: _viewersZone, date_range: _viewersPeriod, ...fixedFilterFields } = filterFields;

/** A chart's own filters: the search's, except the period and time zone (the viewer's). */
export const ChartFilters = z
  .strictObject({ ...fixedFilterFields, ...extraFilterFields })
  .refine(
    (filters) =>
      filters.duration_min == null ||
      filters.duration_max == null ||
      filters.duration_min <= filters.duration_max,
    { path: ['duration_max'], message: msg('search.durationOrder') },
  )
  .describe(
    'Search filters always applied to this chart, on top of the dashboard’s (same fields as ' +
      'the call search, without `date_range` and `timezone`: the viewer’s)',
  );

const Title = z
  .strictObject({ en: requiredText(200), fr: requiredText(200) })
  .describe('Title in each UI language');

const chartFields = {
  title: Title,
  type: chartType,
  metric,
  dimension: dimension.nullable().describe('Null: one figure (a KPI tile)'),
  breakdown: dimension.nullable().describe('A second dimension inside each bucket'),
  interval: interval.nullable().describe('Time buckets; null: the dashboard’s interval'),
  metadata_key: metadataKey.nullable(),
  duration_buckets: durationBuckets.nullable(),
  filters: ChartFilters,
  width,
  order,
};

/** What a chart's type asks of its shape, beside what any aggregation asks. */
export function chartIssues(chart: AggregationShape & { type: ChartType }): FieldIssue[] {
  const issues = shapeIssues(chart);
  const { type } = chart;
  if (type === 'kpi' && chart.dimension)
    issues.push({ path: 'dimension', message: msg('charts.kpiDimension') });
  if (type !== 'kpi' && !chart.dimension)
    issues.push({ path: 'dimension', message: msg('charts.dimensionRequired', { type }) });
  if (type === 'stacked_bar' && !chart.breakdown)
    issues.push({ path: 'breakdown', message: msg('charts.breakdownRequired') });
  if (type === 'pie' && chart.breakdown)
    issues.push({ path: 'breakdown', message: msg('charts.noBreakdown', { type }) });
  return issues;
}

export const CreateChart = z
  .strictObject({
    ...chartFields,
    dimension: chartFields.dimension.default(null),
    breakdown: chartFields.breakdown.default(null),
    interval: chartFields.interval.default(null),
    metadata_key: chartFields.metadata_key.default(null),
    duration_buckets: chartFields.duration_buckets.default(null),
    filters: ChartFilters.default({}),
    width: width.default(6),
    order: order.optional(),
  })
  .superRefine((chart, context) => reportIssues(chartIssues(chart), context));
export type CreateChart = z.infer<typeof CreateChart>;

/**
 * Any chart fields; omitted ones are kept. The record's read-only fields (as react-admin sends the
 * whole record back) are accepted and ignored.
 */
export const UpdateChart = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(chartFields).map(([name, field]) => [name, field.optional()]),
  ) as { [Name in keyof typeof chartFields]: z.ZodOptional<(typeof chartFields)[Name]> }),
  id: chartId.optional().describe('Ignored (the path’s)'),
  inserted_at: z.iso.datetime().optional().describe('Ignored'),
  updated_at: z.iso.datetime().optional().describe('Ignored'),
});
export type UpdateChart = z.infer<typeof UpdateChart>;

export const Chart = z.object({
  id: chartId,
  ...chartFields,
  title: z.object({ en: z.string(), fr: z.string() }),
  filters: z.record(z.string(), z.unknown()).describe(ChartFilters.description ?? ''),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Chart = z.infer<typeof Chart>;

export const CHART_SORT_FIELDS = ['order', 'inserted_at', 'updated_at'] as const;

export const ChartListQuery = listQuery({
  filter: z.strictObject({
    id: z
      .array(chartId)
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these charts'),
    type: chartType.optional(),
  }),
  sortFields: CHART_SORT_FIELDS,
});
export type ChartListQuery = z.infer<typeof ChartListQuery>;

export const ChartOrder = z.strictObject({
  ids: z
    .array(chartId, { error: msg('charts.everyChartOnce') })
    .max(1000, msg('field.tooManyItems', { max: 1000 }))
    .describe('Every chart’s id, once each, in the new order'),
});
