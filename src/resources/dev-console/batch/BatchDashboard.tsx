import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../shared/pageTitle/AppBarTitle';
import { ChartGrid } from '../common/ChartGrid';
import { MetricsFilterBar } from '../common/MetricsFilterBar';
import { RecentList } from '../common/RecentList';
import { useMetrics } from '../common/useMetrics';
import { useMetricsFilters } from '../common/useMetricsFilters';
import { useRecordDrawer } from '../common/useRecordDrawer';
import { BATCH_CHARTS } from './batchCharts';
import { BATCH_KEYS, JOBS_RESOURCE, type BatchSummary, type BatchTimeseries } from './batchRecords';
import { BatchTiles } from './BatchTiles';
import { JobDrawer } from './JobDrawer';
import { JobTable } from './JobTable';

/**
 * `/dev-console/batch`: the batch jobs of the period in the URL — tiles from `summary`, charts
 * from `timeseries` (recharts, loaded lazily), the recent jobs and one job's details.
 */
const BatchDashboard = () => {
  const translate = useTranslate();
  const { request } = useMetricsFilters();
  const summary = useMetrics<BatchSummary>('batchMetrics', 'summary', request?.summary);
  const timeseries = useMetrics<BatchTimeseries>('batchMetrics', 'timeseries', request?.timeseries);
  const drawer = useRecordDrawer();
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <AppBarTitle title={translate(`${BATCH_KEYS}.name`, { smart_count: 2 })} />
      <MetricsFilterBar service="batchMetrics" />
      <BatchTiles query={summary} />
      <ChartGrid charts={BATCH_CHARTS} query={timeseries} keys={BATCH_KEYS} />
      {request && (
        <RecentList
          resource={JOBS_RESOURCE}
          title={`${BATCH_KEYS}.recent`}
          filter={request.listFilter}
          sortField="submitted_at"
        >
          <JobTable onOpen={drawer.show} />
        </RecentList>
      )}
      <JobDrawer drawer={drawer} />
    </Stack>
  );
};

export default BatchDashboard;
