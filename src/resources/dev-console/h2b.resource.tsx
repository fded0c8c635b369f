import StreamIcon from '@mui/icons-material/Stream';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * The H2B console (spec §2 `h2b`): a dashboard of the host-to-host streaming sessions — tiles,
 * charts over time, the recent sessions and a session's timeline — driven by filters in the URL.
 * Its data comes from the H2B metrics service's own requests (`summary`, `timeseries`, `apps`);
 * the sessions table reads `dev-console/h2b-sessions`.
 */
export default defineResource({
  section: 'dev-console',
  path: 'h2b',
  order: 1,
  role: 'app.console.h2b',
  icon: StreamIcon,
  createPath: false,
  editPath: false,
  archive: false,
  data: { shape: 'simpleRest', service: 'h2bMetrics', path: 'sessions' },
  fields: [],
  views: { list: lazy(() => import('./h2b/H2bDashboard')) },
});
