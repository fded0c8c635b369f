/** A realm as data (Keycloak's vocabulary): adding a realm = adding one definition file. */
export interface RealmDefinition {
  /** URL segment and issuer suffix: `${publicUrl}/realms/${name}`. */
  name: string;
  /** Shown on the login page and the login portal. */
  displayName: string;
  clients: readonly ClientDefinition[];
  users: readonly UserDefinition[];
}

export interface ClientDefinition {
  clientId: string;
  /**
   * Keycloak-style redirect URI patterns, also used for post-logout redirects and, like Keycloak's
   * web origin `+`, for CORS origins. A pattern starting with `/` is relative to the public URL;
   * `*` at the end matches any rest, `:*` matches any port.
   */
  redirectUris: readonly string[];
  /**
   * Keycloak's "Direct access grants enabled": tokens from `grant_type=password` (username and
   * password posted to the token endpoint). For demo realms and test tools only.
   */
  directAccessGrants?: boolean;
}

export interface UserDefinition {
  /** Stable subject (`sub`), a UUID like Keycloak's user ids. */
  id: string;
  username: string;
  /** The password's scrypt hash (`npm run hash-password`), never the password itself. */
  passwordHash: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Client roles by client id: the token's `resource_access[clientId].roles`. */
  clientRoles: Readonly<Record<string, readonly string[]>>;
  /** The token's `app_metadata.languages`. */
  languages: readonly string[];
  /** The token's `app_metadata_groups`. */
  groups: readonly string[];
}
