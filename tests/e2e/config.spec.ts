import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 13: Config — clients, batch and stream apps, FTP accounts, account activation.

// Names no other run of the suite (same data directory) has used.
const stamp = Date.now().toString(36);

test('as admin, /config redirects to /config/clients, lists the seeded clients', async ({
  page,
}) => {
  await signIn(page, 'admin', '/config');
  await expect(page).toHaveURL(/\/config\/clients(\?|$)/);
  await expect(page.getByRole('cell', { name: 'Parcelo' })).toBeVisible();
  await expect(page).toHaveTitle('Clients - Speech Console');
});

test('creating a client notifies it, a second client with its name is refused at Name', async ({
  page,
}) => {
  await signIn(page, 'admin', '/config/clients/add');
  await page.getByLabel('Name').fill('Acme Assurances');
  await page.getByLabel('Contact e-mail').fill('ops@acme.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('"Acme Assurances" successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/config\/clients\/\d+$/);

  await page.goto('/config/clients/add');
  await page.getByLabel('Name').fill('acme assurances');
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's field error shows under the Name input, and what was typed is kept.
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('acme assurances');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('A client named "acme assurances" already exists').first(),
  ).toBeVisible();
});

test('as client, /config shows Access denied', async ({ page }) => {
  await signIn(page, 'client', '/config');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
});

/** Picks `option` in the autocomplete labelled `label` (a reference to another record). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

test('a batch app with an unknown alias is refused at that field naming it, then saved', async ({
  page,
}) => {
  await signIn(page, 'admin', '/config/vocal-cookie/add');
  const name = `Relevés ${stamp}`;
  await page.getByLabel('Name').fill(name);
  await choose(page, 'Client', 'Parcelo');
  await page.getByLabel('Language model alias').fill('fr-nowhere');
  await page.getByLabel('Callback URL (https)').fill('https://hooks.parcelo.example/batch');
  await page.getByRole('button', { name: 'Save' }).click();
  const alias = page.getByLabel('Language model alias');
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/"fr-nowhere"/).first()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await alias.fill('fr-default');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`"${name}" successfully created`)).toBeVisible();
  await expect(page).toHaveURL(/\/config\/vocal-cookie\/\d+$/);
});

test('a stream app’s API key is shown once at creation and absent after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin', '/config/stream-h2b/add');
  const name = `Flux ${stamp}`;
  await page.getByLabel('Name').fill(name);
  await choose(page, 'Client', 'Parcelo');
  await page.getByLabel('Language model alias or H2B alias').fill('fr-FR');
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Copy it now' });
  await expect(dialog).toBeVisible();
  const key = await dialog.getByLabel('API key').inputValue();
  expect(key.length).toBeGreaterThanOrEqual(32);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page).toHaveURL(/\/config\/stream-h2b\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.locator('body')).not.toContainText(key);
  expect(await page.content()).not.toContain(key);
});

test('an FTP account is created, then edited at /config/connect-ftp/{name}', async ({ page }) => {
  const login = `depot-${stamp}`;
  await signIn(page, 'admin', '/config/connect-ftp/add');
  await page.getByLabel('Login name').fill(login);
  await choose(page, 'Client', 'Parcelo');
  await page.getByLabel('Home folder').fill(`/incoming/${login}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy it now' });
  await expect(dialog.getByLabel('Password')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page).toHaveURL(new RegExp(`/config/connect-ftp/${login}$`));

  await page.goto(`/config/connect-ftp/${login}`);
  await page.getByLabel(/Allowed source addresses/).fill('10.0.0.0/33');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/Allowed source addresses/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/Allowed source addresses/).fill('10.0.0.0/24\n2001:db8::/32');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`"${login}" successfully updated`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Allowed source addresses/)).toHaveValue(
    '10.0.0.0/24\n2001:db8::/32',
  );
});

test('an activated account signs in with its chosen password and sees only what it was granted', async ({
  page,
  browser,
}) => {
  const email = `lea.martin.${stamp}@parcelo.example`;
  await signIn(page, 'admin', '/config/activate-account/add');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Last name').fill('Martin');
  await choose(page, 'Client', 'Parcelo');
  for (const role of ['app.scribr.call_list', 'app.moriarty.tags']) {
    await page.getByLabel('Granted roles').fill(role);
    await page.getByRole('option', { name: role }).click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy it now' });
  const link = await dialog.getByLabel('Activation link').inputValue();
  expect(link).toMatch(/\/realms\/demo\/activate\?token=/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The invited person, in a browser of their own.
  const context = await browser.newContext({ locale: 'en' });
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  const password = 'Parcelo2026secret';
  await invited.getByLabel('Password', { exact: true }).fill(password);
  await invited.getByLabel('Confirm password').fill(password);
  await invited.getByRole('button', { name: 'Activate my account' }).click();
  await expect(invited.getByText('Your account is active')).toBeVisible();

  await invited.getByRole('link', { name: 'Go to the console' }).click();
  await invited.locator('input[name="username"]').fill(email);
  await invited.locator('input[name="password"]').fill(password);
  await invited.locator('[type="submit"]').click();
  await invited.waitForURL((url) => !url.pathname.startsWith('/realms/'));
  // A first connection: the console asks to check the settings first.
  await expect(invited).toHaveURL(/\/first-connection/);
  await invited.getByRole('button', { name: 'Start' }).click();
  await invited.goto('/moriarty/tags');
  await expect(invited.getByRole('menuitem', { name: 'Calls' })).toBeVisible();
  await expect(invited.getByRole('menuitem', { name: 'Tags' })).toBeVisible();
  await expect(invited.getByRole('menuitem', { name: 'Clients' })).toHaveCount(0);
  await expect(invited.getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0);
  await invited.goto('/config');
  await expect(invited.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
  await context.close();

  // The link works once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(
    again.getByText('This activation link has expired or was already used.'),
  ).toBeVisible();
  await again.close();
});
