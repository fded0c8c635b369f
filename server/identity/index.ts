import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db';

// INTERFACE ONLY — implemented by the identity work: a Keycloak-compatible OIDC server
// (oidc-provider) under /realms/{realm}/..., realm `demo`, client `console`, demo users, login page,
// and the login portal at /portal.
export interface IdentityOptions {
  /** Public origin of the platform, e.g. http://localhost:8080 (issuer = `${publicUrl}/realms/demo`). */
  publicUrl: string;
  database: Database;
}

export interface Identity {
  realms: readonly string[];
  /** Issuer of a realm: `${publicUrl}/realms/${realm}`. */
  issuer(realm: string): string;
  /** Public signing keys (the realms' JWKS), for token verification by the services. */
  publicJwks(): JSONWebKeySet;
}

export async function registerIdentity(
  _app: FastifyInstance,
  _options: IdentityOptions,
): Promise<Identity> {
  throw new Error('registerIdentity: not implemented yet');
}
