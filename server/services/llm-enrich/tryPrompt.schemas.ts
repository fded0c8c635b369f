import { z } from 'zod';
import { freeText } from '../shared/fields';
import { CallId } from '../search/calls.schemas';
import { CreatePrompt, MAX_NAME } from './prompts.schemas';
import { ignoredFields } from './records';

// `POST /prompts/try` (issue 15): a prompt as the editor holds it (saved or not), tried on a call.

export const TRY_ENGINES = ['openai-compatible', 'local-extractive'] as const;

export const TryPromptBody = z.strictObject({
  prompt: CreatePrompt.extend({
    name: freeText(MAX_NAME).optional().describe('Ignored (a prompt not saved yet may have none)'),
    ...ignoredFields,
  }).describe('The prompt’s fields, as the editor holds them (checked as on a save)'),
  call_id: CallId.describe('The call to try it on: one the caller’s clients own'),
});
export type TryPromptBody = z.infer<typeof TryPromptBody>;

export const TryPromptAnswer = z.object({
  rendered_prompt: z
    .string()
    .describe('The template with the call’s variables filled in (user message)'),
  system_prompt: z
    .string()
    .describe('The instructions joined in the prompt’s order (system message)'),
  token_count: z
    .number()
    .int()
    .describe('Tokens of the system and user messages (o200k_base, gpt-tokenizer)'),
  answer: z.string().describe('The model’s answer, as text (a JSON answer as its JSON text)'),
  latency_ms: z.number().int().describe('Time the engine took, in milliseconds'),
  engine: z
    .enum(TRY_ENGINES)
    .describe(
      '`openai-compatible` (the configured LLM_BASE_URL) or `local-extractive` (none configured: ' +
        'first customer turns and detected tags, or the JSON Schema filled from the transcript)',
    ),
  model: z.string().describe('The model that answered'),
  valid_json: z
    .boolean()
    .optional()
    .describe('JSON output only: the answer is JSON that follows the schema'),
  validation_errors: z
    .array(z.string())
    .optional()
    .describe('JSON output only: why the answer does not follow the schema'),
});
export type TryPromptAnswer = z.infer<typeof TryPromptAnswer>;
