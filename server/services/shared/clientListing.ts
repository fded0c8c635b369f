import { ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { scopedClientIds, type ClientScope } from './clientScope';
import { positiveInteger } from './fields';
import { clientId } from './clientRefs';

// What the configuration service's simple-rest lists of client-owned records share (apps, FTP
// accounts, campaigns): `filter` keys `q`, `client_id` and `id`, and the client scope.

export const MAX_QUERY_TEXT = 100;
export const MAX_FILTER_IDS = 1000;

/** `filter.q`: text the name contains, case aside. */
export const nameContains = z
  .string({ error: msg('field.string') })
  .max(MAX_QUERY_TEXT, msg('field.tooLong', { max: MAX_QUERY_TEXT }))
  .optional()
  .describe('Text the name contains, case aside');

/** `filter.client_id`: one client's records (react-admin's getManyReference target). */
export const clientFilter = clientId
  .optional()
  .describe('Only this client’s records (`GET …?filter={"client_id":1}`)');

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

/**
 * Rows of the caller's clients (administrators: every client), narrowed to `requested` when a
 * `client_id` filter is given; undefined: no condition.
 */
export function clientCondition(
  column: AnyPgColumn,
  scope: ClientScope,
  requested: number | undefined,
): SQL | undefined {
  const ids = scopedClientIds(scope, requested === undefined ? undefined : [requested]);
  if (ids === undefined) return undefined;
  return ids.length ? inArray(column, [...ids]) : sql`false`;
}
