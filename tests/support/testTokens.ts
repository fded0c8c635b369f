import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JSONWebKeySet,
  SignJWT,
} from 'jose';
import { createTokenVerifier } from '../../server/shared/tokens';
import type { VerifyToken } from '../../server/shared/types';
import { ROLES } from '../../contracts/roles';

// Tokens shaped like the identity server's (Keycloak layout), signed by a key made for the test
// run, for tests that must not depend on the identity server (or must forge bad tokens).

export const TEST_PUBLIC_URL = 'http://localhost:8080';
export const TEST_ISSUER = `${TEST_PUBLIC_URL}/realms/demo`;
export const TEST_CLIENT_ID = 'console';

/** The demo users of architecture §6 and their roles. */
export const TEST_USER_ROLES = {
  admin: [...ROLES],
  client: [
    'app.scribr.analytics',
    'app.scribr.call_list',
    'app.moriarty.tags',
    'app.moriarty.clues',
    'app.lm_factory.corpuses',
    'app.phonelines.list',
  ],
  integrator: ['app.console.h2b', 'app.console.batch'],
  guest: [],
} as const satisfies Record<string, readonly string[]>;
export type TestUser = keyof typeof TEST_USER_ROLES;

/** Their groups (claim `app_metadata_groups`), as in the demo realm: `client-1` = client id 1. */
export const TEST_USER_GROUPS: Record<TestUser, readonly string[]> = {
  admin: ['staff'],
  client: ['client-1'],
  integrator: ['client-1'],
  guest: [],
};

const KID = 'test-key';
const signingKey = generateKeyPair('RS256');

/** The public keys matching `signTestToken` (what the identity's JWKS would publish). */
export async function testJwks(): Promise<JSONWebKeySet> {
  const { publicKey } = await signingKey;
  return { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
}

/** A verifier trusting the test key for the given issuer (default: realm demo on :8080). */
export async function testTokenVerifier(issuer = TEST_ISSUER): Promise<VerifyToken> {
  return createTokenVerifier({
    issuers: [issuer],
    getKey: createLocalJWKSet(await testJwks()),
    audience: 'account',
    authorizedParty: TEST_CLIENT_ID,
  });
}

export interface TestTokenOptions {
  roles?: readonly string[];
  /** Default: the demo user's groups (none for another name). */
  groups?: readonly string[];
  issuer?: string;
  /** Seconds from now; negative = already expired. Default 300. */
  expiresIn?: number;
  /** Sign with another key (a forged token). */
  key?: CryptoKey;
  /** JWT type header; access tokens are `at+jwt` (an ID token would be `JWT`). */
  typ?: string;
  /** The client the token was issued to (`azp`); default the console. */
  azp?: string;
  /** `aud`; default Keycloak's `account`; null: none. */
  audience?: string | null;
}

export async function signTestToken(username: string, options: TestTokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const roles = options.roles ?? TEST_USER_ROLES[username as TestUser] ?? [];
  const groups = options.groups ?? TEST_USER_GROUPS[username as TestUser] ?? [];
  return new SignJWT({
    preferred_username: username,
    resource_access: { [TEST_CLIENT_ID]: { roles: [...roles] } },
    app_metadata: { languages: ['fr', 'en'] },
    app_metadata_groups: [...groups],
    azp: options.azp ?? TEST_CLIENT_ID,
    ...(options.audience === null ? {} : { aud: options.audience ?? 'account' }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setSubject(`user-${username}`)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(options.key ?? (await signingKey).privateKey);
}

/** A key pair the platform does not trust. */
export const untrustedKey = async () => (await generateKeyPair('RS256')).privateKey;
