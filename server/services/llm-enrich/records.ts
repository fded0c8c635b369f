import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { likeLiteral } from '../shared/listFilters';

// What the instructions and prompts share: uuid ids, the ignored read-only fields react-admin
// sends back, the text filter `q` of their lists.

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

/** `filter.q` of a list: text the name or `other` contains, case aside; undefined for a blank one. */
export function textMatches(
  q: string | undefined,
  name: AnyPgColumn,
  other: AnyPgColumn,
): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeLiteral(text)}%`;
  return or(ilike(name, pattern), ilike(other, pattern));
}
