import type { AuthProvider, UserIdentity } from 'react-admin';
import { keycloakAuthProvider } from 'ra-keycloak';
import type Keycloak from 'keycloak-js';
import type { RoleMap } from '../shared/roles';
import { getSession } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';

/** What react-admin asks `canAccess` (spec §6 decides with the declarations' roles). */
export interface CanAccessParams {
  resource: string;
  action: string;
  record?: unknown;
}

export interface AuthProviderOptions {
  keycloak: KeycloakClient;
  /** The access rule (the registry's, passed in by main.tsx: auth does not know resources). */
  canAccess: (params: CanAccessParams, roles: RoleMap) => boolean;
  /** Where the identity server sends the user after sign-out (default: the console's origin). */
  logoutRedirectUri?: string;
}

const fullNameOf = (user: Record<string, unknown>): string | undefined => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const fallback = user.name ?? user.username ?? user.preferred_username ?? user.email;
  return name || (typeof fallback === 'string' ? fallback : undefined);
};

/**
 * ra-keycloak's authProvider (the identity client is already initialised by start-up), with what it
 * lacks: 401 → sign-out and 403 → stay, sign-out back to the console's origin, identity from the
 * loaded profile, permissions = the role map, and `canAccess` from the declarations.
 */
export const createAuthProvider = ({
  keycloak,
  canAccess,
  logoutRedirectUri = `${window.location.origin}/`,
}: AuthProviderOptions): AuthProvider => ({
  // ra-keycloak's types reach keycloak-js through a path its exports map hides: same class.
  ...keycloakAuthProvider(keycloak as Keycloak, { logoutRedirectUri }),

  login: async () => {
    await keycloak.login({ redirectUri: logoutRedirectUri });
  },

  logout: async () => {
    await keycloak.logout({ redirectUri: logoutRedirectUri });
    // keycloak-js navigates to the identity server: no react-admin redirect.
    return false;
  },

  checkAuth: async () => {
    if (!keycloak.authenticated || !keycloak.token) throw new Error('Not authenticated');
  },

  checkError: async (error: { status?: number } | undefined) => {
    // 401: the token is no longer accepted → sign out. 403: a missing role is not a reason to.
    if (error?.status === 401) throw new Error('ra.notification.logged_out');
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const { user, availableLanguages } = getSession();
    if (!user) throw new Error('No signed-in user');
    return { ...user, id: user.id, fullName: fullNameOf(user), availableLanguages };
  },

  getPermissions: async () => getSession().userRoles,

  canAccess: async ({ resource, action, record }) =>
    canAccess({ resource, action, record }, getSession().userRoles),
});
