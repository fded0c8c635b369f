import type { RoleMap } from '../../../contracts/roles';
import { getSession, setSession, setUserRoles } from './sessionStore';

/**
 * Debug roles (spec §4 "roles can be toggled locally in debug mode"): an administrator switches
 * roles on and off in the session's role map — the one canAccess, the menu and the palette read —
 * to see the console as another user would. Nothing leaves the browser: the server still checks
 * the token's roles. The token's role map is kept and comes back when debugging stops.
 */
export const startDebugRoles = (): void => {
  const session = getSession();
  if (session.debugRoles || !session.isAdmin) return;
  setSession({ debugRoles: true, rolesBeforeDebug: session.userRoles });
};

/** Switches one role in the session's role map (debug roles only). */
export const toggleDebugRole = (role: string): void => {
  const { debugRoles, userRoles } = getSession();
  if (!debugRoles) return;
  setUserRoles({ ...userRoles, [role]: userRoles[role] !== true });
};

/** Replaces the whole role map (debug roles only), e.g. to look like a demo user. */
export const setDebugRoles = (roles: RoleMap): void => {
  if (getSession().debugRoles) setUserRoles({ ...roles });
};

/** Back to the token's roles. */
export const stopDebugRoles = (): void => {
  const { debugRoles, rolesBeforeDebug } = getSession();
  if (!debugRoles) return;
  setUserRoles(rolesBeforeDebug ?? {});
  setSession({ debugRoles: false, rolesBeforeDebug: undefined });
};
