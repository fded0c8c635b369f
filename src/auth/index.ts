export { createAuthProvider, immediateAuth } from './authProvider';
export type { AuthProviderOptions, CanAccessParams, ImmediateAuth } from './authProvider';
export { startSession, INIT_FAILED_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from './startSession';
export type { StartSessionOptions } from './startSession';
export { completeSignIn } from './storedSessionClient';
export { startTokenRefresh, keycloakTokenGetter, refreshToken } from './tokenRefresh';
export { REALM_STORAGE_KEY, resolveRealm } from './realm';
export {
  AUTH_URL_PARAMS,
  cleanAddressBar,
  loginPortalUrl,
  returnAddress,
  withoutParams,
} from './authUrl';
export type { KeycloakClient } from './keycloakClient';
