import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, List, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../../shared/pageTitle/AppBarTitle';
import { Link, useLocation } from 'react-router-dom';
import { useCharts } from '../useCharts';
import { ApplyDeletions } from './ApplyDeletions';
import { ChartEditorRow } from './ChartEditorRow';
import { useChartOrder } from './useChartOrder';
import { usePendingDeletions } from './usePendingDeletions';

const KEYS = 'resources.scribr/analytics.editor';

/**
 * `/scribr/analytics/edit` (administrators): the dashboard's charts in order — moved by drag or
 * with the keyboard (Alt+↑/↓), opened to edit, marked for deletion (kept in the user setting
 * `chartsConfigToDelete` until applied, so a reload loses nothing) — and "Add a chart".
 */
const ChartEditor = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const charts = useCharts();
  const { ordered, move } = useChartOrder(charts.data);
  const deletions = usePendingDeletions(charts.data, !charts.isPending && !charts.isError);
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <AppBarTitle title={translate(`${KEYS}.title`)} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={Link} to={`/scribr/analytics${search}`} startIcon={<ArrowBackIcon />}>
          {translate(`${KEYS}.back`)}
        </Button>
        <Button component={Link} to={`add${search}`} variant="contained" startIcon={<AddIcon />}>
          {translate(`${KEYS}.add`)}
        </Button>
        <Box sx={{ flex: 1 }} />
        <ApplyDeletions deletions={deletions} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="chart-order-help">
        {translate(`${KEYS}.help`)}
      </Typography>
      {charts.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : charts.isError ? (
        <Alert severity="error">{translate('resources.scribr/analytics.chartsFailed')}</Alert>
      ) : (
        <List aria-label={translate(`${KEYS}.title`)} aria-describedby="chart-order-help">
          {ordered.map((chart, index) => (
            <ChartEditorRow
              key={chart.id}
              chart={chart}
              index={index}
              count={ordered.length}
              search={search}
              onMove={move}
              marked={deletions.marked.includes(chart.id)}
              onToggleMark={() => deletions.toggle(chart.id)}
            />
          ))}
        </List>
      )}
    </Box>
  );
};

export default ChartEditor;
