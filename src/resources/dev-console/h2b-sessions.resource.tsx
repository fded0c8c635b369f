import StreamIcon from '@mui/icons-material/Stream';
import { defineResource } from '../../shared/declarations/types';

/**
 * The H2B sessions (the H2B metrics service's `sessions`, simple-rest, read-only): the table of
 * the H2B console and its drawer (`GET sessions/{id}` with the timeline). Not in the menu.
 */
export default defineResource({
  section: 'dev-console',
  path: 'h2b-sessions',
  order: 90,
  role: 'app.console.h2b',
  hideFromMenu: true,
  icon: StreamIcon,
  createPath: false,
  editPath: false,
  archive: false,
  sort: { field: 'started_at', order: 'DESC' },
  data: { shape: 'simpleRest', service: 'h2bMetrics', path: 'sessions' },
  fields: [
    { source: 'id', type: 'number', list: true },
    { source: 'started_at', type: 'date', list: true },
    { source: 'app_name', type: 'text', list: true, sortable: false },
    { source: 'custom_id', type: 'text', list: true, sortable: false },
    { source: 'ended_at', type: 'date' },
    { source: 'duration_seconds', type: 'duration', list: true, sortable: false },
    { source: 'audio_seconds', type: 'duration', list: true },
    { source: 'completion_cause', type: 'text', list: true },
    { source: 'final_latency_ms', type: 'number', list: true },
  ],
});
