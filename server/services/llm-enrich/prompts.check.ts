import type { AppDatabase } from '../../db';
import { msg } from '../../shared/messages';
import type { FieldErrors } from '../shared/errors';
import { instructionsByUuid } from './instructions.queries';
import type { Instruction } from './instructions.schemas';
import type { CreatePrompt } from './prompts.schemas';

/** The fields of a prompt checked against each other and the stored instructions. */
export type CheckedPrompt = Pick<
  CreatePrompt,
  'lang' | 'instruction_uuids' | 'output_kind' | 'json_schema'
>;

/**
 * What is wrong with a prompt as a whole: a JSON output without a schema, instructions unknown or
 * of another language (each named). Also returns its instructions, in the prompt's order.
 */
export async function checkPrompt(
  db: AppDatabase,
  prompt: CheckedPrompt,
): Promise<{ errors: FieldErrors; instructions: Instruction[] }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (prompt.output_kind === 'json' && !prompt.json_schema)
    add('json_schema', msg('llmEnrich.jsonSchemaRequired'));
  const found = new Map(
    (await instructionsByUuid(db, prompt.instruction_uuids)).map((row) => [row.id, row]),
  );
  const instructions: Instruction[] = [];
  for (const uuid of prompt.instruction_uuids) {
    const instruction = found.get(uuid);
    if (!instruction) add('instruction_uuids', msg('llmEnrich.unknownInstruction', { uuid }));
    else if (instruction.lang !== prompt.lang)
      add(
        'instruction_uuids',
        msg('llmEnrich.instructionLanguage', {
          name: instruction.name,
          lang: instruction.lang,
          expected: prompt.lang,
        }),
      );
    else instructions.push(instruction);
  }
  return { errors, instructions };
}
