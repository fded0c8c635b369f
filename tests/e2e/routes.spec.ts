import { expect, test, type Page } from '@playwright/test';
import { expectCleanUrl, signIn } from './support';

// Every route × every demo user: the right page or Access denied (architecture §7), written from
// the spec (§2 routes, §6 roles) and the demo users' roles (architecture §6) — not from the code.
type User = 'admin' | 'client' | 'guest';
interface RouteCase {
  path: string;
  /** Page title when the page opens (before " - Speech Console"). */
  title: RegExp;
  /** Users who may open it. */
  open: readonly User[];
}

const ALL: readonly User[] = ['admin', 'client', 'guest'];
const routes: readonly RouteCase[] = [
  { path: '/lmfactory/language-models', title: /^Language models/, open: ['admin'] },
  { path: '/lmfactory/language-models/add', title: /^Create Language model/i, open: ['admin'] },
  { path: '/lmfactory/corpuses', title: /^Corpuses/, open: ['admin', 'client'] },
  { path: '/lmfactory/corpuses/add', title: /^Create Corpus/, open: ['admin', 'client'] },
  { path: '/lmfactory/corpuses/1', title: /^Corpus /, open: ['admin', 'client'] },
  { path: '/lmfactory/dictionaries', title: /^Dictionaries/, open: ['admin'] },
  { path: '/lmfactory/dictionaries/add', title: /^Create Dictionary/, open: ['admin'] },
  { path: '/moriarty/tags', title: /^Tags/, open: ['admin', 'client'] },
  { path: '/moriarty/tags/add', title: /^Create Tag/, open: ['admin', 'client'] },
  { path: '/moriarty/clues', title: /^Clues/, open: ['admin', 'client'] },
  { path: '/moriarty/clues/add', title: /^Create Clue/, open: ['admin', 'client'] },
  { path: '/scribr/analytics', title: /^Analytics/, open: ['admin', 'client'] },
  { path: '/scribr/analytics/edit', title: /^Dashboard charts/, open: ['admin'] },
  { path: '/scribr/analytics/edit/add', title: /^Create Chart/, open: ['admin'] },
  { path: '/scribr/call-list', title: /^Calls/, open: ['admin', 'client'] },
  { path: '/scribr/classification-labels', title: /^Annotations/, open: ['admin'] },
  { path: '/config/clients', title: /^Clients/, open: ['admin'] },
  { path: '/config/clients/add', title: /^Create Client/, open: ['admin'] },
  { path: '/config/clients/1', title: /^Client /, open: ['admin'] },
  { path: '/config/vocal-cookie', title: /^Vocal cookie apps/, open: ['admin'] },
  { path: '/config/connect-ftp/add', title: /^Create FTP account/, open: ['admin'] },
  { path: '/phonelines/list', title: /^Phone lines/, open: ['admin', 'client'] },
  { path: '/phonelines/list/add', title: /^Create Phone line/, open: ['admin'] },
  { path: '/phonelines/gdpr-request', title: /^GDPR request/, open: ['admin'] },
  { path: '/forbidden', title: /./, open: ALL },
  { path: '/bad-request', title: /./, open: ALL },
];

const accessDenied = (page: Page) => page.getByRole('heading', { name: 'Access denied' });

/**
 * Opens `path` inside the running console, as a link would: a reload per route costs the suite a
 * minute, and deep links by reload have tests of their own (login.spec.ts).
 */
const navigate = (page: Page, path: string) =>
  page.evaluate(async (to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // React commits the new route within a task and a frame; a check made sooner could read the
    // last page (two refusals in a row look alike).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, path);

for (const user of ALL) {
  test(`${user}: every route shows its page or Access denied`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, user, '/forbidden');
    // Signed in and the address cleaned: a navigation made sooner would be replaced by that.
    await expectCleanUrl(page);
    await expect(page.getByRole('banner')).toBeVisible();
    for (const route of routes) {
      await navigate(page, route.path);
      await expect(page).toHaveURL(new RegExp(`${route.path}(\\?|$)`));
      if (route.open.includes(user)) {
        await expect(page, `${user} opens ${route.path}`).toHaveTitle(route.title);
        await expect(accessDenied(page), `${user} opens ${route.path}`).toHaveCount(0);
      } else {
        await expect(accessDenied(page), `${user} is refused ${route.path}`).toBeVisible();
        await expect(page.getByRole('img', { name: /403/ })).toBeVisible();
      }
    }
  });
}

test('section redirects go to the first child the user has the role for', async ({ page }) => {
  await signIn(page, 'client', '/lmfactory');
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=/);
  await page.goto('/moriarty');
  await expect(page).toHaveURL(/\/moriarty\/tags\?language=/);
  await page.goto('/moriarty/en/clues');
  await expect(page).toHaveURL(/\/moriarty\/clues\?language=en$/);
});

test('an administrator is sent to the first child in the spec order', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory');
  await expect(page).toHaveURL(/\/lmfactory\/language-models\?language=/);
});

test('guest gets Access denied on a section with no permitted child', async ({ page }) => {
  await signIn(page, 'guest', '/lmfactory');
  await expect(accessDenied(page)).toBeVisible();
});
