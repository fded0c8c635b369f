import { expect, type Page } from '@playwright/test';

/** Signs in through the identity server's login page (the real OIDC code flow). */
export async function signIn(page: Page, user: string, path = '/'): Promise<void> {
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
