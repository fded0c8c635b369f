import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';

// The components of fields and inputs load when a view shows them (onDemand).
const ClientIdsInput = onDemand(() =>
  import('./packages/PackageInputs').then((module) => module.ClientIdsInput),
);
const IdChipsField = onDemand(() =>
  import('./packages/PackageInputs').then((module) => module.IdChipsField),
);
const TagIdsInput = onDemand(() =>
  import('./packages/PackageInputs').then((module) => module.TagIdsInput),
);

/**
 * Enrich packages (issue 15): Moriarty tags of one language and the clients whose calls they
 * enrich, on the language-model enrichment service (`packages`, ra-data-simple-rest). Everyone
 * with the role reads (a client user the packages of its clients); administrators change them.
 * Its page is the form beside side panels: its tags, its clients, the tags' detections.
 */
export default defineResource({
  section: 'enrich',
  path: 'packages',
  order: 1,
  role: 'app.enrich.packages',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: Inventory2Icon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  data: { shape: 'simpleRest', service: 'llmEnrich', path: 'packages' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true },
    { source: 'language', type: 'language', required: true, list: true },
    { source: 'description', type: 'longText', list: true, sortable: false },
    { source: 'enabled', type: 'boolean', list: true, defaultValue: true },
    {
      source: 'tag_ids',
      type: 'reference',
      reference: 'moriarty/tags',
      defaultValue: [],
      Input: TagIdsInput,
      Field: IdChipsField,
    },
    {
      source: 'client_ids',
      type: 'reference',
      reference: 'config/clients',
      defaultValue: [],
      Input: ClientIdsInput,
      Field: IdChipsField,
    },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: { edit: lazy(() => import('./packages/PackageEdit')) },
});
