import Keycloak, { type KeycloakConfig } from 'keycloak-js';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { AUTH_URL_PARAMS, cleanAddressBar, loginPortalUrl, returnAddress } from './authUrl';
import type { KeycloakClient } from './keycloakClient';
import { resolveRealm } from './realm';
import { saveSession } from './saveSession';
import { markSignedIn } from './signedInMark';
import {
  forgetStoredTokens,
  keepTokensIn,
  readStoredTokens,
  restoreDecision,
  storedTokensKey,
  storeTokens,
} from './storedTokens';
import { withTokenLock } from './tokenRefresh';

export interface StartSessionOptions {
  config: Pick<RuntimeConfig, 'identityUrl' | 'clientId' | 'loginPortalUrl'>;
  createKeycloak?: (config: KeycloakConfig) => KeycloakClient;
  location?: Pick<Location, 'href' | 'replace'>;
  history?: Pick<History, 'state' | 'replaceState'>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Called once signed in, the token's roles, groups and languages saved, before the profile
   * loads (what needs only those starts).
   */
  onAuthenticated?: (keycloak: KeycloakClient) => void;
}

export const NOT_AUTHENTICATED_MESSAGE = 'The identity server did not authenticate the user.';
export const INIT_FAILED_MESSAGE = 'Identity server error: the identity client failed to start.';

/**
 * Spec §2 start-up items 1–4: realm (URL, else local storage), login portal when there is none,
 * keycloak-js in login-required mode (no login iframe, PKCE S256, the sign-in redirect back to the
 * current path and query; a hash cannot travel through it), URL cleaned, then user, roles, tokens and groups saved in the session
 * state. A reload with stored tokens still valid starts from them (issue 16): keycloak-js then
 * refreshes them once instead of redirecting, and falls back to the sign-in redirect itself when
 * the identity server refuses them. Resolves the signed-in client, or undefined when the page is leaving or the sign-in
 * failed (logged to the console only: no user-visible message).
 */
export const startSession = async ({
  config,
  createKeycloak = (keycloakConfig) => new Keycloak(keycloakConfig),
  location = window.location,
  history = window.history,
  storage = window.localStorage,
  onAuthenticated,
}: StartSessionOptions): Promise<KeycloakClient | undefined> => {
  const realm = resolveRealm(new URL(location.href), storage);
  // This page without realm nor any (possibly stale) callback parameter, nor hash.
  const returnTo = returnAddress(location.href);
  if (!realm) {
    location.replace(loginPortalUrl(config, returnTo));
    return undefined;
  }
  // `realm` leaves the URL now; keycloak-js needs code/state, then removes them itself.
  cleanAddressBar(location, history, ['realm']);

  const keycloak = createKeycloak({ url: config.identityUrl, realm, clientId: config.clientId });
  const tokensKey = storedTokensKey(realm);
  keepTokensIn(storage, tokensKey);
  let authenticated: boolean;
  try {
    // Under the tabs' token lock: a restore uses the stored refresh token (see withTokenLock).
    authenticated = await withTokenLock(async () => {
      const decision = restoreDecision({
        href: location.href,
        stored: readStoredTokens(storage, tokensKey),
      });
      if (!decision.restore && decision.reason === 'expired') forgetStoredTokens();
      const signedIn = await keycloak.init({
        onLoad: 'login-required',
        checkLoginIframe: false,
        pkceMethod: 'S256',
        responseMode: 'query',
        redirectUri: returnTo,
        ...(decision.restore && decision.tokens),
      });
      if (signedIn) storeTokens(keycloak);
      return signedIn;
    });
  } catch (error) {
    console.error(INIT_FAILED_MESSAGE, error);
    return undefined;
  } finally {
    cleanAddressBar(location, history, AUTH_URL_PARAMS);
  }
  if (!authenticated) {
    console.error(NOT_AUTHENTICATED_MESSAGE);
    return undefined;
  }
  markSignedIn();
  // The token's part of the session is saved when called, before onAuthenticated.
  const saved = saveSession(keycloak, config.clientId);
  onAuthenticated?.(keycloak);
  await saved;
  return keycloak;
};
