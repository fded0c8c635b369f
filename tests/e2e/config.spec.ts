import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 13: Config — clients, batch and stream apps, FTP accounts, account activation.

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
  await page.getByLabel('Languages').click();
  await page.getByRole('option', { name: 'French' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Contact e-mail').fill('ops@acme.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('"Acme Assurances" successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/config\/clients\/\d+$/);

  await page.goto('/config/clients/add');
  await page.getByLabel('Name').fill('acme assurances');
  await page.getByLabel('Languages').click();
  await page.getByRole('option', { name: 'French' }).click();
  await page.keyboard.press('Escape');
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
