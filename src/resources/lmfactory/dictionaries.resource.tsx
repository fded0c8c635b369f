import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';
import { RECORD_STATUS_CHOICES } from './common/recordStatus';
import {
  dictionaryPath,
  listLatestDictionaries,
  parseDictionary,
  postDictionary,
} from './dictionaries/dictionaryRequests';

// The components of fields and inputs load when a view shows them (onDemand).
const VersionField = onDemand(() =>
  import('./dictionaries/VersionField').then((module) => module.VersionField),
);
const WordsField = onDemand(() =>
  import('./dictionaries/WordsField').then((module) => module.WordsField),
);

/**
 * LM Factory dictionaries (spec §2, §3, §7). The list shows the latest version of each
 * dictionary; the detail page shows a version, all the versions of its dictionary, and saves a
 * new version (the service has no PUT: saving always creates a version, spec §4). The service
 * files a POST as a new version when a dictionary of that language has the same label.
 */
export default defineResource({
  section: 'lmfactory',
  path: 'dictionaries',
  order: 3,
  role: 'app.lm_factory.dictionaries',
  icon: MenuBookIcon,
  recordRepresentation: 'label',
  sort: { field: 'label', order: 'ASC' },
  data: {
    shape: 'wholeList',
    service: 'lmFactory',
    list: listLatestDictionaries,
    serverFilters: ['language'],
    one: (id) => ({ path: dictionaryPath(id) }),
    create: postDictionary,
    delete: (id) => ({ method: 'DELETE', path: dictionaryPath(id) }),
    parse: parseDictionary,
  },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    {
      source: 'label',
      type: 'text',
      required: true,
      list: true,
      search: true,
      edit: 'readOnly',
    },
    { source: 'description', type: 'longText', list: true, sortable: false },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    { source: 'content', type: 'longText', required: true, list: true, Field: WordsField },
    {
      source: 'version',
      type: 'text',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
      Field: VersionField,
    },
    { source: 'main', type: 'boolean', list: true, create: false, edit: 'readOnly' },
    {
      source: 'status',
      type: 'select',
      choices: RECORD_STATUS_CHOICES,
      create: false,
      edit: 'readOnly',
    },
    { source: 'inserted_at', type: 'date', create: false, edit: 'readOnly' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: {
    create: lazy(() => import('./dictionaries/DictionaryCreate')),
    edit: lazy(() => import('./dictionaries/DictionaryEdit')),
  },
});
