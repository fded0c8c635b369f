export {
  getSession,
  PRX_FEATURE_ROLE,
  resetSession,
  setLanguages,
  setSession,
  setTokens,
  setUserRoles,
  subscribeSession,
  useSession,
} from './sessionStore';
export type { SessionState, SessionUser } from './sessionStore';
export { buildAvailableLanguages } from './availableLanguages';
export { setDebugRoles, startDebugRoles, stopDebugRoles, toggleDebugRole } from './debugRoles';
export { startVersionPoll, VERSION_POLL_INTERVAL_MS } from './versionPoll';
export type { VersionPollOptions } from './versionPoll';
