import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';
import { parseTag, patchTag, postTag } from './tags/tagRequests';

/**
 * Moriarty tags (spec §2, §3, §7): a boolean tree (and / or / not) over clues, edited with a
 * visual query builder. `GET /tags?lang=`, `GET /tags/{id}` (with the `clues` it references),
 * `POST /tags`, `PATCH /tags/{id}`; no deletion in the contract.
 */
export default defineResource({
  section: 'moriarty',
  path: 'tags',
  order: 1,
  role: 'app.moriarty.tags',
  platformRecords: true,
  icon: LocalOfferIcon,
  recordRepresentation: 'label',
  sort: { field: 'label', order: 'ASC' },
  data: {
    shape: 'wholeList',
    service: 'moriarty',
    list: (filter) => ({ path: 'tags', query: { lang: filter.language as string | undefined } }),
    serverFilters: ['language'],
    one: (id) => ({ path: `tags/${encodeURIComponent(String(id))}` }),
    create: postTag,
    update: patchTag,
    parse: parseTag,
  },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', required: true, list: true, search: true },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    { source: 'package', type: 'text', list: true },
    { source: 'public_description', type: 'longText', list: true, sortable: false },
    { source: 'concatenation_delay', type: 'number', defaultValue: 300 },
    { source: 'private_description', type: 'longText' },
    { source: 'inserted_at', type: 'date', create: false, edit: 'readOnly' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: {
    create: lazy(() => import('./tags/TagCreate')),
    edit: lazy(() => import('./tags/TagEdit')),
  },
});
