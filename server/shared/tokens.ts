import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TokenClaims, VerifyToken } from './types';

export interface TokenVerifierOptions {
  /** Accepted issuers, one per realm: `${publicUrl}/realms/${realm}`. */
  issuers: readonly string[];
  /** Signing keys, e.g. `createLocalJWKSet(identity.publicJwks())`. */
  getKey: JWTVerifyGetKey;
  /** Required `aud` (Keycloak's default for a public client's tokens: `account`). */
  audience?: string;
  /** Required `azp`: the client the token was issued to (the console), not any client of a realm. */
  authorizedParty?: string;
}

/**
 * How many verified tokens a verifier remembers, by their text, until they expire: a console
 * sends one token with every request until it refreshes it, and the RS256 signature check is most
 * of what a refused request costs (fuzzing the services, profiled). Only the same text is taken
 * as verified; its expiry is checked again at each use.
 */
const VERIFIED_TOKENS_KEPT = 1000;

/**
 * Checks a bearer token's signature (RS256), issuer, expiry (`exp` required) and type: an access
 * token (`at+jwt`), so an ID token signed by the same key is not accepted as a bearer token — and,
 * when given, its audience and authorised party, so a token minted for another client cannot call.
 */
export function createTokenVerifier({
  issuers,
  getKey,
  audience,
  authorizedParty,
}: TokenVerifierOptions): VerifyToken {
  const verified = new Map<string, TokenClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, getKey, {
      issuer: [...issuers],
      typ: 'at+jwt',
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
      ...(audience ? { audience } : {}),
    });
    if (authorizedParty !== undefined && payload.azp !== authorizedParty)
      throw new Error(`token issued to ${String(payload.azp)}, not ${authorizedParty}`);
    const claims = payload as TokenClaims; // iss, sub, exp (aud, azp) checked just above
    verified.set(token, claims);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
    return claims;
  };
}

/** The bearer token of an Authorization header (scheme case-insensitive: keycloak-js sends
 * `bearer`), or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^bearer +([^ ]+)\s*$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}
