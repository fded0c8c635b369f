import { z } from 'zod';
import { LLM_INSTRUCTION_KINDS } from '../../db/schema';
import { msg } from '../../shared/messages';
import { requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { listQuery } from '../shared/simpleRest';
import { optionalFields } from '../shared/updateFields';
import { ignoredFields } from './records';

// LLM Enrich instructions (issue 15): texts joined into the model's system message, in the order
// a prompt lists them.

export const MAX_NAME = 100;
export const MAX_INSTRUCTION_TEXT = 20_000;

const name = requiredText(MAX_NAME).describe(`Name (1 to ${MAX_NAME} characters, trimmed)`);
const lang = languageCode.describe(
  '2-letter language code (`fr`, `en`; `fr-FR` is stored as `fr`)',
);
const kind = z
  .enum(LLM_INSTRUCTION_KINDS, {
    error: msg('llmEnrich.instructionKind', { kinds: LLM_INSTRUCTION_KINDS.join(', ') }),
  })
  .describe('`system` (role and task), `style` (tone, length) or `output_format` (answer shape)');
const text = requiredText(MAX_INSTRUCTION_TEXT).describe(
  `The instruction given to the model (1 to ${MAX_INSTRUCTION_TEXT} characters)`,
);

const fields = { name, lang, kind, text };

export const CreateInstruction = z.strictObject(fields);
export type CreateInstruction = z.infer<typeof CreateInstruction>;

/** Any fields; omitted ones are kept. */
export const UpdateInstruction = z.strictObject({ ...optionalFields(fields), ...ignoredFields });
export type UpdateInstruction = z.infer<typeof UpdateInstruction>;

export const Instruction = z.object({
  id: z.uuid().describe('The instruction’s UUID'),
  name: z.string(),
  lang: z.string(),
  kind: z.enum(LLM_INSTRUCTION_KINDS).describe(kind.description ?? ''),
  text: z.string(),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Instruction = z.infer<typeof Instruction>;

export const INSTRUCTION_SORT_FIELDS = [
  'name',
  'lang',
  'kind',
  'inserted_at',
  'updated_at',
] as const;

export const InstructionListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_NAME, msg('field.tooLong', { max: MAX_NAME }))
      .optional()
      .describe('Text the name or the text contains, case aside'),
    lang: lang.optional(),
    language: lang.optional().describe('Same as `lang` (the console’s language filter)'),
    kind: kind.optional(),
    id: z
      .array(z.uuid(msg('llmEnrich.uuid')), { error: msg('llmEnrich.uuid') })
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these instructions (react-admin getMany)'),
  }),
  sortFields: INSTRUCTION_SORT_FIELDS,
});
export type InstructionListQuery = z.infer<typeof InstructionListQuery>;
