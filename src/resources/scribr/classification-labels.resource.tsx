import LabelIcon from '@mui/icons-material/Label';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';
import { labelFilter } from './labels/labelRecord';

// The components of fields and inputs load when a view shows them (onDemand).
const ColourField = onDemand(() =>
  import('./labels/ColourField').then((module) => module.ColourField),
);
const ColourInput = onDemand(() =>
  import('./labels/ColourInput').then((module) => module.ColourInput),
);
const TagField = onDemand(() => import('./labels/TagField').then((module) => module.TagField));
const TagInput = onDemand(() => import('./labels/TagInput').then((module) => module.TagInput));

/**
 * Scribr annotations (spec §2 `classification-labels`, shown as "Annotations", administrators
 * only): labels that administrators apply to calls from the call details, positive or negative,
 * optionally on a passage of the transcript. A label linked to a Moriarty tag measures that tag's
 * precision and recall on the annotated calls; its annotations export as training data. The
 * search service serves them in ra-data-simple-rest conventions (`classification-labels`), in
 * the section's language.
 */
export default defineResource({
  section: 'scribr',
  path: 'classification-labels',
  order: 3,
  role: 'app.scribr.annotations',
  adminOnly: true,
  icon: LabelIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  data: {
    shape: 'simpleRest',
    service: 'search',
    path: 'classification-labels',
    filter: labelFilter,
  },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true },
    {
      source: 'colour',
      type: 'text',
      required: true,
      list: true,
      sortable: false,
      Field: ColourField,
      Input: ColourInput,
    },
    { source: 'description', type: 'longText', list: true, sortable: false },
    { source: 'lang', type: 'language', required: true, list: true, edit: 'readOnly' },
    // The Moriarty tag the label judges, shown and chosen by its label.
    {
      source: 'tag_id',
      type: 'number',
      list: true,
      sortable: false,
      Field: TagField,
      Input: TagInput,
    },
    { source: 'annotated_calls', type: 'number', list: true, create: false, edit: 'readOnly' },
    {
      source: 'positive',
      type: 'number',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
    },
    {
      source: 'negative',
      type: 'number',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
    },
    { source: 'updated_at', type: 'date', create: false, edit: 'readOnly' },
  ],
  views: {
    create: lazy(() => import('./labels/LabelCreate')),
    edit: lazy(() => import('./labels/LabelEdit')),
  },
});
