import { ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { positiveInteger } from './fields';

// `filter` keys many simple-rest lists share — `q` (text the name contains) and `id` (react-admin's
// getMany) — and the LIKE pattern a `q` makes.

export const MAX_QUERY_TEXT = 100;
export const MAX_FILTER_IDS = 1000;

/** `filter.q`: text the name contains, case aside. */
export const nameContains = z
  .string({ error: msg('field.string') })
  .max(MAX_QUERY_TEXT, msg('field.tooLong', { max: MAX_QUERY_TEXT }))
  .optional()
  .describe('Text the name contains, case aside');

/** `filter.id`: these records only (react-admin's getMany). */
export const idsFilter = z
  .array(positiveInteger(), { error: msg('field.positiveInteger') })
  .max(MAX_FILTER_IDS, msg('field.tooManyItems', { max: MAX_FILTER_IDS }))
  .optional()
  .describe('Only these records (ids)');

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The name contains `q` (case aside); undefined for a blank `q`. */
export const nameMatches = (column: AnyPgColumn, q: string | undefined): SQL | undefined => {
  const text = q?.trim();
  return text ? ilike(column, `%${likeLiteral(text)}%`) : undefined;
};
