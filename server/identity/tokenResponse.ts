import type { Middleware } from 'koa';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * Keycloak's token answers also say when the refresh token expires (`refresh_expires_in`, seconds),
 * whatever the grant (code, refresh, password); oidc-provider's do not.
 */
export const refreshExpiresIn: Middleware = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  const refreshToken = (ctx as unknown as Partial<KoaContextWithOIDC>).oidc?.entities.RefreshToken;
  if (
    refreshToken &&
    typeof body === 'object' &&
    body !== null &&
    'refresh_token' in body &&
    !('refresh_expires_in' in body)
  ) {
    Object.assign(body, { refresh_expires_in: refreshToken.remainingTTL });
  }
};
