import { useSyncExternalStore } from 'react';
import type { RoleMap } from '../../../contracts/roles';
import { ADMIN_ROLE } from '../../../contracts/roles';
import { buildAvailableLanguages } from './availableLanguages';

/** The signed-in user: an id plus whatever the identity provider's profile returns. */
export interface SessionUser {
  id: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  [field: string]: unknown;
}

/** Session state of spec §3 (in memory; set at start-up, updated by token refreshes). */
export interface SessionState {
  auth: { token?: string; refreshToken?: string };
  user?: SessionUser;
  /** Token claim `app_metadata_groups`. */
  groups: string[];
  /** Role name → granted, from `resource_access[clientId].roles` (or toggled in debug mode). */
  userRoles: RoleMap;
  /** Language codes of the user (token claim `app_metadata.languages`). */
  languages: string[];
  /** Code → display name in the UI language, capitalised. */
  availableLanguages: Record<string, string>;
  /** Current UI language (en or fr). */
  uiLanguage: string;
  /** The browser's locale. */
  locale: string;
  isAdmin: boolean;
  /** Feature flag: role `feat.scribr.prx`. */
  hasFeatPrx: boolean;
  /** Roles may be toggled locally (spec §4); see debugRoles.ts. */
  debugRoles: boolean;
  /** The token's role map, kept while debug roles are on (restored when they end). */
  rolesBeforeDebug?: RoleMap;
  buildId?: string;
  commitHash?: string;
  /** The server's build id differs from the loaded one. */
  newAppVersion: boolean;
  profileOpen: boolean;
  profileClosing: boolean;
}

export const PRX_FEATURE_ROLE = 'feat.scribr.prx';

const initialState = (): SessionState => ({
  auth: {},
  groups: [],
  userRoles: {},
  languages: [],
  availableLanguages: {},
  uiLanguage: 'en',
  locale: typeof navigator === 'undefined' ? 'en' : navigator.language,
  isAdmin: false,
  hasFeatPrx: false,
  debugRoles: false,
  newAppVersion: false,
  profileOpen: false,
  profileClosing: false,
});

let state = initialState();
const listeners = new Set<() => void>();

export const getSession = (): SessionState => state;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Merges a partial state (or the result of an updater) and notifies subscribers. */
export const setSession = (
  update: Partial<SessionState> | ((current: SessionState) => Partial<SessionState>),
): void => {
  const partial = typeof update === 'function' ? update(state) : update;
  state = { ...state, ...partial };
  listeners.forEach((listener) => listener());
};

/** Sets the role map and what derives from it (isAdmin, hasFeatPrx). */
export const setUserRoles = (userRoles: RoleMap): void =>
  setSession({
    userRoles,
    isAdmin: userRoles[ADMIN_ROLE] === true,
    hasFeatPrx: userRoles[PRX_FEATURE_ROLE] === true,
  });

/** Sets the user's language codes and/or the UI language; display names follow. */
export const setLanguages = ({
  languages = state.languages,
  uiLanguage = state.uiLanguage,
}: {
  languages?: string[];
  uiLanguage?: string;
}): void =>
  setSession({
    languages,
    uiLanguage,
    availableLanguages: buildAvailableLanguages(languages, uiLanguage),
  });

export const setTokens = (token: string | undefined, refreshToken: string | undefined): void => {
  if (state.auth.token === token && state.auth.refreshToken === refreshToken) return;
  setSession({ auth: { token, refreshToken } });
};

/** Back to the initial state (tests, sign-out). */
export const resetSession = (): void => {
  state = initialState();
  listeners.forEach((listener) => listener());
};

/** The session state, or a part of it (`useSession((s) => s.isAdmin)`), re-rendering on change. */
export function useSession(): SessionState;
export function useSession<T>(selector: (session: SessionState) => T): T;
export function useSession<T>(selector?: (session: SessionState) => T): T | SessionState {
  return useSyncExternalStore(subscribeSession, () => (selector ? selector(state) : state));
}
