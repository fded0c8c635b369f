import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { TokenClaims, VerifyToken } from './types';

export interface TokenVerifierOptions {
  /** Accepted issuers, one per realm: `${publicUrl}/realms/${realm}`. */
  issuers: readonly string[];
  /** Signing keys, e.g. `createLocalJWKSet(identity.publicJwks())`. */
  getKey: JWTVerifyGetKey;
}

/**
 * Checks a bearer token's signature (RS256), issuer, expiry (`exp` required) and type: an access
 * token (`at+jwt`), so an ID token signed by the same key is not accepted as a bearer token.
 */
export function createTokenVerifier({ issuers, getKey }: TokenVerifierOptions): VerifyToken {
  return async (token) => {
    const { payload } = await jwtVerify(token, getKey, {
      issuer: [...issuers],
      typ: 'at+jwt',
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
    });
    return payload as TokenClaims; // iss, sub and exp checked just above
  };
}

/** The bearer token of an Authorization header (scheme case-insensitive: keycloak-js sends
 * `bearer`), or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^bearer +([^ ]+)\s*$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}
