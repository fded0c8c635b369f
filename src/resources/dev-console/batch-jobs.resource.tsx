import InventoryIcon from '@mui/icons-material/Inventory';
import { defineResource } from '../../shared/declarations/types';

/**
 * The batch jobs (the batch metrics service's `jobs`, simple-rest, read-only): the table of the
 * Batch console and its drawer (`GET jobs/{id}`). Not in the menu.
 */
export default defineResource({
  section: 'dev-console',
  path: 'batch-jobs',
  order: 91,
  role: 'app.console.batch',
  hideFromMenu: true,
  icon: InventoryIcon,
  createPath: false,
  editPath: false,
  archive: false,
  sort: { field: 'submitted_at', order: 'DESC' },
  data: { shape: 'simpleRest', service: 'batchMetrics', path: 'jobs' },
  fields: [
    { source: 'id', type: 'number', list: true },
    { source: 'submitted_at', type: 'date', list: true },
    { source: 'app_name', type: 'text', list: true, sortable: false },
    { source: 'custom_id', type: 'text', list: true, sortable: false },
    { source: 'status', type: 'text', list: true },
    { source: 'started_at', type: 'date' },
    { source: 'completed_at', type: 'date' },
    { source: 'wait_seconds', type: 'duration' },
    { source: 'processing_seconds', type: 'duration', list: true, sortable: false },
    { source: 'audio_seconds', type: 'duration', list: true },
    { source: 'failure_reason', type: 'text', list: true, sortable: false },
  ],
});
