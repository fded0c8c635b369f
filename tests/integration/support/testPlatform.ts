import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPlatform, type BuildPlatformOptions, type Platform } from '../../../server/platform';
import { freePort } from '../../support/freePort';
import { openTestDatabase } from './testDatabase';
import { loginAs } from '../../support/login';
import {
  signTestToken,
  TEST_PUBLIC_URL,
  testTokenVerifier,
  type TestUser,
} from '../../support/testTokens';

export interface TestRequest extends InjectOptions {
  /** Sends the demo user's access token. */
  as?: TestUser;
  /** Sends this bearer token as is. */
  token?: string;
}

export interface TestPlatform extends Platform {
  /** An access token of a demo user. */
  tokenFor(user: TestUser): Promise<string>;
  /** `app.inject`, with a bearer token when `as` or `token` is given. */
  request(request: TestRequest): Promise<LightMyRequestResponse>;
}

/**
 * Where tokens come from: `test-key` (default) signs them with a key made for the run and builds
 * the platform without the identity server; `real` starts the identity server, listens on a free
 * port and signs the demo users in through its login page. `TEST_IDENTITY=real` switches every
 * test using this helper.
 */
export type TokenSource = 'test-key' | 'real';
const defaultSource: TokenSource = process.env.TEST_IDENTITY === 'real' ? 'real' : 'test-key';

/** Generated demo calls per test platform unless `seedSize` says otherwise: enough to search. */
export const TEST_SEED_SIZE = 120;

/** A platform over a fresh in-memory PGlite, with demo users' tokens from `source`. */
export async function startTestPlatform(
  options: BuildPlatformOptions = {},
  source: TokenSource = defaultSource,
): Promise<TestPlatform> {
  // The platform's own database unless the test brings one: PGlite, or PostgreSQL by URL.
  const owned = !('database' in options) && !options.databaseUrl;
  const seedSize = options.seedSize ?? TEST_SEED_SIZE;
  const database = owned ? await openTestDatabase({ seedSize }) : options.database;
  const withDatabase = { ...options, database };
  const { platform, tokenFor } =
    source === 'real' ? await withRealIdentity(withDatabase) : await withTestKey(withDatabase);
  return {
    ...platform,
    async close() {
      await platform.close();
      if (owned && typeof database === 'object') await database.close();
    },
    tokenFor,
    async request({ as, token, ...request }) {
      const bearer = token ?? (as && (await tokenFor(as)));
      const headers = { ...request.headers, ...(bearer && { authorization: `Bearer ${bearer}` }) };
      return platform.app.inject({ ...request, headers });
    },
  };
}

async function withTestKey(options: BuildPlatformOptions) {
  const platform = await buildPlatform({
    seedSize: TEST_SEED_SIZE,
    identity: false,
    verifyToken: await testTokenVerifier(),
    publicUrl: TEST_PUBLIC_URL,
    ...options,
  });
  return { platform, tokenFor: (user: TestUser) => signTestToken(user) };
}

async function withRealIdentity(options: BuildPlatformOptions) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const platform = await buildPlatform({
    seedSize: TEST_SEED_SIZE,
    ...options,
    port,
    publicUrl,
  });
  await platform.app.listen({ port, host: '127.0.0.1' });
  const tokens = new Map<TestUser, Promise<string>>();
  const tokenFor = (user: TestUser) => {
    if (!tokens.has(user))
      tokens.set(
        user,
        loginAs(publicUrl, user).then((t) => t.access_token),
      );
    return tokens.get(user) as Promise<string>;
  };
  return { platform, tokenFor };
}
