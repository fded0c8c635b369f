import { setTokens } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';

/** Spec §7/§9: check every 5 s (and on window focus) for a token valid 5 more seconds. */
export const TOKEN_REFRESH_INTERVAL_MS = 5000;
export const TOKEN_MIN_VALIDITY_S = 5;

/** Refreshes the token if it expires within `minValidity` seconds and stores the new tokens. */
export const refreshToken = async (
  keycloak: KeycloakClient,
  minValidity = TOKEN_MIN_VALIDITY_S,
): Promise<void> => {
  await keycloak.updateToken(minValidity);
  setTokens(keycloak.token, keycloak.refreshToken);
};

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
  try {
    await refreshToken(keycloak);
  } catch {
    // Send what we have; a 401 answer then signs the user out.
  }
  return keycloak.token;
};
