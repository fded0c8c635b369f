/** Claims of a verified access token, as the identity server (Keycloak layout) issues them. */
export interface TokenClaims {
  iss: string;
  sub: string;
  exp: number;
  preferred_username?: string;
  email?: string;
  /** Roles of the console client: resource_access[clientId].roles. */
  resource_access?: Record<string, { roles: string[] }>;
  app_metadata?: { languages?: string[] };
  app_metadata_groups?: string[];
  [claim: string]: unknown;
}

/** Verifies a bearer token (signature against the realm's JWKS, issuer, expiry) or throws. */
export type VerifyToken = (token: string) => Promise<TokenClaims>;
