import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, type JWK } from 'jose';
import type { Middleware } from 'koa';
import type { AppDatabase } from '../db';
import { createTokenVerifier } from '../shared/tokens';
import type { VerifyToken } from '../shared/types';
import { drizzleAdapter } from './adapter';
import { corsWithCredentials } from './cors';
import { loadSigningKey, publicJwk } from './keys';
import type { LoginGuard } from './loginGuard';
import { createRealmProvider } from './provider';
import type { RealmDefinition } from './realms';
import { redirectMatcher, type RedirectMatcher } from './redirectPolicy';
import { refreshExpiresIn } from './tokenResponse';
import { userDirectory, type UserDirectory } from './users';

/** Unknown paths under a realm answer like the platform's other 404s. */
const jsonNotFound: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 404 && ctx.body == null) {
    ctx.body = { message: 'Not found', errors: {} };
    ctx.status = 404; // setting a body makes Koa answer 200
  }
};

/** A realm being served: its definition plus its running provider and keys. */
export interface Realm {
  definition: RealmDefinition;
  issuer: string;
  /** `/realms/{name}`. */
  mountPath: string;
  publicJwk: JWK;
  /** Serves the provider's routes; `req.url` must be relative to the mount path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  provider: ReturnType<typeof createRealmProvider>;
  /** The client's redirect policy; an unknown client allows nothing. */
  redirects(clientId: string): RedirectMatcher;
  /** CORS: an origin allowed by any of the realm's clients. */
  allowsOrigin(origin: string | undefined): boolean;
  verifyAccessToken: VerifyToken;
  /** Credentials behind the brute-force guard, with login events. */
  guard: LoginGuard;
  /** The realm's users: its definition's and those stored at run time (account activation). */
  users: UserDirectory;
}

export async function openRealm(
  definition: RealmDefinition,
  publicUrl: string,
  db: AppDatabase,
  onServerError: (error: Error) => void,
  guard: LoginGuard,
): Promise<Realm> {
  const mountPath = `/realms/${encodeURIComponent(definition.name)}`;
  const issuer = `${publicUrl}${mountPath}`;
  const signingKey = await loadSigningKey(db, definition.name);
  const matchers = new Map(
    definition.clients.map((client) => [
      client.clientId,
      redirectMatcher(client.redirectUris, publicUrl),
    ]),
  );
  const nothing = redirectMatcher([], publicUrl);
  const users = userDirectory(definition, db);
  const redirects = (clientId: string) => matchers.get(clientId) ?? nothing;
  const allowsOrigin = (origin: string | undefined) =>
    [...matchers.values()].some((matcher) => matcher.allowsOrigin(origin));

  const provider = createRealmProvider({
    realm: definition,
    issuer,
    publicUrl,
    signingKey,
    adapter: drizzleAdapter(db, definition.name),
    redirects,
    guard,
    users,
  });
  provider.use(corsWithCredentials(allowsOrigin));
  provider.use(refreshExpiresIn);
  provider.use(jsonNotFound);
  // oidc-provider answers 500 itself and only emits the cause.
  provider.on('server_error', (_ctx: unknown, error: Error) => onServerError(error));
  const callback = provider.callback();

  return {
    definition,
    issuer,
    mountPath,
    publicJwk: publicJwk(signingKey),
    handle: async (req, res) => {
      await callback(req, res);
    },
    provider,
    redirects,
    allowsOrigin,
    verifyAccessToken: createTokenVerifier({
      issuers: [issuer],
      getKey: createLocalJWKSet({ keys: [publicJwk(signingKey)] }),
    }),
    guard,
    users,
  };
}
