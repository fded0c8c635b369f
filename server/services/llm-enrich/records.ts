import { z } from 'zod';
import { msg } from '../../shared/messages';

// What the instructions and prompts share: uuid ids, the ignored read-only fields react-admin
// sends back, LIKE patterns.

const UUID = msg('llmEnrich.uuid');

/** A record's uuid (path `:id`, lists of instructions). */
export const recordUuid = z
  .string({ error: UUID })
  .max(36, UUID)
  .pipe(z.uuid(UUID))
  .transform((uuid) => uuid.toLowerCase());

export const UuidParams = z.strictObject({
  id: recordUuid.describe('The record’s UUID'),
});

/** Read-only fields a whole record sent back may hold, ignored. */
export const ignoredFields = {
  id: z.string().max(64).optional().describe('Ignored (the path’s)'),
  inserted_at: z.string().max(64).optional().describe('Ignored'),
  updated_at: z.string().max(64).optional().describe('Ignored'),
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
