import { expect, test } from '@playwright/test';
import { loginAs } from '../support/login';
import { signIn } from './support';

test('guest sees Access denied with the 403 image on /lmfactory/corpuses', async ({ page }) => {
  await signIn(page, 'guest', '/lmfactory/corpuses');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  const image = page.getByRole('img', { name: /403/ });
  await expect(image).toBeVisible();
  // The image really loaded (not a broken link).
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('cell', { name: 'Facturation' })).toHaveCount(0);
});

test('client opens corpuses but not dictionaries', async ({ page }) => {
  await signIn(page, 'client', '/lmfactory/corpuses');
  await expect(page.getByRole('cell', { name: 'Facturation' })).toBeVisible();
  await page.goto('/lmfactory/dictionaries');
  await expect(page.getByRole('heading', { name: /Access denied|Not found/i })).toBeVisible();
});

test('an unknown path shows Not found', async ({ page }) => {
  await signIn(page, 'admin', '/no/such/page');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('the corpus endpoint answers 401 without a token and 403 with guest’s token', async ({
  request,
  baseURL,
}) => {
  const url = `${baseURL}/services/lm-factory/api/corpuses?lang=fr`;
  expect((await request.get(url)).status()).toBe(401);

  const guest = await loginAs(baseURL!, 'guest');
  const forbidden = await request.get(url, {
    headers: { Authorization: `Bearer ${guest.access_token}` },
  });
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toMatchObject({ message: expect.any(String), errors: {} });

  const admin = await loginAs(baseURL!, 'admin');
  const ok = await request.get(url, { headers: { Authorization: `Bearer ${admin.access_token}` } });
  expect(ok.status()).toBe(200);
});
