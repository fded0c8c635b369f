import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_RATE_LIMIT } from './rateLimits';
import type { Realm } from './realm';

/**
 * Serves every other `/realms/{realm}/...` path with the realm's oidc-provider (a Koa app) by
 * handing it the raw request. Fastify's own, more specific routes (login page, account, userinfo)
 * win over this wildcard. Register in an encapsulated scope: it turns off body parsing there, as
 * oidc-provider reads request bodies itself.
 */
export function mountProviders(scope: FastifyInstance, realms: ReadonlyMap<string, Realm>) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (
    request: FastifyRequest<{ Params: { realm: string } }>,
    reply: FastifyReply,
  ) => {
    const realm = realms.get(request.params.realm);
    if (!realm) return reply.code(404).send({ message: 'Realm not found', errors: {} });
    reply.hijack();
    const raw: typeof request.raw & { originalUrl?: string } = request.raw;
    // Like a mounted Koa/Express app: oidc-provider resolves its URLs from originalUrl.
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(realm.mountPath.length) || '/';
    await realm.handle(raw, reply.raw);
  };
  scope.route({ method: ['GET', 'POST', 'OPTIONS'], url: '/realms/:realm/*', handler });
  // The token endpoint on its own, for its per-address rate limit (password and code guessing).
  scope.route({
    method: 'POST',
    url: '/realms/:realm/protocol/openid-connect/token',
    handler,
    config: { rateLimit: TOKEN_RATE_LIMIT },
  });
}
