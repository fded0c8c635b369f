import InsightsIcon from '@mui/icons-material/Insights';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource, type FieldDeclaration } from '../../shared/declarations/types';
import { CHARTS_QUERY, chartFigureRequests } from './analytics/chartsQuery';
import { CHART_TYPES, DIMENSIONS, INTERVALS, METRICS, type Chart } from './analytics/chartRecord';
import { DEFAULT_DATE_RANGE, DEFAULT_INTERVAL } from './analytics/dashboardDefaults';

// The components of fields and inputs load when a view shows them (onDemand).
const DurationBucketsInput = onDemand(() =>
  import('./analytics/editor/DurationBucketsInput').then((module) => module.DurationBucketsInput),
);
const NullableSelectInput = onDemand(() =>
  import('./analytics/editor/NullableSelectInput').then((module) => module.NullableSelectInput),
);

const KEYS = 'resources.scribr/analytics';
const choicesOf = (values: readonly (string | number)[], names: string) =>
  values.map((id) => ({ id, name: `${KEYS}.${names}.${id}` }));
const nullable = (source: string, choices: readonly string[], names: string): FieldDeclaration => ({
  source,
  type: 'select',
  Input: () => (
    <NullableSelectInput
      source={source}
      choices={choices}
      names={`${KEYS}.${names}`}
      emptyText={`${KEYS}.none.${source}`}
    />
  ),
});

/**
 * Scribr analytics (spec §2 `analytics`): the dashboard at `/scribr/analytics` — the default main
 * view — drawn from the charts the search service stores (`charts`, simple-rest), which every
 * user of the realm sees. Administrators shape them: `edit` (order, deletions), `edit/add`,
 * `edit/{uuid}` (a form with a live preview).
 */
export default defineResource({
  section: 'scribr',
  path: 'analytics',
  order: 1,
  role: 'app.scribr.analytics',
  adminOnly: 'changes',
  icon: InsightsIcon,
  recordRepresentation: (record) => (record as Chart).title?.en ?? String(record.id),
  data: {
    shape: 'simpleRest',
    service: 'search',
    path: 'charts',
    firstPage: { ...CHARTS_QUERY, followedBy: chartFigureRequests },
  },
  sort: { field: 'order', order: 'ASC' },
  // A dashboard always shows a period and an interval: what the charts show is what the URL says.
  listQueryDefaults: { dateRange: DEFAULT_DATE_RANGE, interval: DEFAULT_INTERVAL },
  createPath: 'edit/add',
  editPath: 'edit/:id',
  archive: false,
  fields: [
    { source: 'title.en', type: 'text', required: true },
    { source: 'title.fr', type: 'text', required: true },
    {
      source: 'type',
      type: 'select',
      required: true,
      choices: choicesOf(CHART_TYPES, 'types'),
      defaultValue: 'bar',
    },
    {
      source: 'metric',
      type: 'select',
      required: true,
      choices: choicesOf(METRICS, 'metrics'),
      defaultValue: 'calls',
    },
    { ...nullable('dimension', DIMENSIONS, 'dimensions'), defaultValue: 'tag' },
    nullable('breakdown', DIMENSIONS, 'dimensions'),
    nullable('interval', INTERVALS, 'intervals'),
    { source: 'metadata_key', type: 'text' },
    { source: 'duration_buckets', type: 'text', Input: DurationBucketsInput },
    {
      source: 'width',
      type: 'select',
      required: true,
      choices: choicesOf([3, 4, 6, 8, 12], 'widths'),
      defaultValue: 6,
    },
  ],
  views: {
    list: lazy(() => import('./analytics/Dashboard')),
    create: lazy(() =>
      import('./analytics/editor/ChartForms').then((m) => ({ default: m.ChartCreate })),
    ),
    edit: lazy(() =>
      import('./analytics/editor/ChartForms').then((m) => ({ default: m.ChartEdit })),
    ),
  },
  routes: [
    {
      path: 'edit',
      Component: lazy(() => import('./analytics/editor/ChartEditor')),
      action: 'edit',
      title: 'resources.scribr/analytics.editor.title',
    },
  ],
});
