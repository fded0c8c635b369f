import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { demoRealm } from '../server/identity/realms/demo';
import { buildPlatform } from '../server/platform';
import { SIGNED_IN_MARK } from '../src/auth/signedInMark';
import { userSettingStorageKey } from '../src/shared/settings/storageKeys';

/** A port nobody listens on (the platform needs its public URL before it listens). */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The local platform as the benches run it: an in-memory database with the demo seed of
 * `seedSize` calls, serving the console built in `distDir`, on a free loopback port. Not yet
 * listening: `listen()` once any extra data is in.
 */
export async function benchPlatform({ distDir, seedSize }: { distDir: string; seedSize: number }) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const platform = await buildPlatform({
    database: 'memory',
    port,
    host: '127.0.0.1',
    publicUrl: baseUrl,
    distDir,
    seedSize,
    logger: false,
  });
  const listen = async () => {
    await platform.app.listen({ port, host: '127.0.0.1' });
  };
  return { platform, baseUrl, listen };
}

/** A signed-in demo user's browser state (identity session cookie, first connection done). */
export async function signedInState(
  browser: Browser,
  baseUrl: string,
  username: string,
  first: { path: string; ready: string },
) {
  const user = demoRealm.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`bench: no ${username} in the demo realm`);
  const context = await browser.newContext();
  await context.addInitScript(
    (key: string) => window.localStorage.setItem(key, 'false'),
    userSettingStorageKey(user.id, 'isFirstConnection'),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${first.path}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(username); // DEMO ONLY: password = name
  await page.locator('[type="submit"]').click();
  await page.locator(first.ready).first().waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Waits until the console has signed in (a reload refreshes the stored tokens first). A page
 * closed before may leave a refresh token the identity server has taken but the page has not
 * stored: the next load would start from a used one, which ends the session.
 */
export async function untilSignedIn(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    SIGNED_IN_MARK,
    { timeout },
  );
}
