import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../src/shared/roles';
import { bearerToken } from '../../shared/tokens';
import type { TokenClaims, VerifyToken } from '../../shared/types';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Role the caller's token must hold (resource_access[clientId].roles). */
    role?: Role;
    /** No token needed (OpenAPI documents). A service route needs either this or a role. */
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
    const { role, public: isPublic } = request.routeOptions.config;
    if (isPublic || request.method === 'OPTIONS') return;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyToken(token).catch(() => null) : null;
    if (!claims) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody('Unauthorized'));
    }
    if (!role || !tokenRoles(claims, clientId).includes(role)) {
      return reply.code(403).send(errorBody('Forbidden'));
    }
    request.claims = claims;
  };
}
