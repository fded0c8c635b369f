import { CONSOLE_CLIENT_ID } from '../../config';
import type { TokenClaims } from '../../shared/types';
import { ADMIN_ROLE } from '../../../contracts/roles';
import { tokenRoles } from './auth';

/** Which clients' calls a caller sees: every client, or only these ids. */
export type ClientScope = 'all' | readonly number[];

const CLIENT_GROUP = /^client-(\d{1,9})$/;

/**
 * Administrators (`global.admin`) see every client. Anyone else sees the clients named by their
 * groups (token claim `app_metadata_groups`): `client-1` is client id 1. No such group: nothing.
 */
export function clientScope(claims: TokenClaims | null): ClientScope {
  if (!claims) return [];
  if (tokenRoles(claims, CONSOLE_CLIENT_ID).includes(ADMIN_ROLE)) return 'all';
  const groups = Array.isArray(claims.app_metadata_groups) ? claims.app_metadata_groups : [];
  return groups.flatMap((group) => {
    const match = typeof group === 'string' ? CLIENT_GROUP.exec(group) : null;
    return match ? [Number(match[1])] : [];
  });
}

/** The client ids a query may read: the requested ones within the scope (undefined = no limit). */
export function scopedClientIds(
  scope: ClientScope,
  requested?: readonly number[],
): readonly number[] | undefined {
  if (scope === 'all') return requested;
  return requested ? requested.filter((id) => scope.includes(id)) : scope;
}
