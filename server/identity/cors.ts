import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Middleware } from 'koa';

type OriginPolicy = (origin: string | undefined) => boolean;

/**
 * keycloak-js calls the token endpoint with `credentials: 'include'`, which oidc-provider's CORS
 * does not allow (stack-notes gotcha 2). Wherever the provider answered with CORS headers
 * (errors and preflights included), an allowed origin also gets Allow-Credentials.
 */
export function corsWithCredentials(allowsOrigin: OriginPolicy): Middleware {
  return async (ctx, next) => {
    await next();
    const origin = ctx.get('origin');
    if (ctx.response.get('access-control-allow-origin') && allowsOrigin(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.vary('Origin');
    }
  };
}

/** CORS headers for the identity routes served by Fastify itself (account, userinfo). */
export function applyCors(
  request: FastifyRequest,
  reply: FastifyReply,
  allowsOrigin: OriginPolicy,
) {
  const { origin } = request.headers;
  reply.header('vary', 'Origin');
  if (origin && allowsOrigin(origin)) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', 'WWW-Authenticate');
  }
}

/** Answers a CORS preflight for those routes. */
export function answerPreflight(
  request: FastifyRequest,
  reply: FastifyReply,
  allowsOrigin: OriginPolicy,
) {
  applyCors(request, reply, allowsOrigin);
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  reply.header(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
  );
  reply.header('access-control-max-age', '3600');
  return reply.code(204).send();
}
