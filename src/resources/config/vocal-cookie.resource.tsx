import CookieIcon from '@mui/icons-material/Cookie';
import { defineResource } from '../../shared/declarations/types';

/**
 * Batch "vocal cookie" apps (issue 13): what sends a client's recorded calls for transcription,
 * with the language model they use (an alias of a language-model configuration, checked by the
 * service: an unknown alias is refused at its field) and the https address told when a batch ends.
 * The configuration service's `batch-apps`, in ra-data-simple-rest conventions.
 */
export default defineResource({
  section: 'config',
  path: 'vocal-cookie',
  order: 2,
  role: 'app.config.batch',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: CookieIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  data: { shape: 'simpleRest', service: 'config', path: 'batch-apps' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true },
    {
      source: 'client_id',
      type: 'reference',
      reference: 'config/clients',
      required: true,
      list: true,
      filter: 'equals',
    },
    { source: 'language', type: 'language', required: true, list: true, filter: 'equals' },
    { source: 'language_model_alias', type: 'text', required: true, list: true },
    { source: 'callback_url', type: 'text', list: false },
    { source: 'enabled', type: 'boolean', list: true, defaultValue: true, filter: 'equals' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
});
