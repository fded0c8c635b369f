import { z } from 'zod';
import { LLM_OUTPUT_KINDS } from '../../db/schema';
import { msg } from '../../shared/messages';
import { booleanField, freeText, optionalText, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { listQuery } from '../shared/simpleRest';
import { jsonSchemaProblem } from './jsonSchema';
import { optionalFields } from '../shared/updateFields';
import { ignoredFields, recordUuid } from './records';
import { KNOWN_VARIABLES, templateProblems, TEMPLATE_VARIABLES } from './template';

// LLM Enrich prompts (issue 15): a template filled from a call, the instructions given as the
// system message, and the answer expected (text, or JSON following a JSON Schema).

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 2000;
export const MAX_TEMPLATE = 20_000;
export const MAX_INSTRUCTIONS = 20;
export const MAX_JSON_SCHEMA = 20_000;
export const MAX_MODEL = 100;
export const DEFAULT_TEMPERATURE = 0.2;

const name = requiredText(MAX_NAME).describe(`Name (1 to ${MAX_NAME} characters, trimmed)`);
const lang = languageCode.describe(
  '2-letter language code (`fr`, `en`; `fr-FR` is stored as `fr`)',
);
const description = freeText(MAX_DESCRIPTION).describe('What the prompt is for (may be empty)');

const template = requiredText(MAX_TEMPLATE)
  .superRefine((text, context) => {
    const { unknown, unclosedAt } = templateProblems(text);
    for (const variable of unknown)
      context.addIssue({
        code: 'custom',
        message: msg('llmEnrich.unknownVariable', { variable, known: KNOWN_VARIABLES }),
      });
    if (unclosedAt !== undefined)
      context.addIssue({
        code: 'custom',
        message: msg('llmEnrich.unclosedVariable', { at: unclosedAt }),
      });
  })
  .describe(
    `The user message, with variables filled from the call: ${TEMPLATE_VARIABLES.map((v) => `\`{{${v}}}\``).join(', ')} ` +
      'and `{{metadata.<key>}}`; an unknown variable is refused',
  );

const INSTRUCTIONS = msg('llmEnrich.instructionList', { max: MAX_INSTRUCTIONS });
const instructionUuids = z
  .array(recordUuid, { error: INSTRUCTIONS })
  .max(MAX_INSTRUCTIONS, INSTRUCTIONS)
  .superRefine((uuids, context) => {
    uuids.forEach((uuid, index) => {
      if (uuids.indexOf(uuid) !== index)
        context.addIssue({
          code: 'custom',
          path: [index],
          message: msg('llmEnrich.instructionTwice', { uuid }),
        });
    });
  })
  .describe('Instructions of the same language, joined in this order as the system message');

const outputKind = z
  .enum(LLM_OUTPUT_KINDS, {
    error: msg('llmEnrich.outputKind', { kinds: LLM_OUTPUT_KINDS.join(', ') }),
  })
  .describe('`text`, or `json` (a JSON object following `json_schema`)');

/** A JSON Schema object ajv compiles, or null. */
const jsonSchema = z
  .unknown()
  .superRefine((value, context) => {
    if (value === null || value === undefined) return;
    if (typeof value !== 'object' || Array.isArray(value)) {
      context.addIssue({ code: 'custom', message: msg('llmEnrich.jsonSchemaObject') });
      return;
    }
    if (JSON.stringify(value).length > MAX_JSON_SCHEMA) {
      context.addIssue({
        code: 'custom',
        message: msg('llmEnrich.jsonSchemaTooLarge', { max: MAX_JSON_SCHEMA }),
      });
      return;
    }
    const reason = jsonSchemaProblem(value as Record<string, unknown>);
    if (reason !== undefined)
      context.addIssue({
        code: 'custom',
        message: msg('llmEnrich.jsonSchemaInvalid', { reason: reason.slice(0, 500) }),
      });
  })
  .optional()
  .transform((value) => (value ?? null) as Record<string, unknown> | null)
  .describe(
    `JSON Schema of the answer (a JSON object, at most ${MAX_JSON_SCHEMA} characters), required ` +
      'when `output_kind` is `json`; null otherwise',
  );

const model = freeText(MAX_MODEL).describe(
  'Model asked for (e.g. `gpt-4o-mini`); empty: the platform’s LLM_MODEL',
);

const TEMPERATURE = msg('llmEnrich.temperature');
const temperature = z
  .number({ error: TEMPERATURE })
  .min(0, TEMPERATURE)
  .max(2, TEMPERATURE)
  .describe('Sampling temperature, 0 to 2');

const enabled = booleanField().describe('Whether the prompt enriches calls');

const fields = {
  name,
  lang,
  description,
  template,
  instruction_uuids: instructionUuids,
  output_kind: outputKind,
  json_schema: jsonSchema,
  model,
  temperature,
  enabled,
};

export const CreatePrompt = z.strictObject({
  name,
  lang,
  description: optionalText(MAX_DESCRIPTION).describe(description.description ?? ''),
  template,
  instruction_uuids: instructionUuids.default([]),
  output_kind: outputKind.default('text'),
  json_schema: jsonSchema,
  model: model.default(''),
  temperature: temperature.default(DEFAULT_TEMPERATURE),
  enabled: enabled.default(true),
});
export type CreatePrompt = z.infer<typeof CreatePrompt>;

/** Any fields; omitted ones are kept. */
export const UpdatePrompt = z.strictObject({ ...optionalFields(fields), ...ignoredFields });
export type UpdatePrompt = z.infer<typeof UpdatePrompt>;

export const Prompt = z.object({
  id: z.uuid().describe('The prompt’s UUID'),
  name: z.string(),
  lang: z.string(),
  description: z.string(),
  template: z.string().describe(template.description ?? ''),
  instruction_uuids: z.array(z.uuid()).describe(instructionUuids.description ?? ''),
  output_kind: z.enum(LLM_OUTPUT_KINDS),
  json_schema: z.record(z.string(), z.unknown()).nullable(),
  model: z.string(),
  temperature: z.number(),
  enabled: z.boolean(),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Prompt = z.infer<typeof Prompt>;

export const PROMPT_SORT_FIELDS = [
  'name',
  'lang',
  'output_kind',
  'enabled',
  'inserted_at',
  'updated_at',
] as const;

export const PromptListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_NAME, msg('field.tooLong', { max: MAX_NAME }))
      .optional()
      .describe('Text the name or description contains, case aside'),
    lang: lang.optional(),
    language: lang.optional().describe('Same as `lang` (the console’s language filter)'),
    output_kind: outputKind.optional(),
    enabled: enabled.optional(),
    id: z
      .array(z.uuid(msg('llmEnrich.uuid')), { error: msg('llmEnrich.uuid') })
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these prompts (react-admin getMany)'),
  }),
  sortFields: PROMPT_SORT_FIELDS,
});
export type PromptListQuery = z.infer<typeof PromptListQuery>;
