import NotesIcon from '@mui/icons-material/Notes';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';
import { languageOf } from './common/languageOf';
import { RECORD_STATUS_CHOICES } from './common/recordStatus';
import { parseCorpus, postCorpus } from './corpuses/corpusRequests';

/**
 * LM Factory corpuses (spec §2, §3, §7). Saving an edited corpus: the LM Factory contract has no
 * PUT for corpuses (only POST, GET, DELETE), so the detail page saves by POSTing a NEW corpus
 * (label, description, lang and the sentences not marked removed) and opens it; the original is
 * left as it is (language models may have been built from it) and can be archived separately.
 */
export default defineResource({
  section: 'lmfactory',
  path: 'corpuses',
  order: 2,
  role: 'app.lm_factory.corpuses',
  platformRecords: true,
  icon: NotesIcon,
  recordRepresentation: 'label',
  sort: { field: 'updated_at', order: 'DESC' },
  data: {
    shape: 'wholeList',
    service: 'lmFactory',
    list: (filter) => ({
      path: 'corpuses',
      query: { lang: languageOf(filter.language) },
    }),
    serverFilters: ['language'],
    one: (id) => ({ path: `corpuses/${encodeURIComponent(String(id))}` }),
    create: postCorpus,
    delete: (id) => ({ method: 'DELETE', path: `/corpuses/${encodeURIComponent(String(id))}` }),
    parse: parseCorpus,
  },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', required: true, list: true, search: true },
    { source: 'description', type: 'longText' },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    { source: 'sentences', type: 'lines', required: true, list: true, sortable: false },
    {
      source: 'status',
      type: 'select',
      choices: RECORD_STATUS_CHOICES,
      defaultValue: 'available',
      list: true,
      create: false,
      edit: 'readOnly',
    },
    { source: 'inserted_at', type: 'date', create: false, edit: 'readOnly' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: {
    create: lazy(() => import('./corpuses/CorpusCreate')),
    edit: lazy(() => import('./corpuses/CorpusEdit')),
  },
});
