import type Keycloak from 'keycloak-js';

/** The parts of keycloak-js the console uses (tests pass a fake with just these). */
export type KeycloakClient = Pick<
  Keycloak,
  | 'init'
  | 'login'
  | 'logout'
  | 'updateToken'
  | 'isTokenExpired'
  | 'loadUserProfile'
  | 'loadUserInfo'
  | 'authenticated'
  | 'token'
  | 'refreshToken'
  | 'idToken'
  | 'tokenParsed'
  | 'idTokenParsed'
  | 'subject'
>;
