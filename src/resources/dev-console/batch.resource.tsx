import InventoryIcon from '@mui/icons-material/Inventory';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * The Batch console (spec §2 `batch`): a dashboard of the batch transcription jobs — tiles, charts
 * over time, failures by reason, the recent jobs and a job's details — driven by filters in the
 * URL. Its data comes from the batch metrics service's own requests (`summary`, `timeseries`,
 * `apps`); the jobs table reads `dev-console/batch-jobs`.
 */
export default defineResource({
  section: 'dev-console',
  path: 'batch',
  order: 2,
  role: 'app.console.batch',
  icon: InventoryIcon,
  createPath: false,
  editPath: false,
  archive: false,
  data: { shape: 'simpleRest', service: 'batchMetrics', path: 'jobs' },
  fields: [],
  views: { list: lazy(() => import('./batch/BatchDashboard')) },
});
