import RuleIcon from '@mui/icons-material/Rule';
import { defineResource } from '../../shared/declarations/types';

const KINDS = ['system', 'style', 'output_format'] as const;

/**
 * LLM Enrich instructions (issue 15): texts joined, in a prompt's order, into the model's system
 * message. Simple-REST on the llmEnrich service; the section's `language` is sent as it is (the
 * service reads it as `lang`).
 */
export default defineResource({
  section: 'llmenrich',
  path: 'instructions',
  order: 2,
  role: 'app.llm_enrich.instructions',
  adminOnly: 'changes',
  deletion: 'delete',
  icon: RuleIcon,
  recordRepresentation: 'name',
  data: { shape: 'simpleRest', service: 'llmEnrich', path: 'instructions' },
  createPath: 'add',
  editPath: 'edit/:id',
  sort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true },
    { source: 'lang', type: 'language', required: true, list: true },
    {
      source: 'kind',
      type: 'select',
      required: true,
      list: true,
      filter: 'equals',
      defaultValue: 'system',
      choices: KINDS.map((id) => ({ id, name: `resources.llmenrich/instructions.kinds.${id}` })),
    },
    { source: 'text', type: 'longText', required: true },
  ],
});
