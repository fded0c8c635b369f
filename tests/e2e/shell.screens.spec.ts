import { expect, test, type Page } from '@playwright/test';
import { demoRealm } from '../../server/identity/realms/demo';
import { RA_STORE_PREFIX, userStoreAppKey } from '../../src/shared/settings/storageKeys';
import { expectListRows, signIn } from './support';

// Screenshots of the shell for review (admin and client, en and fr, light and dark), saved in the
// test output directory; each also checks the state it shows is there.
type Look = { user: 'admin' | 'client'; lang: 'en' | 'fr'; theme: 'light' | 'dark' };

const prepare = async (page: Page, { user, theme }: Look) => {
  const id = demoRealm.users.find((candidate) => candidate.username === user)!.id;
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify(value)),
    [`${RA_STORE_PREFIX}${userStoreAppKey(id)}.theme`, theme],
  );
};

const shoot = async (page: Page, name: string, look: Look) => {
  // Let menus, drawers and popovers finish their transitions.
  await page.waitForTimeout(600);
  await page.screenshot({
    path: test.info().outputPath(`${name}-${look.user}-${look.lang}-${look.theme}.png`),
  });
};

test('admin, en, light: the command palette', async ({ page }) => {
  const look: Look = { user: 'admin', lang: 'en', theme: 'light' };
  await prepare(page, look);
  await signIn(page, 'admin', '/lmfactory/corpuses?lang=en');
  await expectListRows(page);
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search a page...').fill('dic');
  await expect(page.getByRole('option', { selected: true })).toBeVisible();
  await shoot(page, 'palette', look);
});

test('admin, fr, dark: the profile panel and the debug roles', async ({ page }) => {
  const look: Look = { user: 'admin', lang: 'fr', theme: 'dark' };
  await prepare(page, look);
  await signIn(page, 'admin', '/lmfactory/corpuses?lang=fr');
  await expectListRows(page);
  await page.getByText('Ada Admin').click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('region', { name: 'Profil' })).toBeVisible();
  await shoot(page, 'profile', look);
  await page.getByRole('button', { name: 'Fermer' }).click();
  await page.getByText('Ada Admin').click();
  await page.getByRole('menuitem', { name: 'Déboguer les rôles' }).click();
  await page.getByRole('button', { name: 'Rôles de débogage' }).click();
  await expect(page.getByRole('button', { name: 'Voir comme un client' })).toBeVisible();
  await shoot(page, 'debug-roles', look);
});

test('client, en, dark: the first-connection screen', async ({ page }) => {
  const look: Look = { user: 'client', lang: 'en', theme: 'dark' };
  await prepare(page, look);
  await signIn(page, 'client', '/?lang=en', { firstConnection: true });
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await shoot(page, 'first-connection', look);
});

test('client, fr, light: the contact form', async ({ page }) => {
  const look: Look = { user: 'client', lang: 'fr', theme: 'light' };
  await prepare(page, look);
  await signIn(page, 'client', '/contact?lang=fr');
  await expect(page.getByRole('heading', { name: 'Nous contacter', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('pas-une-adresse');
  await page.getByRole('textbox', { name: 'Objet' }).fill('Export');
  await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'veuillez corriger' })).toBeVisible();
  await shoot(page, 'contact', look);
});

test('the new-version banner: admin en light, client fr dark', async ({
  browser,
  request,
  baseURL,
}) => {
  const looks: Look[] = [
    { user: 'admin', lang: 'en', theme: 'light' },
    { user: 'client', lang: 'fr', theme: 'dark' },
  ];
  const contexts = await Promise.all(looks.map(() => browser.newContext()));
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    for (const [index, look] of looks.entries()) {
      await prepare(pages[index], look);
      await signIn(pages[index], look.user, `/lmfactory/corpuses?lang=${look.lang}`);
      await expectListRows(pages[index]);
    }
    await request.put(`${baseURL}/version`, {
      data: `screens-${Date.now()}`,
      headers: { 'content-type': 'text/plain' },
    });
    for (const [index, look] of looks.entries()) {
      const banner = pages[index].getByRole(look.user === 'admin' ? 'alert' : 'alertdialog', {
        name: /new version|nouvelle version/,
      });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await shoot(pages[index], 'new-version', look);
    }
  } finally {
    await request.put(`${baseURL}/version`, {
      data: '',
      headers: { 'content-type': 'text/plain' },
    });
    await Promise.all(contexts.map((context) => context.close()));
  }
});
