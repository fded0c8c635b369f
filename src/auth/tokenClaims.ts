import { shortLanguageCode } from '../shared/i18n/languageCode';
import type { RoleMap } from '../../contracts/roles';

/** The claims of the console's tokens that the session state is built from (spec §3). */
export interface ConsoleTokenClaims {
  sub?: string;
  preferred_username?: string;
  resource_access?: Record<string, { roles?: string[] } | undefined>;
  app_metadata?: { languages?: unknown };
  app_metadata_groups?: unknown;
  [claim: string]: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Role map from `resource_access[clientId].roles`: every listed role → true. */
export const roleMapFromClaims = (claims: ConsoleTokenClaims, clientId: string): RoleMap =>
  Object.fromEntries(
    strings(claims.resource_access?.[clientId]?.roles).map((role) => [role, true]),
  );

/** Groups (`app_metadata_groups`) and language codes (`app_metadata.languages`). */
export const groupsFromClaims = (claims: ConsoleTokenClaims): string[] =>
  strings(claims.app_metadata_groups);

export const languagesFromClaims = (claims: ConsoleTokenClaims): string[] =>
  strings(claims.app_metadata?.languages).map(shortLanguageCode);
