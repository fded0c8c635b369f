import type { AuthProvider, UserIdentity } from 'react-admin';
import { keycloakAuthProvider } from 'ra-keycloak';
import type Keycloak from 'keycloak-js';
import { keepDrafts } from '../shared/drafts';
import { forgetStartRequests } from '../shared/http/startRequests';
import type { RoleMap } from '../../contracts/roles';
import { getSession } from '../shared/session';
import { returnAddress } from './authUrl';
import { forgetStoredTokens } from './storedTokens';
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
  /**
   * Called when the session has ended (a 401), before the user is sent to sign in again
   * (default: keep the drafts of the forms being edited, restored on return).
   */
  onSessionEnd?: () => void;
}

const fullNameOf = (user: Record<string, unknown>): string | undefined => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const fallback = user.name ?? user.username ?? user.preferred_username ?? user.email;
  return name || (typeof fallback === 'string' ? fallback : undefined);
};

/**
 * The answers the authProvider gives, computed at once: they come from the identity client and the
 * session state only (no request), so start-up can hand them to react-admin's queries before they
 * run (see answerAuthQueries). The authProvider below gives the same, as promises.
 */
export interface ImmediateAuth {
  /** `checkAuth`: true when signed in; false where checkAuth would throw. */
  authenticated: () => boolean;
  permissions: () => RoleMap;
  /** `getIdentity`, undefined before the user is known (where getIdentity would throw). */
  identity: () => UserIdentity | undefined;
  canAccess: (params: CanAccessParams) => boolean;
}

export const immediateAuth = ({
  keycloak,
  canAccess,
}: Pick<AuthProviderOptions, 'keycloak' | 'canAccess'>): ImmediateAuth => ({
  authenticated: () => Boolean(keycloak.authenticated && keycloak.token),
  permissions: () => getSession().userRoles,
  identity: () => {
    const { user, availableLanguages } = getSession();
    return user && { ...user, id: user.id, fullName: fullNameOf(user), availableLanguages };
  },
  canAccess: ({ resource, action, record }) =>
    canAccess({ resource, action, record }, getSession().userRoles),
});

/**
 * ra-keycloak's authProvider (the identity client is already initialised by start-up), with what it
 * lacks: 401 → drafts kept and sign-out back to the same page (hence a sign-in, then that page
 * again), 403 → stay, a chosen sign-out back to the console's origin, identity from the loaded
 * profile, permissions = the role map, and `canAccess` from the declarations.
 */
export const createAuthProvider = ({
  keycloak,
  canAccess,
  logoutRedirectUri = `${window.location.origin}/`,
  onSessionEnd = keepDrafts,
}: AuthProviderOptions): AuthProvider => {
  /** Where to come back after a sign-out caused by a 401: the page the user was on. */
  let sessionEndedOn: string | undefined;
  const now = immediateAuth({ keycloak, canAccess });
  return {
    // ra-keycloak's types reach keycloak-js through a path its exports map hides: same class.
    ...keycloakAuthProvider(keycloak as Keycloak, { logoutRedirectUri }),

    login: async () => {
      await keycloak.login({ redirectUri: logoutRedirectUri });
    },

    logout: async () => {
      // Sign-out ends the stored session too: the next visit signs in again (spec §2). What its
      // start-ups asked (addresses, filters) goes with it.
      forgetStoredTokens();
      forgetStartRequests(window.localStorage);
      await keycloak.logout({ redirectUri: sessionEndedOn ?? logoutRedirectUri });
      // keycloak-js navigates to the identity server: no react-admin redirect.
      return false;
    },

    checkAuth: async () => {
      if (!now.authenticated()) throw new Error('Not authenticated');
    },

    checkError: async (error: { status?: number } | undefined) => {
      // 401: the token is no longer accepted → keep the drafts, sign out and in again, back here.
      // 403: a missing role is not a reason to.
      if (error?.status !== 401) return;
      sessionEndedOn ??= returnAddress(window.location.href);
      onSessionEnd();
      throw new Error('ra.notification.logged_out');
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const identity = now.identity();
      if (!identity) throw new Error('No signed-in user');
      return identity;
    },

    getPermissions: async () => now.permissions(),

    canAccess: async ({ resource, action, record }) => now.canAccess({ resource, action, record }),
  };
};
