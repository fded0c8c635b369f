import PaletteIcon from '@mui/icons-material/Palette';
import { defineResource } from '../../shared/declarations/types';

/**
 * Tag configuration (issue 15): every Moriarty tag with how it is shown and sent — public labels
 * in English and French, colour, priority, the matches a call needs to count as tagged, whether
 * detections go to the webhook. The service answers the defaults for a tag never configured.
 * Opened with `app.enrich.tagconfig`; administrators change it. No create, no delete.
 */
export default defineResource({
  section: 'enrich',
  path: 'tagconfig',
  order: 2,
  role: 'app.enrich.tagconfig',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  createPath: false,
  archive: false,
  icon: PaletteIcon,
  recordRepresentation: 'label',
  sort: { field: 'label', order: 'ASC' },
  data: { shape: 'simpleRest', service: 'llmEnrich', path: 'tag-configs' },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', list: true, search: true, edit: 'readOnly' },
    { source: 'lang', type: 'language', list: true, filter: 'equals', edit: 'readOnly' },
    { source: 'label_en', type: 'text', list: true, sortable: false },
    { source: 'label_fr', type: 'text', list: true, sortable: false },
    { source: 'color', type: 'text', required: true, list: true, sortable: false },
    { source: 'priority', type: 'number', required: true, list: true },
    { source: 'min_matches', type: 'number', required: true, list: true },
    { source: 'send_to_webhook', type: 'boolean', list: true, sortable: false },
  ],
});
