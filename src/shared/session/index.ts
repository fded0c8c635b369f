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
