import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { scopedClientIds, type ClientScope } from './clientScope';
import { clientId } from './clientRefs';

// What the simple-rest lists of client-owned records share (apps, FTP accounts, campaigns): the
// `filter` key `client_id` and the client scope (`q` and `id`: listFilters.ts).

/** `filter.client_id`: one client's records (react-admin's getManyReference target). */
export const clientFilter = clientId
  .optional()
  .describe('Only this client’s records (`GET …?filter={"client_id":1}`)');

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
