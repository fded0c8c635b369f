import type { AppDatabase } from '../db';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import type { RealmDefinition, UserDefinition } from './realms';
import { storedLoginExists, storedUserById, storedUserByLogin } from './storedUsers';

/** The users of one realm: its definition's, then those stored at run time (account activation). */
export interface UserDirectory {
  /** The user whose username (or e-mail) is `login`, Keycloak's "Username or email" field. */
  byLogin(login: string): Promise<UserDefinition | undefined>;
  /** The user whose id (`sub`) is `id`. */
  byId(id: string): Promise<UserDefinition | undefined>;
}

/** The realm's own user whose username (or e-mail) is `login`, case aside. */
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
 * The realm's directory. The definition's users come first, so a stored user can never shadow
 * one of them (the configuration service also refuses such an e-mail).
 */
export function userDirectory(realm: RealmDefinition, db: AppDatabase): UserDirectory {
  return {
    byLogin: async (login) =>
      findUserByLogin(realm, login) ?? (await storedUserByLogin(db, realm.name, login)),
    byId: async (id) => findUserById(realm, id) ?? (await storedUserById(db, realm.name, id)),
  };
}

/**
 * Whether `login` already names a user of the realm, as username or e-mail: one of its
 * definition's, or a stored one, enabled or not (an account waiting for activation holds its
 * e-mail).
 */
export async function loginTaken(
  db: AppDatabase,
  realm: RealmDefinition,
  login: string,
): Promise<boolean> {
  return (
    findUserByLogin(realm, login) !== undefined || (await storedLoginExists(db, realm.name, login))
  );
}

/**
 * The user if the credentials match (scrypt, constant-time comparison); an unknown login costs
 * as much as a wrong password.
 */
export async function authenticate(
  users: UserDirectory,
  login: string,
  password: string,
): Promise<UserDefinition | undefined> {
  const user = await users.byLogin(login);
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
