import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../shared/pageTitle/AppBarTitle';
import { ChartGrid } from '../common/ChartGrid';
import { MetricsFilterBar } from '../common/MetricsFilterBar';
import { RecentList } from '../common/RecentList';
import { useMetricsFilters } from '../common/useMetricsFilters';
import { useMetrics } from '../common/useMetrics';
import { useRecordDrawer } from '../common/useRecordDrawer';
import { H2B_CHARTS } from './h2bCharts';
import { H2B_KEYS, SESSIONS_RESOURCE, type H2bSummary, type H2bTimeseries } from './h2bRecords';
import { H2bTiles } from './H2bTiles';
import { SessionDrawer } from './SessionDrawer';
import { SessionTable } from './SessionTable';

/**
 * `/dev-console/h2b`: the H2B streams of the period in the URL — tiles from `summary`, charts
 * from `timeseries` (recharts, loaded lazily), the recent sessions and one session's timeline.
 */
const H2bDashboard = () => {
  const translate = useTranslate();
  const { request } = useMetricsFilters();
  const summary = useMetrics<H2bSummary>('h2bMetrics', 'summary', request?.summary);
  const timeseries = useMetrics<H2bTimeseries>('h2bMetrics', 'timeseries', request?.timeseries);
  const drawer = useRecordDrawer();
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <AppBarTitle title={translate(`${H2B_KEYS}.name`, { smart_count: 2 })} />
      <MetricsFilterBar service="h2bMetrics" />
      <H2bTiles query={summary} />
      <ChartGrid charts={H2B_CHARTS} query={timeseries} keys={H2B_KEYS} />
      {request && (
        <RecentList
          resource={SESSIONS_RESOURCE}
          title={`${H2B_KEYS}.recent`}
          filter={request.listFilter}
          sortField="started_at"
        >
          <SessionTable onOpen={drawer.show} />
        </RecentList>
      )}
      <SessionDrawer drawer={drawer} />
    </Stack>
  );
};

export default H2bDashboard;
