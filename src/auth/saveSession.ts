import { setLanguages, setSession, setTokens, setUserRoles } from '../shared/session';
import type { SessionUser } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import {
  groupsFromClaims,
  languagesFromClaims,
  roleMapFromClaims,
  type ConsoleTokenClaims,
} from './tokenClaims';

/** The profile (Keycloak account endpoint), else the userinfo claims, else the token's subject. */
const loadUser = async (keycloak: KeycloakClient): Promise<SessionUser> => {
  const subject = keycloak.subject ?? keycloak.tokenParsed?.sub ?? '';
  try {
    const profile = await keycloak.loadUserProfile();
    return { ...profile, id: profile.id ?? subject };
  } catch {
    try {
      const info = (await keycloak.loadUserInfo()) as Record<string, unknown>;
      return { ...info, id: typeof info.sub === 'string' ? info.sub : subject };
    } catch {
      return { id: subject };
    }
  }
};

/**
 * Saves user, roles, tokens and groups into the session state (spec §2 item 4; the languages:
 * saveLanguages). What the token says is saved at once, when called, and the profile is asked;
 * the user is saved once the profile has loaded (issue 16: start-up's first data request needs
 * only the roles, and leaves beside the profile's).
 */
export const saveSession = async (keycloak: KeycloakClient, clientId: string): Promise<void> => {
  const claims = (keycloak.tokenParsed ?? {}) as ConsoleTokenClaims;
  // Keycloak puts resource_access in the access token; fall back to the ID token's.
  const roleClaims = claims.resource_access
    ? claims
    : ((keycloak.idTokenParsed ?? {}) as ConsoleTokenClaims);
  setTokens(keycloak.token, keycloak.refreshToken);
  setSession({ groups: groupsFromClaims(claims) });
  setUserRoles(roleMapFromClaims(roleClaims, clientId));
  setSession({ user: await loadUser(keycloak) });
};

/**
 * Saves the user's languages (token claims) with their names into the session state (spec §2
 * item 4). Naming them is the start-up's first use of Intl, which loads the browser's locale data
 * (30–100 ms of main thread, issue 16): done once the sign-in's requests have left.
 */
export const saveLanguages = (keycloak: KeycloakClient): void => {
  const claims = (keycloak.tokenParsed ?? {}) as ConsoleTokenClaims;
  setLanguages({ languages: languagesFromClaims(claims) });
};
