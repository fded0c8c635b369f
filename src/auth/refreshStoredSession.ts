import { resolveRealm } from './realm';
import {
  forgetStoredTokens,
  jwtPayload,
  keepTokensIn,
  readStoredTokens,
  restoreDecision,
  storedTokensKey,
  storeTokens,
  type StoredTokens,
} from './storedTokens';
import { withTokenLock } from './tokenRefresh';

export interface RefreshedSession extends StoredTokens {
  /** Seconds the browser's clock is ahead of the identity server's (keycloak-js's `timeSkew`). */
  timeSkew: number;
}

interface RefreshOptions {
  keycloakConfig: { url: string; realm: string; clientId: string };
  href: string;
  storage: Pick<Storage, 'getItem'>;
  tokensKey: string;
  fetch?: typeof fetch;
  /** Called as soon as the token request has been handed to the browser. */
  onRequest?: () => void;
}

/** The identity server refused the refresh token (the session has ended): sign in again. */
const REFUSED = new Set([400, 401]);

/**
 * A reload's session restored from the stored tokens without keycloak-js (issue 16: 8 KiB gz less
 * before the first screen): the token request keycloak-js's `init({ token, refreshToken })` would
 * make, under the tabs' lock, from the latest stored tokens; the new ones stored. Resolves them, or
 * undefined when there is nothing to restore or the refresh failed — refused, the stored tokens
 * are forgotten, and keycloak-js signs in again.
 */
export const refreshStoredSession = ({
  keycloakConfig: { url, realm, clientId },
  href,
  storage,
  tokensKey,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  onRequest,
}: RefreshOptions): Promise<RefreshedSession | undefined> =>
  withTokenLock(async () => {
    const decision = restoreDecision({ href, stored: readStoredTokens(storage, tokensKey) });
    if (!decision.restore) return undefined;
    const tokenUrl = `${url}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
    let answer: Response;
    try {
      const answered = fetchImpl(tokenUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams([
          ['grant_type', 'refresh_token'],
          ['refresh_token', decision.tokens.refreshToken],
          ['client_id', clientId],
        ]),
      });
      onRequest?.();
      answer = await answered;
    } catch {
      return undefined; // no answer: keycloak-js tries again from the same tokens
    }
    if (!answer.ok) {
      if (REFUSED.has(answer.status)) forgetStoredTokens();
      return undefined;
    }
    const body = (await answer.json()) as Record<string, unknown>;
    const token = typeof body.access_token === 'string' ? body.access_token : undefined;
    const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : undefined;
    const iat = token ? jwtPayload(token)?.iat : undefined;
    if (!token || !refreshToken || typeof iat !== 'number') return undefined;
    const tokens: StoredTokens = {
      token,
      refreshToken,
      ...(typeof body.id_token === 'string' && { idToken: body.id_token }),
    };
    storeTokens(tokens);
    return { ...tokens, timeSkew: Math.floor(Date.now() / 1000) - iat };
  });

export interface StartedRefresh {
  /** Resolves once the token request has left (or the refresh ended without one). */
  requested: Promise<void>;
  session: Promise<RefreshedSession | undefined>;
}

/**
 * A reload's token refresh started before the console's files are asked for (issue 16): over
 * HTTP/1.1 the browser opens six connections to the platform, and the token request, asked after
 * the console's dozen files, waited 150–250 ms for one of them. startSession then takes the
 * refresh over (its `restoring` option). Undefined when there is no realm to restore.
 */
export const startStoredRefresh = ({
  config,
  href,
  storage,
}: {
  config: { identityUrl: string; clientId: string };
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}): StartedRefresh | undefined => {
  const realm = resolveRealm(new URL(href), storage);
  if (!realm) return undefined;
  const tokensKey = storedTokensKey(realm);
  keepTokensIn(storage, tokensKey);
  let left = () => {};
  const requested = new Promise<void>((resolve) => (left = resolve));
  const session = refreshStoredSession({
    keycloakConfig: { url: config.identityUrl, realm, clientId: config.clientId },
    href,
    storage,
    tokensKey,
    onRequest: left,
  });
  const ended = session.then(
    () => undefined,
    () => undefined,
  );
  return { requested: Promise.race([requested, ended]), session };
};
