import type Keycloak from 'keycloak-js';
import type { KeycloakConfig } from 'keycloak-js';

/**
 * keycloak-js, downloaded when first needed (issue 16: a reload with a live session draws its first
 * screen without it). start-up asks it at once when it will sign in through it.
 */
export const loadKeycloak = (): Promise<typeof Keycloak> =>
  import('keycloak-js').then((module) => module.default);

export const createKeycloak = async (config: KeycloakConfig) => new (await loadKeycloak())(config);
