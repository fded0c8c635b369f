import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../contracts/roles';
import { msg } from '../../shared/messages';
import { bearerToken } from '../../shared/tokens';
import type { TokenClaims, VerifyToken } from '../../shared/types';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Role the caller's token must hold (resource_access[clientId].roles). */
    role?: Role;
    /** Roles of which the caller's token must hold at least one (with `role`, any of them). */
    roles?: readonly Role[];
    /** Any valid token, whatever its roles (e.g. the contact form). */
    authenticated?: boolean;
    /**
     * No token needed (OpenAPI documents). A service route needs this, `authenticated`, a role or
     * roles.
     */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Claims of the verified bearer token (set on every protected service route). */
    claims: TokenClaims | null;
  }
}

/** Roles the token grants to the given client (Keycloak's resource_access layout). */
export const tokenRoles = (claims: TokenClaims, clientId: string): readonly string[] =>
  claims.resource_access?.[clientId]?.roles ?? [];

/**
 * onRequest hook of every service: 401 without a valid token, 403 without the route's role. It runs
 * before the body is parsed, so a refused caller never reaches validation. `global.admin` is not
 * a bypass: the admin simply holds every role.
 */
export function bearerAuth(verifyToken: VerifyToken, clientId: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { role, roles = [], authenticated, public: isPublic } = request.routeOptions.config;
    if (isPublic || request.method === 'OPTIONS') return;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyToken(token).catch(() => null) : null;
    if (!claims) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody(msg('request.unauthorized')));
    }
    const granted = tokenRoles(claims, clientId);
    const required = role ? [role, ...roles] : roles;
    if (!authenticated && !required.some((wanted) => granted.includes(wanted))) {
      return reply.code(403).send(errorBody(msg('request.forbidden')));
    }
    request.claims = claims;
  };
}
