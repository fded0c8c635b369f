import { isSignInCallback } from './authUrl';
import { REALM_STORAGE_KEY } from './realm';

/**
 * The tokens of the signed-in session, kept in local storage (spec §4: "the new tokens are
 * stored") so that a reload starts from them instead of a round trip through the identity server
 * (issue 16). keycloak-js takes them back at `init({ token, refreshToken, idToken })`.
 */
export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One entry per realm: tokens never cross realms (one console, one identity server). */
export const storedTokensKey = (realm: string) => `session.tokens.${realm}`;

/** A JWT's payload, or undefined when the string is not one. */
export const jwtPayload = (token: string): Record<string, unknown> | undefined => {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object'
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** The fields keycloak-js's own `setToken` sets for `tokens` (it has no public setter). */
export const keycloakTokenFields = ({ token, refreshToken, idToken }: StoredTokens) => {
  const parsed = jwtPayload(token) ?? {};
  return {
    token,
    tokenParsed: parsed,
    refreshToken,
    refreshTokenParsed: jwtPayload(refreshToken),
    ...(idToken && { idToken, idTokenParsed: jwtPayload(idToken) }),
    sessionId: parsed.sid,
    subject: parsed.sub,
    realmAccess: parsed.realm_access,
    resourceAccess: parsed.resource_access,
  };
};

export const readStoredTokens = (
  storage: Pick<Storage, 'getItem'>,
  key: string,
): StoredTokens | undefined => {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return undefined;
    const { token, refreshToken, idToken } = value as Record<string, unknown>;
    if (typeof token !== 'string' || typeof refreshToken !== 'string') return undefined;
    return { token, refreshToken, ...(typeof idToken === 'string' && { idToken }) };
  } catch {
    return undefined;
  }
};

/** Seconds of validity a stored refresh token must still have to be worth a restore. */
export const RESTORE_MIN_VALIDITY_S = 30;

export type RestoreDecision =
  | { restore: true; tokens: StoredTokens; subject?: string }
  | { restore: false; reason: 'callback' | 'none' | 'expired' };

/**
 * Whether start-up restores the stored session: not on the identity server's answer to a sign-in
 * (its code wins), not without stored tokens, not when the refresh token has expired or cannot
 * be read (keycloak-js could not use it). A refused refresh is keycloak-js's to find: it then
 * falls back to the sign-in redirect itself.
 */
export const restoreDecision = ({
  href,
  stored,
  nowMs = Date.now(),
}: {
  href: string;
  stored: StoredTokens | undefined;
  nowMs?: number;
}): RestoreDecision => {
  if (isSignInCallback(href)) return { restore: false, reason: 'callback' };
  if (!stored) return { restore: false, reason: 'none' };
  const refresh = jwtPayload(stored.refreshToken);
  const access = jwtPayload(stored.token);
  const exp = refresh?.exp;
  if (!access || typeof exp !== 'number' || exp * 1000 <= nowMs + RESTORE_MIN_VALIDITY_S * 1000)
    return { restore: false, reason: 'expired' };
  const subject = typeof access.sub === 'string' ? access.sub : undefined;
  return { restore: true, tokens: stored, subject };
};

/**
 * The decision for this page before the configuration is loaded (main.tsx starts downloading the
 * console at once when the session will be restored): the realm from the URL, else the stored one.
 */
export const restorableSession = (
  href: string,
  storage: Pick<Storage, 'getItem'>,
  nowMs = Date.now(),
): RestoreDecision => {
  const realm =
    new URL(href).searchParams.get('realm')?.trim() || storage.getItem(REALM_STORAGE_KEY);
  const stored = realm ? readStoredTokens(storage, storedTokensKey(realm)) : undefined;
  return restoreDecision({ href, stored, nowMs });
};

/** Where this page keeps its tokens (set at start-up, once the realm is known). */
let place: { storage: TokenStorage; key: string } | undefined;

export const keepTokensIn = (storage: TokenStorage, key: string): void => {
  place = { storage, key };
};

/** Stores the client's current tokens (after a sign-in or a refresh). */
export const storeTokens = (tokens: Partial<StoredTokens>): void => {
  if (!place || !tokens.token || !tokens.refreshToken) return;
  const value: StoredTokens = {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    ...(tokens.idToken && { idToken: tokens.idToken }),
  };
  try {
    place.storage.setItem(place.key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the next reload signs in through the identity server.
  }
};

/** The latest stored tokens (another tab may have refreshed them). */
export const latestStoredTokens = (): StoredTokens | undefined =>
  place && readStoredTokens(place.storage, place.key);

/** Sign-out ends the stored session (spec §2, issue 16). */
export const forgetStoredTokens = (): void => {
  place?.storage.removeItem(place.key);
};
