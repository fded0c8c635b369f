import { setTokens } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import { jwtPayload, keycloakTokenFields, latestStoredTokens, storeTokens } from './storedTokens';

/** Spec §7/§9: check every 5 s (and on window focus) for a token valid 5 more seconds. */
export const TOKEN_REFRESH_INTERVAL_MS = 5000;
export const TOKEN_MIN_VALIDITY_S = 5;

const TOKEN_LOCK = 'console.tokens';

/**
 * Runs `task` holding the origin's token lock (Web Locks API, where the browser has it): tabs
 * share the stored tokens, and a refresh token may be used only once — the identity server
 * rotates it and ends the whole session when one is used twice — so tabs refresh one at a time,
 * each starting from the latest stored tokens.
 */
export const withTokenLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The DOM typings nest the callback's promise (Promise<Promise<T>>); a promise flattens it.
  return locks ? (locks.request(TOKEN_LOCK, task) as unknown as Promise<T>) : task();
};

/**
 * Takes the stored tokens when another tab refreshed them since this one did (same user only):
 * this tab's own refresh token was used up by that refresh.
 */
const adoptNewerStoredTokens = (keycloak: KeycloakClient) => {
  const stored = latestStoredTokens();
  if (!stored || stored.refreshToken === keycloak.refreshToken) return;
  const parsed = jwtPayload(stored.token);
  if (!parsed || parsed.sub !== keycloak.subject) return;
  Object.assign(keycloak, keycloakTokenFields(stored));
};

/** Whether the token expires within `minValidity` seconds (keycloak-js's reading, clock skew included). */
const expiresSoon = (keycloak: KeycloakClient, minValidity = TOKEN_MIN_VALIDITY_S): boolean => {
  try {
    return keycloak.isTokenExpired(minValidity);
  } catch {
    return true; // no token parsed: let the refresh decide
  }
};

/** Refreshes the token if it expires within `minValidity` seconds and stores the new tokens. */
export const refreshToken = (
  keycloak: KeycloakClient,
  minValidity = TOKEN_MIN_VALIDITY_S,
): Promise<void> =>
  withTokenLock(async () => {
    adoptNewerStoredTokens(keycloak);
    const before = keycloak.refreshToken;
    await keycloak.updateToken(minValidity);
    // Only a refresh writes: a tab whose session ended elsewhere must not store it back.
    if (keycloak.refreshToken !== before) storeTokens(keycloak);
    setTokens(keycloak.token, keycloak.refreshToken);
  });

/** Starts the periodic and on-focus refresh; returns the function that stops it. */
export const startTokenRefresh = (
  keycloak: KeycloakClient,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): (() => void) => {
  const refresh = () => {
    refreshToken(keycloak).catch((error: unknown) => {
      // The session is over (refresh token expired or revoked): the next call answers 401 and
      // the authProvider signs out. Nothing to show here.
      console.warn('Token refresh failed', error);
    });
  };
  const timer = setInterval(refresh, TOKEN_REFRESH_INTERVAL_MS);
  target.addEventListener('focus', refresh);
  return () => {
    clearInterval(timer);
    target.removeEventListener('focus', refresh);
  };
};

/** For the HTTP client: a token refreshed if about to expire (else the current one). */
export const keycloakTokenGetter = (keycloak: KeycloakClient) => async () => {
  // A token valid for a while yet goes as it is (issue 16): the tabs' lock is for refreshes, and
  // taking it waits on the browser and a busy main thread (at start-up, ~200 ms before the first
  // data request left).
  if (!expiresSoon(keycloak)) return keycloak.token;
  try {
    await refreshToken(keycloak);
  } catch {
    // Send what we have; a 401 answer then signs the user out.
  }
  return keycloak.token;
};
