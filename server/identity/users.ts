import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import type { RealmDefinition, UserDefinition } from './realms';

/** The user whose username (or e-mail) is `login`, Keycloak's "Username or email" field. */
export function findUserByLogin(realm: RealmDefinition, login: string): UserDefinition | undefined {
  const wanted = login.trim().toLowerCase();
  return realm.users.find(
    (user) => user.username.toLowerCase() === wanted || user.email.toLowerCase() === wanted,
  );
}

export function findUserById(realm: RealmDefinition, id: string): UserDefinition | undefined {
  return realm.users.find((user) => user.id === id);
}

/**
 * The user if the credentials match (scrypt, constant-time comparison); an unknown login costs
 * as much as a wrong password.
 */
export async function authenticate(
  realm: RealmDefinition,
  login: string,
  password: string,
): Promise<UserDefinition | undefined> {
  const user = findUserByLogin(realm, login);
  const matches = await verifyPassword(user?.passwordHash ?? UNKNOWN_USER_HASH, password);
  return user && matches ? user : undefined;
}

/** Standard OIDC profile claims (ID token, userinfo). */
export function profileClaims(user: UserDefinition) {
  return {
    sub: user.id,
    preferred_username: user.username,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    email_verified: true,
  };
}

/** Keycloak-like authorization claims added to access tokens (spec §3 session state). */
export function accessClaims(realm: RealmDefinition, user: UserDefinition, clientId: string) {
  const { sub: _sub, ...profile } = profileClaims(user);
  // Like Keycloak, a client without roles for this user is absent from resource_access.
  const resourceAccess = Object.fromEntries(
    Object.entries(user.clientRoles)
      .filter(([, roles]) => roles.length > 0)
      .map(([client, roles]) => [client, { roles: [...roles] }]),
  );
  return {
    typ: 'Bearer',
    azp: clientId,
    ...profile,
    realm_access: { roles: [`default-roles-${realm.name}`] },
    resource_access: resourceAccess,
    app_metadata: { languages: [...user.languages] },
    app_metadata_groups: [...user.groups],
  };
}
