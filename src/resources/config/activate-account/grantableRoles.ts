import { ROLES } from '../../../shared/roles';

/** What an operator may grant a client's person: sub-applications and features, never admin. */
export const GRANTABLE_ROLES = ROLES.filter(
  (role) => role.startsWith('app.') || role.startsWith('feat.'),
);
