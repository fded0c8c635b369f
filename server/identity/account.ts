import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerPreflight, applyCors } from './cors';
import type { Realm } from './realm';
import { bearerToken } from '../shared/tokens';
import { profileClaims } from './users';
import type { UserDefinition } from './realms';

type RealmRequest = FastifyRequest<{ Params: { realm: string } }>;

/**
 * The bearer's user, or a 401 already sent. Tokens are checked like every service does: JWT
 * signature, issuer, expiry (oidc-provider's own /userinfo refuses resource-server JWTs, gotcha 6).
 */
async function authenticatedUser(
  realm: Realm,
  request: RealmRequest,
  reply: FastifyReply,
): Promise<UserDefinition | undefined> {
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await realm.verifyAccessToken(token).catch(() => undefined) : undefined;
  const user = claims ? await realm.users.byId(claims.sub) : undefined;
  if (!user) {
    await reply
      .code(401)
      .header('www-authenticate', `Bearer realm="${realm.definition.name}", error="invalid_token"`)
      .send({ message: 'Missing, invalid or expired bearer token.', errors: {} });
  }
  return user;
}

/** Keycloak's account endpoint as keycloak-js `loadUserProfile()` reads it. */
const accountProfile = (user: UserDefinition) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  emailVerified: true,
  attributes: {},
});

/** `GET /realms/{realm}/account` and `/realms/{realm}/protocol/openid-connect/userinfo`. */
export function registerAccount(scope: FastifyInstance, realms: ReadonlyMap<string, Realm>) {
  const endpoints = [
    { url: '/realms/:realm/account', methods: ['GET'] as const, body: accountProfile },
    {
      url: '/realms/:realm/protocol/openid-connect/userinfo',
      methods: ['GET', 'POST'] as const,
      body: profileClaims,
    },
  ];
  for (const { url, methods, body } of endpoints) {
    scope.options(url, async (request: RealmRequest, reply) => {
      const realm = realms.get(request.params.realm);
      if (!realm) return reply.code(404).send({ message: 'Realm not found', errors: {} });
      return answerPreflight(request, reply, realm.allowsOrigin);
    });
    scope.route({
      method: [...methods],
      url,
      handler: async (request: RealmRequest, reply) => {
        const realm = realms.get(request.params.realm);
        if (!realm) return reply.code(404).send({ message: 'Realm not found', errors: {} });
        applyCors(request, reply, realm.allowsOrigin);
        reply.header('cache-control', 'no-store');
        const user = await authenticatedUser(realm, request, reply);
        return user ? reply.send(body(user)) : reply;
      },
    });
  }
}
