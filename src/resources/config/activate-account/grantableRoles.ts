import { ROLES } from '../../../../contracts/roles';

/**
 * What an operator may grant a client's person (issue 13): the sub-applications' `app.*` roles —
 * never `global.admin`, nor the `feat.*` flags (the service refuses them too).
 */
export const GRANTABLE_ROLES = ROLES.filter((role) => role.startsWith('app.'));
