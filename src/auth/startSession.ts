import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { AUTH_URL_PARAMS, cleanAddressBar, loginPortalUrl, returnAddress } from './authUrl';
import type { KeycloakClient } from './keycloakClient';
import { createKeycloak as downloadKeycloak } from './loadKeycloak';
import { refreshStoredSession, type RefreshedSession } from './refreshStoredSession';
import { resolveRealm } from './realm';
import { saveLanguages, saveSession } from './saveSession';
import { markSignedIn } from './signedInMark';
import { storedSessionClient } from './storedSessionClient';
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
  createKeycloak?: (config: KeycloakConfig) => KeycloakClient | Promise<KeycloakClient>;
  location?: Pick<Location, 'href' | 'replace'>;
  history?: Pick<History, 'state' | 'replaceState'>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Called once signed in, the token's roles, groups and languages saved, before the profile
   * loads (what needs only those starts).
   */
  onAuthenticated?: (keycloak: KeycloakClient) => void;
  /** A reload's refresh of the stored tokens, started earlier (startStoredRefresh). */
  restoring?: Promise<RefreshedSession | undefined>;
}

/** keycloak-js's options: no login iframe, PKCE S256, the sign-in answer in the query. */
const KEYCLOAK_INIT: KeycloakInitOptions = {
  checkLoginIframe: false,
  pkceMethod: 'S256',
  responseMode: 'query',
};

/**
 * Saves the session, the token's part at once, before onAuthenticated; resolves the client. The
 * profile and onAuthenticated's requests leave before the languages are named (saveLanguages).
 */
const signedIn = async (
  keycloak: KeycloakClient,
  clientId: string,
  onAuthenticated: StartSessionOptions['onAuthenticated'],
) => {
  const saved = saveSession(keycloak, clientId);
  onAuthenticated?.(keycloak);
  saveLanguages(keycloak);
  await saved;
  return keycloak;
};

export const NOT_AUTHENTICATED_MESSAGE = 'The identity server did not authenticate the user.';
export const INIT_FAILED_MESSAGE = 'Identity server error: the identity client failed to start.';

/**
 * Spec §2 start-up items 1–4: realm (URL, else local storage), login portal when there is none,
 * keycloak-js in login-required mode (no login iframe, PKCE S256, the sign-in redirect back to the
 * current path and query; a hash cannot travel through it), URL cleaned, then user, roles, tokens and groups saved in the session
 * state. A reload with stored tokens still valid starts from them (issue 16): their refresh at
 * once, without keycloak-js, which downloads after the first screen and takes them over
 * (refreshStoredSession, storedSessionClient); when the identity server refuses them, keycloak-js
 * signs in again by the redirect. Resolves the signed-in client, or undefined when the page is
 * leaving or the sign-in
 * failed (logged to the console only: no user-visible message).
 */
export const startSession = async ({
  config,
  createKeycloak = downloadKeycloak,
  location = window.location,
  history = window.history,
  storage = window.localStorage,
  onAuthenticated,
  restoring,
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

  const keycloakConfig = { url: config.identityUrl, realm, clientId: config.clientId };
  const tokensKey = storedTokensKey(realm);
  keepTokensIn(storage, tokensKey);
  // A reload: the stored tokens refreshed without keycloak-js, which comes after the first screen.
  const restored = await (restoring ??
    refreshStoredSession({ keycloakConfig, href: location.href, storage, tokensKey }));
  if (restored) {
    const client = storedSessionClient({
      session: restored,
      keycloakConfig,
      createKeycloak,
      // Back to the page the user is on then, should keycloak-js ever sign in again.
      initOptions: () => ({ ...KEYCLOAK_INIT, redirectUri: returnAddress(location.href) }),
    });
    cleanAddressBar(location, history, AUTH_URL_PARAMS);
    markSignedIn();
    return signedIn(client, config.clientId, onAuthenticated);
  }
  let authenticated: boolean;
  let keycloak: KeycloakClient;
  try {
    keycloak = await createKeycloak(keycloakConfig);
    // Under the tabs' token lock: a restore uses the stored refresh token (see withTokenLock).
    authenticated = await withTokenLock(async () => {
      const decision = restoreDecision({
        href: location.href,
        stored: readStoredTokens(storage, tokensKey),
      });
      if (!decision.restore && decision.reason === 'expired') forgetStoredTokens();
      const done = await keycloak.init({
        ...KEYCLOAK_INIT,
        onLoad: 'login-required',
        redirectUri: returnTo,
        ...(decision.restore && decision.tokens),
      });
      if (done) storeTokens(keycloak);
      return done;
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
  return signedIn(keycloak, config.clientId, onAuthenticated);
};
