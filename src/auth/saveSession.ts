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
 * Saves user, roles, tokens, groups and languages into the session state (spec §2 item 4). What
 * the token says is saved at once, when called; the user once the profile has loaded (issue 16:
 * start-up's first data request needs only the roles, and leaves beside the profile's).
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
  setLanguages({ languages: languagesFromClaims(claims) });
  setSession({ user: await loadUser(keycloak) });
};
