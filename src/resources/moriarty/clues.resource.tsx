import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';
import { parseClue, patchClue, postClue } from './clues/clueRequests';
import { speakerChoiceName } from './clues/speakers';

/**
 * Moriarty clues (spec §2, §3, §7): an expression said by the customer, the brand or both, in the
 * Elasticsearch simple_query_string syntax. `GET /clues?lang=`, `GET /clues/{id}`, `POST /clues`,
 * `PATCH /clues/{id}`; no deletion in the contract.
 */
export default defineResource({
  section: 'moriarty',
  path: 'clues',
  order: 2,
  role: 'app.moriarty.clues',
  platformRecords: true,
  icon: LightbulbIcon,
  recordRepresentation: 'label',
  sort: { field: 'label', order: 'ASC' },
  data: {
    shape: 'wholeList',
    service: 'moriarty',
    list: (filter) => ({ path: 'clues', query: { lang: filter.language as string | undefined } }),
    serverFilters: ['language'],
    one: (id) => ({ path: `clues/${encodeURIComponent(String(id))}` }),
    create: postClue,
    update: patchClue,
    parse: parseClue,
  },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', required: true, list: true, search: true },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    { source: 'package', type: 'text', list: true },
    { source: 'query', type: 'longText', required: true, list: true, sortable: false },
    {
      source: 'speakers',
      type: 'text',
      list: true,
      sortable: false,
      // Customer (in), Brand (out) or Both.
      text: (speakers, translate) => translate(speakerChoiceName(speakers)),
    },
    { source: 'concatenation_delay', type: 'number', defaultValue: 300 },
    { source: 'private_description', type: 'longText' },
    { source: 'public_description', type: 'longText' },
    { source: 'inserted_at', type: 'date', create: false, edit: 'readOnly' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: {
    create: lazy(() => import('./clues/ClueCreate')),
    edit: lazy(() => import('./clues/ClueEdit')),
  },
});
