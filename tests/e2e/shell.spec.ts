import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectListRows, listRows, signIn } from './support';

// Issue 5's "Done when": the application shell through the real login, on the production build.
const PALETTE = 'Search a page...';
const CLIENT_BANNER =
  'A new version of the application is available, please refresh the page to enjoy it!';
const ADMIN_BANNER =
  'A new version of the application is available, please save your work and refresh the page to enjoy it!';

const openPalette = (page: Page) => page.keyboard.press('Control+k');

test.describe('command palette', () => {
  test('as admin, Ctrl+K, part of a page name, Enter lands on that page; Escape closes', async ({
    page,
  }) => {
    await signIn(page, 'admin', '/contact');
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
    await openPalette(page);
    const search = page.getByPlaceholder(PALETTE);
    await expect(search).toBeFocused();
    await search.fill('corpu');
    await expect(page.getByRole('option', { selected: true })).toContainText(
      'Go to LM Factory > Corpuses page',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=fr$/);
    await expectListRows(page);
    await expect(search).toBeHidden();

    await openPalette(page);
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(page).toHaveURL(/\/lmfactory\/corpuses/);
  });

  test('as client, Ctrl+K opens nothing', async ({ page }) => {
    await signIn(page, 'client', '/lmfactory/corpuses');
    await expectListRows(page);
    await openPalette(page);
    await page.waitForTimeout(500);
    await expect(page.getByPlaceholder(PALETTE)).toHaveCount(0);
  });
});

test('a first login goes to /first-connection and, once done, / goes to the main view', async ({
  page,
}) => {
  await signIn(page, 'client', '/', { firstConnection: true });
  await expect(page).toHaveURL(/\/first-connection$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  // Only the apps declared as waiting for the first connection are diverted (none but `/` yet:
  // Scribr will be); a deep link into LM Factory works on a first visit.
  await page.goto('/lmfactory/corpuses');
  await expectListRows(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/first-connection$/);

  await page.getByRole('combobox', { name: 'Main view' }).click();
  await page.getByRole('option', { name: 'LM Factory > Corpuses' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=fr$/);
  await expectListRows(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=fr$/);
  await page.goto('/moriarty');
  await expect(page).not.toHaveURL(/first-connection/);
});

const setBuildId = async (request: APIRequestContext, baseURL: string, buildId: string) => {
  const response = await request.put(`${baseURL}/version`, {
    data: buildId,
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.status()).toBe(204);
};

test('a new build id shows the banner (admin wording; overlay for client); Refresh reloads', async ({
  browser,
  request,
  baseURL,
}) => {
  const adminContext = await browser.newContext();
  const clientContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const client = await clientContext.newPage();
  try {
    await signIn(admin, 'admin', '/lmfactory/corpuses');
    await signIn(client, 'client', '/lmfactory/corpuses');
    await expectListRows(client);
    await expectListRows(admin);

    await setBuildId(request, baseURL!, `e2e-${Date.now()}`);

    // Polled every 5 s: allow a few polls.
    const adminBanner = admin.getByRole('alert', { name: ADMIN_BANNER, exact: true });
    await expect(adminBanner).toBeVisible({ timeout: 15_000 });
    await expect(admin.getByRole('alertdialog')).toHaveCount(0);
    // The admin can go on working (and save) behind the banner.
    await listRows(admin).first().click();
    await expect(admin).toHaveURL(/\/lmfactory\/corpuses\/\d+/);
    await expect(adminBanner).toBeVisible();

    const clientBanner = client.getByRole('alertdialog', { name: CLIENT_BANNER, exact: true });
    await expect(clientBanner).toBeVisible({ timeout: 15_000 });
    await expect(client.getByTestId('new-version-overlay')).toBeVisible();
    // The overlay blocks the page behind it.
    await expect(client.getByRole('cell')).toHaveCount(0);
    await expect(client.getByRole('cell', { includeHidden: true })).not.toHaveCount(0);

    for (const [page, banner] of [
      [admin, adminBanner],
      [client, clientBanner],
    ] as const) {
      // A reload starts a new document: the mark goes away.
      await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
      await banner.getByRole('button', { name: 'Refresh' }).click();
      await expect
        .poll(() => page.evaluate(() => 'beforeRefresh' in window).catch(() => 'navigating'), {
          timeout: 20_000,
        })
        .toBe(false);
      // The reloaded console runs the new build id: no banner any more.
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText('A new version of the application')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  } finally {
    // The build id is the whole platform's: give it back to the other tests.
    await setBuildId(request, baseURL!, '');
    await adminContext.close();
    await clientContext.close();
  }
});

test('the contact form sends and thanks; an invalid email shows the server’s error', async ({
  page,
}) => {
  await signIn(page, 'client', '/lmfactory/corpuses');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveValue('client@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Export des appels');
  await page.getByRole('textbox', { name: 'Message' }).fill('Je n’arrive pas à exporter.');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/contact/'),
  );
  await page.getByRole('button', { name: 'Send' }).click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe('/services/search/api/v1/contact/');
  expect(request.postDataJSON()).toEqual({
    body: 'Je n’arrive pas à exporter.',
    email: 'client@example.com',
    subject: 'Export des appels',
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Thank you for your message, we will answer shortly' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Write another message' }).click();
  await email.fill('not-an-email');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Encore');
  await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Failed to send your message, please fix the following: Enter a valid email address',
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Encore');
});
