import Provider, {
  errors,
  interactionPolicy,
  type Configuration,
  type ResourceServer,
} from 'oidc-provider';
import { ACCESS_TOKEN_AUDIENCE } from '../config';
import { autoGrant } from './autoGrant';
import { cookieSecret, type SigningKey } from './keys';
import { providerPages } from './pages/providerPages';
import { PASSWORD_GRANT, registerPasswordGrant } from './passwordGrant';
import type { LoginGuard } from './loginGuard';
import type { RealmDefinition } from './realms';
import type { RedirectMatcher } from './redirectPolicy';
import { shapeRefreshTokensLikeJwts } from './refreshTokenFormat';
import { accessClaims, profileClaims, type UserDirectory } from './users';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Keycloak-like lifetimes: 5-minute access and ID tokens, 8-hour sessions and refresh tokens. */
export const lifetimes = { accessToken: 5 * MINUTE, session: 8 * HOUR, login: 30 * MINUTE };

/** Keycloak's endpoint layout under /realms/{realm}. */
const keycloakRoutes: Configuration['routes'] = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  device_authorization: '/protocol/openid-connect/auth/device',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
  backchannel_authentication: '/protocol/openid-connect/ext/ciba/auth',
  registration: '/clients-registrations/openid-connect',
};

const profileClaimNames = [
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
];

export interface RealmProviderOptions {
  realm: RealmDefinition;
  issuer: string;
  publicUrl: string;
  signingKey: SigningKey;
  adapter: NonNullable<Configuration['adapter']>;
  redirects: (clientId: string) => RedirectMatcher;
  guard: LoginGuard;
  /** The realm's users, static and stored. */
  users: UserDirectory;
}

/** The realm's oidc-provider instance, configured to behave like Keycloak for keycloak-js. */
export function createRealmProvider(options: RealmProviderOptions): Provider {
  const { realm, issuer, publicUrl, signingKey, adapter, redirects, guard, users } = options;
  const mountPath = new URL(issuer).pathname;
  // JWT access tokens need a resource indicator (gotcha 3): the platform's services.
  const resource = `${publicUrl}/`;
  const policy = interactionPolicy.base();
  policy.remove('consent');
  const pages = providerPages(realm.displayName);
  // Keycloak's default audience for a public client's tokens, with the scope echoed in the
  // token's `scope` claim like Keycloak's ("openid profile email").
  const resourceServer: ResourceServer = {
    scope: 'openid profile email',
    audience: ACCESS_TOKEN_AUDIENCE,
    accessTokenTTL: lifetimes.accessToken,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const provider = new Provider(issuer, {
    adapter,
    clients: realm.clients.map((client) => ({
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      grant_types: [
        'authorization_code',
        'refresh_token',
        // Keycloak's "Direct access grants": the demo realm's clients only (see passwordGrant.ts).
        ...(client.directAccessGrants ? [PASSWORD_GRANT] : []),
      ],
      response_types: ['code'],
      // Registered for metadata validation only: the Keycloak-style patterns decide (see below).
      redirect_uris: [resource],
      post_logout_redirect_uris: [resource],
    })),
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [cookieSecret(signingKey)],
      long: { path: `${mountPath}/` },
    },
    routes: keycloakRoutes,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // keycloak-js asks for `openid` only; Keycloak still puts the profile in the ID token.
    claims: {
      openid: ['sub', ...profileClaimNames],
      profile: profileClaimNames,
      email: ['email', 'email_verified'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    extraParams: ['kc_locale', 'kc_idp_hint', 'kc_action'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) => redirects(client.clientId).allowsOrigin(origin),
    async findAccount(_ctx, sub) {
      const user = await users.byId(sub);
      return user && { accountId: user.id, claims: () => profileClaims(user) };
    },
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token ? await users.byId(token.accountId) : undefined;
      return user && accessClaims(realm, user, token.clientId ?? '');
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: autoGrant,
    interactions: {
      policy,
      url: (_ctx, interaction) => `${mountPath}/login-actions/authenticate/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
    },
    renderError: pages.renderError,
    ttl: {
      AccessToken: lifetimes.accessToken,
      IdToken: lifetimes.accessToken,
      AuthorizationCode: MINUTE,
      Interaction: lifetimes.login,
      Session: lifetimes.session,
      Grant: lifetimes.session,
      // A rotated refresh token keeps its predecessor's end: 8 hours after sign-in at most.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? lifetimes.session,
    },
  });

  const allowed = (client: { clientId: string }, uri: string) =>
    redirects(client.clientId).allowsUrl(uri);
  provider.Client.prototype.redirectUriAllowed = function (uri: string) {
    return allowed(this, uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (uri: string) {
    return allowed(this, uri);
  };
  shapeRefreshTokensLikeJwts(provider);
  if (realm.clients.some((client) => client.directAccessGrants)) {
    registerPasswordGrant(provider, {
      realm: { name: realm.name, users },
      resource,
      resourceServer,
      guard,
    });
  }
  return provider;
}
