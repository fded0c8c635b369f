import ModelTrainingIcon from '@mui/icons-material/ModelTraining';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';
import { CountField } from '../../shared/resourceViews';
import { languageOf } from './common/languageOf';
import {
  languageModelPath,
  parseLanguageModel,
  postLanguageModel,
  putLanguageModel,
} from './language-models/languageModelRequests';

// The components of fields and inputs load when a view shows them (onDemand).
const BuildStatusField = onDemand(() =>
  import('./language-models/BuildStatusField').then((module) => module.BuildStatusField),
);

/**
 * LM Factory language models (spec §2, §3, §7): built by the service from chosen corpuses and
 * dictionary versions (queued → running → success | failed), then exposed through the
 * configuration service (aliases, H2B aliases, enabled, public) — edited on the detail page.
 */
export default defineResource({
  section: 'lmfactory',
  path: 'language-models',
  order: 1,
  role: 'app.lm_factory.language_models',
  icon: ModelTrainingIcon,
  recordRepresentation: 'label',
  sort: { field: 'updated_at', order: 'DESC' },
  data: {
    shape: 'wholeList',
    service: 'lmFactory',
    list: (filter) => ({
      path: 'language_models',
      query: { lang: languageOf(filter.language) },
    }),
    serverFilters: ['language'],
    one: (id) => ({ path: languageModelPath(id) }),
    create: postLanguageModel,
    update: putLanguageModel,
    delete: (id) => ({ method: 'DELETE', path: `/${languageModelPath(id)}` }),
    parse: parseLanguageModel,
  },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'label', type: 'text', required: true, list: true, search: true },
    { source: 'codename', type: 'text', create: false, edit: 'readOnly' },
    { source: 'description', type: 'longText' },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    {
      source: 'status',
      type: 'text',
      defaultValue: 'success',
      list: true,
      create: false,
      edit: 'readOnly',
      Field: BuildStatusField,
    },
    { source: 'corpuses', type: 'text', list: true, sortable: false, Field: CountField },
    { source: 'dictionaries', type: 'text', list: true, sortable: false, Field: CountField },
    { source: 'build_started_at', type: 'date', create: false, edit: 'readOnly' },
    { source: 'build_ended_at', type: 'date', create: false, edit: 'readOnly' },
    // Both computed from the service's record (see parseLanguageModel).
    { source: 'build_duration', type: 'duration', list: true, create: false, edit: 'readOnly' },
    { source: 'size_bytes', type: 'bytes', create: false, edit: 'readOnly' },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: {
    list: lazy(() => import('./language-models/LanguageModelList')),
    create: lazy(() => import('./language-models/LanguageModelCreate')),
    edit: lazy(() => import('./language-models/LanguageModelEdit')),
  },
});
