import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db';
import { registerAccount } from './account';
import { registerActivation } from './activationRoutes';
import { purgeExpiredPayloads } from './adapter';
import { registerInteractions } from './interactions';
import { registerLoginEvents } from './loginEvents';
import { createLoginGuard } from './loginGuard';
import { mountProviders } from './mount';
import { registerPortal } from './portal';
import { registerRateLimits } from './rateLimits';
import { openRealm, type Realm } from './realm';
import { demoRealm, type RealmDefinition } from './realms';

// The Keycloak-compatible identity server: oidc-provider per realm under /realms/{realm}/...
// (Keycloak's endpoint layout), realm `demo`, client `console`, demo users, login page, and the
// login portal at /portal.
export interface IdentityOptions {
  /** Public origin of the platform, e.g. http://localhost:8080 (issuer = `${publicUrl}/realms/demo`). */
  publicUrl: string;
  database: Database;
  /** The realms served (default: the demo realm alone). */
  realms?: readonly RealmDefinition[];
}

export interface Identity {
  realms: readonly string[];
  /** Issuer of a realm: `${publicUrl}/realms/${realm}`. */
  issuer(realm: string): string;
  /** Public signing keys (the realms' JWKS), for token verification by the services. */
  publicJwks(): JSONWebKeySet;
}

export async function registerIdentity(
  app: FastifyInstance,
  { publicUrl, database, realms: definitions = [demoRealm] }: IdentityOptions,
): Promise<Identity> {
  const base = publicUrl.replace(/\/+$/, '');
  await purgeExpiredPayloads(database.db);
  const guard = createLoginGuard(database.db);
  const opened = await Promise.all(
    definitions.map((definition) =>
      openRealm(
        definition,
        base,
        database.db,
        (error) => app.log.error({ err: error }, `identity (${definition.name}): ${error.message}`),
        guard,
      ),
    ),
  );
  const realms: ReadonlyMap<string, Realm> = new Map(
    opened.map((realm) => [realm.definition.name, realm]),
  );

  await registerRateLimits(app);
  // Two encapsulated scopes: the provider reads raw bodies, the pages read parsed forms.
  await app.register(async (scope) => mountProviders(scope, realms));
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await scope.register(formbody);
    }
    registerInteractions(scope, realms);
    registerAccount(scope, realms);
    registerLoginEvents(scope, realms, database.db);
    registerPortal(scope, realms, base);
    registerActivation(scope, realms, database.db, base);
  });

  return {
    realms: [...realms.keys()],
    issuer: (realm) => `${base}/realms/${realm}`,
    publicJwks: () => ({ keys: opened.map((realm) => realm.publicJwk) }),
  };
}
