import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Unsigned ("alg": "none"): the string is an opaque handle that oidc-provider looks up whole; it
// must never verify as a JWT anywhere (jose refuses "none"), unlike the access token.
const header = base64url({ alg: 'none', typ: 'JWT' });

/**
 * keycloak-js decodes the refresh token as a JWT ("Unable to decode token, payload not found" on
 * oidc-provider's opaque ones, stack-notes gotcha 1), so refresh token ids are shaped like one:
 * header.payload.random, the payload carrying exp/iat like Keycloak's. 256 random bits make it
 * unguessable.
 */
export function shapeRefreshTokensLikeJwts(provider: Provider): void {
  const prototype = provider.RefreshToken.prototype as unknown as {
    generateTokenId(this: RefreshTokenShape): string;
  };
  prototype.generateTokenId = function generateTokenId() {
    const iat = this.iat ?? Math.floor(Date.now() / 1000);
    const exp = this.exp ?? iat + this.expiration;
    const payload = base64url({ typ: 'Refresh', azp: this.clientId, iat, exp });
    return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
  };
}

/** The members of oidc-provider's RefreshToken read above (its typings omit `expiration`). */
interface RefreshTokenShape {
  iat?: number;
  exp?: number;
  clientId?: string;
  expiration: number;
}
