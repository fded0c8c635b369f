import PsychologyIcon from '@mui/icons-material/Psychology';
import { lazy } from 'react';
import { maxValue, minValue } from 'react-admin';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';

// The components of fields and inputs load when a view shows them (onDemand).
const InstructionsInput = onDemand(() =>
  import('./prompts/InstructionsInput').then((module) => module.InstructionsInput),
);
const JsonSchemaInput = onDemand(() =>
  import('./prompts/JsonSchemaInput').then((module) => module.JsonSchemaInput),
);
const TemplateInput = onDemand(() =>
  import('./prompts/TemplateInput').then((module) => module.TemplateInput),
);

const KEYS = 'resources.llmenrich/prompts';
const OUTPUT_KINDS = ['text', 'json'] as const;

/**
 * LLM Enrich prompts (issue 15): a template filled from a call, instructions as the system
 * message, a text or JSON answer. The create and edit forms carry a "Try it on a call" panel.
 */
export default defineResource({
  section: 'llmenrich',
  path: 'prompts',
  order: 1,
  role: 'app.llm_enrich.prompts',
  adminOnly: 'changes',
  deletion: 'delete',
  icon: PsychologyIcon,
  recordRepresentation: 'name',
  data: { shape: 'simpleRest', service: 'llmEnrich', path: 'prompts' },
  createPath: 'add',
  editPath: 'edit/:id',
  sort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true },
    { source: 'lang', type: 'language', required: true, list: true },
    { source: 'description', type: 'longText' },
    { source: 'template', type: 'longText', required: true, Input: TemplateInput },
    { source: 'instruction_uuids', type: 'text', defaultValue: [], Input: InstructionsInput },
    {
      source: 'output_kind',
      type: 'select',
      required: true,
      list: true,
      filter: 'equals',
      defaultValue: 'text',
      choices: OUTPUT_KINDS.map((id) => ({ id, name: `${KEYS}.outputKinds.${id}` })),
    },
    { source: 'json_schema', type: 'longText', Input: JsonSchemaInput },
    { source: 'model', type: 'text' },
    {
      source: 'temperature',
      type: 'number',
      required: true,
      defaultValue: 0.2,
      validate: [minValue(0), maxValue(2)],
    },
    { source: 'enabled', type: 'boolean', list: true, defaultValue: true, filter: 'equals' },
  ],
  views: {
    create: lazy(() => import('./prompts/PromptForms').then((m) => ({ default: m.PromptCreate }))),
    edit: lazy(() => import('./prompts/PromptForms').then((m) => ({ default: m.PromptEdit }))),
  },
});
