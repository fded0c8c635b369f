import {
  forgetStoredTokens,
  jwtPayload,
  readStoredTokens,
  restoreDecision,
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
}: RefreshOptions): Promise<RefreshedSession | undefined> =>
  withTokenLock(async () => {
    const decision = restoreDecision({ href, stored: readStoredTokens(storage, tokensKey) });
    if (!decision.restore) return undefined;
    const tokenUrl = `${url}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
    let answer: Response;
    try {
      answer = await fetchImpl(tokenUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams([
          ['grant_type', 'refresh_token'],
          ['refresh_token', decision.tokens.refreshToken],
          ['client_id', clientId],
        ]),
      });
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
