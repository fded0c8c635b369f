import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../shared/pageTitle/AppBarTitle';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../../shared/session';
import { UrlFilterBar } from '../../../shared/serverList/UrlFilterBar';
import { useUrlFilterState } from '../../../shared/serverList/useUrlFilterState';
import { ChartCard } from './ChartCard';
import { ChartCell, ChartGrid } from './ChartGrid';
import { LoadingBlock } from './LoadingBlock';
import { DASHBOARD_FILTERS } from './dashboardFilters';
import { useCharts } from './useCharts';
import { useDrillDown } from './useDrillDown';

const KEYS = 'resources.scribr/analytics';

/**
 * `/scribr/analytics` (spec §2, the default main view): the charts every user of the realm sees,
 * in their order and widths, driven by the call list's filters in the URL (the route guard puts
 * the default period and interval there, see the declaration's listQueryDefaults). Each chart loads on
 * its own; KPI tiles draw without the chart library. Administrators get the editor's link.
 */
const Dashboard = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const isAdmin = useSession((session) => session.isAdmin);
  const state = useUrlFilterState(DASHBOARD_FILTERS);
  const drill = useDrillDown(state.filterValues);
  const charts = useCharts();
  return (
    <Box sx={{ py: 1 }}>
      <AppBarTitle title={translate(`${KEYS}.name`, { smart_count: 2 })} />
      <UrlFilterBar resource="scribr/call-list" filters={DASHBOARD_FILTERS} state={state}>
        <Box sx={{ flex: 1 }} />
        {isAdmin && (
          <Button component={Link} to={`edit${search}`} startIcon={<EditIcon />} size="small">
            {translate(`${KEYS}.editor.open`)}
          </Button>
        )}
      </UrlFilterBar>
      {charts.isPending ? (
        <ChartGrid busy>
          {[3, 3, 3, 3, 12].map((width, at) => (
            <ChartCell key={at} width={width}>
              <LoadingBlock height={width === 3 ? 110 : 300} />
            </ChartCell>
          ))}
        </ChartGrid>
      ) : charts.isError ? (
        <Alert severity="error">{translate(`${KEYS}.chartsFailed`)}</Alert>
      ) : charts.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate(`${KEYS}.noCharts`)}
        </Typography>
      ) : (
        <ChartGrid>
          {charts.data.map((chart) => (
            <ChartCell key={chart.id} width={chart.width}>
              <ChartCard chart={chart} filterValues={state.filterValues} onDrill={drill} />
            </ChartCell>
          ))}
        </ChartGrid>
      )}
    </Box>
  );
};

export default Dashboard;
