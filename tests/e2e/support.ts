import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoRealm } from '../../server/identity/realms/demo';
import { REALM_STORAGE_KEY } from '../../src/auth/realm';
import { storedTokensKey } from '../../src/auth/storedTokens';
import { userSettingStorageKey } from '../../src/shared/settings/storageKeys';
import { exchangeCode, openLoginPage, submitLogin } from '../support/login';

export interface SignInOptions {
  /**
   * Leave the user's first connection pending (default false): a fresh browser is a first
   * connection, which diverts every page to /first-connection until the user confirms it.
   */
  firstConnection?: boolean;
  /**
   * Through the identity server's login form (the OIDC code flow), as a person signs in; by
   * default the console starts from a session of its own instead (see `signIn`).
   */
  form?: boolean;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  id_token?: string;
}

/** A new session of a demo user, from the demo realm's password grant (its password is its name). */
export async function passwordGrant(
  request: APIRequestContext,
  user: string,
  scope = 'openid',
): Promise<TokenAnswer> {
  const response = await request.post('/realms/demo/protocol/openid-connect/token', {
    form: { grant_type: 'password', client_id: 'console', username: user, password: user, scope },
  });
  expect(response.status(), `password grant for ${user}`).toBe(200);
  return (await response.json()) as TokenAnswer;
}

/** An access token of a demo user, for calling the services from a test. */
export const accessTokenOf = async (request: APIRequestContext, user: string) =>
  (await passwordGrant(request, user)).access_token;

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

/**
 * Signs `user` in through the identity server's login form outside the page (the code flow, as
 * the browser makes it), and hands the page's browser the identity session's cookies: a sign-in
 * the console later needs (a refused refresh) finds the session, as after a real sign-in.
 */
async function identitySession(page: Page, user: string) {
  const baseUrl = String(test.info().project.use.baseURL);
  const attempt = await openLoginPage(baseUrl);
  const { code, url } = await submitLogin(attempt, { username: user, password: user });
  if (!code) throw new Error(`${user} was not signed in (ended on ${url})`);
  const tokens = await exchangeCode(attempt, code);
  await page
    .context()
    .addCookies(attempt.jar.entries().map((cookie) => ({ ...cookie, url: baseUrl })));
  return tokens;
}

/**
 * Opens `path` signed in as `user`.
 *
 * By default the browser starts with the user's session already made, as a reload does (issue
 * 16: the console starts from the tokens it stored, one token refresh, no identity page): the
 * code flow is made outside the page (`identitySession`). The sign-in in the page itself, the
 * login form, is what `form: true` and login.spec.ts test: each test signing in by the form
 * loaded the console twice and the login page once, a second of the CI's two cores per test.
 */
export async function signIn(
  page: Page,
  user: string,
  path = '/',
  { firstConnection = false, form = false }: SignInOptions = {},
): Promise<void> {
  if (!firstConnection) await settleFirstConnection(page, user);
  if (!form) {
    const tokens = await identitySession(page, user);
    // Once per tab (session storage): a later sign-out must not find the session put back.
    await page.addInitScript(
      ({ realmKey, tokensKey, stored }) => {
        if (window.sessionStorage.getItem('e2e.sessionSeeded')) return;
        window.sessionStorage.setItem('e2e.sessionSeeded', '1');
        window.localStorage.setItem(realmKey, 'demo');
        window.localStorage.setItem(tokensKey, stored);
      },
      {
        realmKey: REALM_STORAGE_KEY,
        tokensKey: storedTokensKey('demo'),
        stored: JSON.stringify({
          token: tokens.access_token,
          refreshToken: tokens.refresh_token,
          idToken: tokens.id_token,
        }),
      },
    );
    await page.goto(path);
    await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
    return;
  }
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}realm=demo`);
  await signInAgain(page, user);
}

/**
 * A list page's rows, once drawn (cells with text: not the loading blocks). Tests about the shell
 * wait for rows rather than for one seeded record: lists open newest first, ten to a page, so
 * which records page 1 holds depends on what earlier tests created (a retried test creates twice).
 */
export const listRows = (page: Page) =>
  page.locator('.RaList-content tbody tr').filter({ has: page.getByRole('cell', { name: /\S/ }) });

/** Waits for a list page's first row. */
export const expectListRows = (page: Page) => expect(listRows(page).first()).toBeVisible();

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
