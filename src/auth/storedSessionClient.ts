import type {
  KeycloakConfig,
  KeycloakInitOptions,
  KeycloakProfile,
  KeycloakUserInfo,
} from 'keycloak-js';
import { setTokens } from '../shared/session';
import type { KeycloakClient } from './keycloakClient';
import { jwtPayload, latestStoredTokens, storeTokens, type StoredTokens } from './storedTokens';
import { withTokenLock } from './tokenRefresh';

export interface StoredSessionOptions {
  tokens: StoredTokens;
  keycloakConfig: { url: string; realm: string; clientId: string };
  createKeycloak: (config: KeycloakConfig) => KeycloakClient | Promise<KeycloakClient>;
  /** keycloak-js's init options but the tokens (read when it starts: the page may have moved). */
  initOptions: () => KeycloakInitOptions;
  fetchJson?: (url: string, token: string) => Promise<unknown>;
}

/** What keycloak-js's own profile and userinfo calls send: the bearer token, JSON accepted. */
const fetchWithToken = async (url: string, token: string): Promise<unknown> => {
  const answer = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
};

/**
 * For the bench: the identity server has confirmed the session (keycloak-js has started), hence
 * the stored tokens are the refreshed ones, which a later page load may start from.
 */
export const SIGNED_IN_MARK = 'console:signed-in';
export const markSignedIn = (): void => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(SIGNED_IN_MARK);
};

/** The clients this module made, and how each starts keycloak-js (see completeSignIn). */
const starters = new WeakMap<object, () => Promise<KeycloakClient>>();

/**
 * A reload's session started from the stored tokens, before keycloak-js is even downloaded (issue
 * 16: 8 KiB gz less before the first screen). Its access token is still valid, so the first data
 * needs nothing else; the profile and userinfo are the identity server's account and userinfo
 * addresses, as keycloak-js calls them. keycloak-js starts from the tokens once the first screen is
 * drawn (`completeSignIn`), or at once when something needs it (a token about to expire, sign-in,
 * sign-out): it refreshes them — or, when the identity server refuses them, goes to the sign-in
 * form itself — and from then on this client is keycloak-js's.
 */
export const storedSessionClient = ({
  tokens,
  keycloakConfig,
  createKeycloak,
  initOptions,
  fetchJson = fetchWithToken,
}: StoredSessionOptions): KeycloakClient => {
  const tokenParsed = jwtPayload(tokens.token) ?? {};
  const idTokenParsed = tokens.idToken ? jwtPayload(tokens.idToken) : undefined;
  const state: Record<PropertyKey, unknown> = {
    authenticated: true,
    token: tokens.token,
    tokenParsed,
    refreshToken: tokens.refreshToken,
    idToken: tokens.idToken,
    idTokenParsed,
    subject: tokenParsed.sub,
  };
  let keycloak: KeycloakClient | undefined;
  let starting: Promise<KeycloakClient> | undefined;
  const start = () =>
    (starting ??= (async () => {
      const client = await createKeycloak(keycloakConfig);
      const signedIn = await withTokenLock(async () => {
        // Inside the tabs' lock, the latest stored tokens: another tab may have refreshed them
        // (a refresh token used twice ends the session).
        const latest = latestStoredTokens();
        const from =
          latest && jwtPayload(latest.token)?.sub === tokenParsed.sub
            ? latest
            : {
                token: String(state.token),
                refreshToken: String(state.refreshToken),
                ...(typeof state.idToken === 'string' && { idToken: state.idToken }),
              };
        const done = await client.init({ ...initOptions(), ...from });
        // Not after a sign-out (which forgets them, then starts keycloak-js to sign out): stored
        // again, they would start the next page on the ended session.
        if (done && latestStoredTokens()) storeTokens(client);
        return done;
      });
      if (signedIn) setTokens(client.token, client.refreshToken);
      keycloak = client;
      markSignedIn();
      return client;
    })());
  const realmUrl = `${keycloakConfig.url}/realms/${encodeURIComponent(keycloakConfig.realm)}`;
  // The state's: a token another tab refreshed may have been adopted meanwhile (tokenRefresh).
  const expiresWithin = (seconds = 0) => {
    const exp = (state.tokenParsed as { exp?: unknown } | undefined)?.exp;
    return typeof exp !== 'number' || exp * 1000 - seconds * 1000 < Date.now();
  };
  const ownMethods: Partial<KeycloakClient> = {
    isTokenExpired: expiresWithin,
    // A token valid `minValidity` more seconds needs no refresh, hence no keycloak-js yet.
    updateToken: async (minValidity = 5) =>
      expiresWithin(minValidity) ? (await start()).updateToken(minValidity) : false,
    loadUserProfile: async () =>
      (await fetchJson(`${realmUrl}/account`, String(state.token))) as KeycloakProfile,
    loadUserInfo: async () =>
      (await fetchJson(
        `${realmUrl}/protocol/openid-connect/userinfo`,
        String(state.token),
      )) as KeycloakUserInfo,
    login: async (options) => (await start()).login(options),
    logout: async (options) => (await start()).logout(options),
    init: async () => (await start()).authenticated ?? false,
  };
  const client = new Proxy(state, {
    get: (target, key) => {
      if (keycloak) {
        const value: unknown = Reflect.get(keycloak, key);
        // keycloak-js's methods use private fields: called on it, not on this proxy.
        return typeof value === 'function' ? value.bind(keycloak) : value;
      }
      return key in ownMethods ? ownMethods[key as keyof KeycloakClient] : target[key];
    },
    set: (target, key, value) => Reflect.set(keycloak ?? target, key, value),
  }) as unknown as KeycloakClient;
  starters.set(client, start);
  return client;
};

/**
 * Starts keycloak-js for a session started from the stored tokens (see storedSessionClient); for
 * any other client, nothing (keycloak-js is already running).
 */
export const completeSignIn = (client: KeycloakClient): Promise<unknown> =>
  starters.get(client)?.() ?? Promise.resolve();
