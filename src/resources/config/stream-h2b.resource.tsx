import StreamIcon from '@mui/icons-material/Stream';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * Stream host-to-host apps (issue 13): a client's real-time audio streams, their codec and rate,
 * how many may run at once, and the language model (an alias or an H2B alias). The platform makes
 * the app's API key: shown once at creation and at each rotation, stored only as a hash. The
 * configuration service's `stream-apps`, in ra-data-simple-rest conventions.
 */
export default defineResource({
  section: 'config',
  path: 'stream-h2b',
  order: 3,
  role: 'app.config.stream',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: StreamIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  secrets: ['api_key'],
  data: { shape: 'simpleRest', service: 'config', path: 'stream-apps' },
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
    {
      source: 'audio_codec',
      type: 'select',
      required: true,
      list: true,
      defaultValue: 'PCMA',
      choices: ['PCMU', 'PCMA', 'L16'].map((codec) => ({ id: codec, name: codec })),
    },
    {
      source: 'sample_rate',
      type: 'select',
      required: true,
      list: true,
      defaultValue: 8000,
      choices: [8000, 16000].map((rate) => ({ id: rate, name: `${rate} Hz` })),
    },
    { source: 'max_streams', type: 'number', required: true, list: true, defaultValue: 10 },
    { source: 'enabled', type: 'boolean', list: true, defaultValue: true, filter: 'equals' },
    { source: 'api_key_hint', type: 'text', create: false, edit: 'readOnly', sortable: false },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: { edit: lazy(() => import('./stream-h2b/StreamAppEdit')) },
});
