import { expect, type Page } from '@playwright/test';
import { demoRealm } from '../../server/identity/realms/demo';
import { userSettingStorageKey } from '../../src/shared/settings/storageKeys';

export interface SignInOptions {
  /**
   * Leave the user's first connection pending (default false): a fresh browser is a first
   * connection, which diverts every page to /first-connection until the user confirms it.
   */
  firstConnection?: boolean;
}

/**
 * Marks `user`'s first connection as done in this page's browser (the console keeps user
 * settings in local storage), unless the browser already has a value.
 */
export async function settleFirstConnection(page: Page, user: string): Promise<void> {
  const id = demoRealm.users.find((candidate) => candidate.username === user)?.id;
  if (!id) return;
  await page.addInitScript(
    (key: string) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'false');
    },
    userSettingStorageKey(id, 'isFirstConnection'),
  );
}

/** Signs in through the identity server's login page (the real OIDC code flow). */
export async function signIn(
  page: Page,
  user: string,
  path = '/',
  { firstConnection = false }: SignInOptions = {},
): Promise<void> {
  if (!firstConnection) await settleFirstConnection(page, user);
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}realm=demo`);
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(user);
  await page.locator('[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/realms/') === false);
}

/** The URL must carry none of the parameters spec §2 item 1 says are cleaned. */
export async function expectCleanUrl(page: Page): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return ['session_state', 'code', 'realm', 'iss', 'state'].filter(
        (key) => url.searchParams.has(key) || url.hash.includes(`${key}=`),
      );
    })
    .toEqual([]);
}

/** On the identity server's login page (e.g. after a forced sign-out): signs in as `user`. */
export async function signInAgain(page: Page, user: string): Promise<void> {
  await page.locator('input[name="username"]').fill(user);
  await page.locator('input[name="password"]').fill(user);
  await page.locator('[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/realms/') === false);
}
