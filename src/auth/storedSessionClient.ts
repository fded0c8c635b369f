import type {
  KeycloakConfig,
  KeycloakInitOptions,
  KeycloakProfile,
  KeycloakUserInfo,
} from 'keycloak-js';
import type { KeycloakClient } from './keycloakClient';
import type { RefreshedSession } from './refreshStoredSession';
import { keycloakTokenFields, type StoredTokens } from './storedTokens';

export interface StoredSessionOptions {
  session: RefreshedSession;
  keycloakConfig: { url: string; realm: string; clientId: string };
  createKeycloak: (config: KeycloakConfig) => KeycloakClient | Promise<KeycloakClient>;
  /** keycloak-js's init options (no tokens, no onLoad: it takes this client's tokens over). */
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

/** The tokens a client holds now (tokenRefresh may have adopted newer ones). */
const tokensOf = (client: Record<PropertyKey, unknown>): StoredTokens => ({
  token: String(client.token),
  refreshToken: String(client.refreshToken),
  ...(typeof client.idToken === 'string' && { idToken: client.idToken }),
});

/** The clients this module made, and how each starts keycloak-js (see completeSignIn). */
const starters = new WeakMap<object, () => Promise<KeycloakClient>>();

/**
 * The client of a session restored without keycloak-js (refreshStoredSession; issue 16): its
 * tokens are fresh, the profile and userinfo are the identity server's account and userinfo
 * addresses, as keycloak-js calls them. keycloak-js starts once the first screen is drawn
 * (`completeSignIn`), or at once when something needs it (a token about to expire, sign-in,
 * sign-out), and takes the tokens over without a refresh of its own (a refresh after the first
 * screen could be cut off by the user leaving the page, and a refresh token the server took but
 * the page did not store ends the session); from then on this client is keycloak-js's.
 */
export const storedSessionClient = ({
  session,
  keycloakConfig,
  createKeycloak,
  initOptions,
  fetchJson = fetchWithToken,
}: StoredSessionOptions): KeycloakClient => {
  const { timeSkew, ...tokens } = session;
  const state: Record<PropertyKey, unknown> = {
    authenticated: true,
    ...keycloakTokenFields(tokens),
  };
  let keycloak: KeycloakClient | undefined;
  let starting: Promise<KeycloakClient> | undefined;
  const start = () =>
    (starting ??= (async () => {
      const client = await createKeycloak(keycloakConfig);
      await client.init({ ...initOptions(), timeSkew });
      // The tokens of now: a refresh by tokenRefresh may have adopted newer ones meanwhile.
      Object.assign(client, { authenticated: true, ...keycloakTokenFields(tokensOf(state)) });
      keycloak = client;
      return client;
    })());
  const realmUrl = `${keycloakConfig.url}/realms/${encodeURIComponent(keycloakConfig.realm)}`;
  /** keycloak-js's reading: expires within `seconds`, the clocks' difference counted. */
  const expiresWithin = (seconds = 0) => {
    const exp = (state.tokenParsed as { exp?: unknown } | undefined)?.exp;
    if (typeof exp !== 'number') return true;
    return exp - Math.ceil(Date.now() / 1000) + timeSkew < seconds;
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
 * Starts keycloak-js for a session restored without it (see storedSessionClient); for any other
 * client, nothing (keycloak-js is already running).
 */
export const completeSignIn = (client: KeycloakClient): Promise<unknown> =>
  starters.get(client)?.() ?? Promise.resolve();
