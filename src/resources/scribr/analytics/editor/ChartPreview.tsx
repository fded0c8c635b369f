import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useUrlFilterValues } from '../../../../shared/serverList/useUrlFilterValues';
import { CHART_TYPES, type Chart } from '../chartRecord';
import { ChartCard } from '../ChartCard';
import { DASHBOARD_FILTERS } from '../dashboardFilters';

/** Whether the form holds a chart the service can draw (else the preview waits). */
const drawable = (chart: Partial<Chart>) =>
  !!chart.type &&
  CHART_TYPES.includes(chart.type) &&
  !!chart.metric &&
  (chart.type === 'kpi' ? !chart.dimension : !!chart.dimension) &&
  (chart.type !== 'stacked_bar' || !!chart.breakdown) &&
  (chart.dimension !== 'metadata' || !!chart.metadata_key) &&
  (!chart.duration_buckets || Array.isArray(chart.duration_buckets));

/**
 * The chart as the form describes it, drawn on real data with the dashboard's filters (those of
 * the URL the editor was opened from), updated as the form changes.
 */
export const ChartPreview = () => {
  const translate = useTranslate();
  const chart = useWatch() as Partial<Chart>;
  const [filterValues] = useUrlFilterValues(DASHBOARD_FILTERS);
  return (
    <Box
      sx={{ width: '100%', mt: 2 }}
      role="region"
      aria-label={translate('resources.scribr/analytics.editor.preview')}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.scribr/analytics.editor.preview')}
      </Typography>
      {drawable(chart) ? (
        <Box sx={{ maxWidth: `${((chart.width ?? 12) / 12) * 100}%`, minWidth: 280 }}>
          <ChartCard
            chart={{
              ...(chart as Chart),
              title: { en: chart.title?.en ?? '', fr: chart.title?.fr ?? '' },
            }}
            filterValues={filterValues}
          />
        </Box>
      ) : (
        <Typography color="text.secondary">
          {translate('resources.scribr/analytics.editor.previewIncomplete')}
        </Typography>
      )}
    </Box>
  );
};
