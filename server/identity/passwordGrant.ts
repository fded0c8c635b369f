import type Provider from 'oidc-provider';
import { errors, type ResourceServer, type TokenEndpointGrantContext } from 'oidc-provider';
import type { LoginGuard, RealmUsers } from './loginGuard';
import { profileClaims } from './users';

// Keycloak's "Direct access grants" (OAuth 2.0 resource owner password credentials), ENABLED FOR
// THE DEMO REALM ONLY (clients with `directAccessGrants`): Keycloak turns it on for new clients by
// default and test tools commonly get tokens this way. `POST .../token` with
// `grant_type=password&client_id=console&username=…&password=…[&scope=openid]` answers like
// Keycloak: the access token of the code flow (same JWT, same claims), a refresh token usable with
// the refresh_token grant, an ID token when `openid` is asked for.

export const PASSWORD_GRANT = 'password';

interface PasswordParams {
  username?: string;
  password?: string;
}

/** Keycloak's scopes: `profile email` always (its default client scopes), `openid` on request. */
const grantedScopes = (requested: string | undefined) => {
  const asked = new Set((requested ?? '').split(' '));
  return ['openid', 'profile', 'email'].filter((scope) => scope !== 'openid' || asked.has(scope));
};

/** Keycloak's answer to wrong credentials: 401 invalid_grant "Invalid user credentials". */
function invalidCredentials() {
  const error = new errors.CustomOIDCProviderError('invalid_grant', 'Invalid user credentials');
  return Object.assign(error, { status: 401, statusCode: 401 });
}

export interface PasswordGrantOptions {
  realm: RealmUsers;
  /** The resource (audience) of access tokens and its settings: those of the code flow. */
  resource: string;
  resourceServer: ResourceServer;
  guard: LoginGuard;
}

/** A temporarily locked account (brute-force detection): 400 invalid_grant, like Keycloak. */
function temporarilyDisabled(retryAfterSeconds: number) {
  const error = new errors.CustomOIDCProviderError(
    'invalid_grant',
    `Account temporarily disabled: retry in ${retryAfterSeconds} s`,
  );
  return Object.assign(error, { status: 400, statusCode: 400 });
}

/** Registers the password grant on the realm's provider (clients opt in by grant type). */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { realm, resource, resourceServer, guard } = options;

  async function passwordGrant(ctx: TokenEndpointGrantContext<PasswordParams>) {
    const { client, params } = ctx.oidc;
    const attempt = await guard.signIn(realm, params.username ?? '', params.password ?? '', {
      clientId: client.clientId,
      ipAddress: ctx.ip,
      authMethod: 'password',
    });
    if (!attempt.ok)
      throw attempt.error === 'user_temporarily_disabled'
        ? temporarilyDisabled(attempt.retryAfterSeconds)
        : invalidCredentials();
    const { user } = attempt;
    const scopes = grantedScopes(params.scope);
    const scope = scopes.join(' ');

    const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
    grant.addOIDCScope(scope);
    grant.addResourceScope(resource, resourceServer.scope);
    const grantId = await grant.save();
    ctx.oidc.entity('Grant', grant);

    const accessToken = new provider.AccessToken({
      accountId: user.id,
      client,
      grantId,
      gty: PASSWORD_GRANT,
    });
    accessToken.resourceServer = new provider.ResourceServer(resource, resourceServer);
    accessToken.scope = grant.getResourceScopeFiltered(resource, scopes);
    ctx.oidc.entity('AccessToken', accessToken);
    const accessTokenValue = await accessToken.save();

    const refreshToken = new provider.RefreshToken({
      accountId: user.id,
      client,
      grantId,
      gty: PASSWORD_GRANT,
      resource,
      rotations: 0,
      scope,
    });
    ctx.oidc.entity('RefreshToken', refreshToken);
    const refreshTokenValue = await refreshToken.save();

    let idToken: string | undefined;
    if (scopes.includes('openid')) {
      const token = new provider.IdToken({ ...profileClaims(user) }, { ctx });
      // Which claims the ID token carries (oidc-provider reads `scope`; its typings omit it).
      Object.assign(token, { scope: grant.getOIDCScopeFiltered(new Set(scopes)) });
      idToken = await token.issue({ use: 'idtoken' });
    }

    ctx.body = {
      access_token: accessTokenValue,
      expires_in: accessToken.expiration,
      refresh_expires_in: refreshToken.remainingTTL,
      refresh_token: refreshTokenValue,
      token_type: accessToken.tokenType,
      ...(idToken && { id_token: idToken }),
      scope: accessToken.scope,
    };
  }

  provider.registerGrantType(PASSWORD_GRANT, passwordGrant, ['username', 'password', 'scope']);
}
