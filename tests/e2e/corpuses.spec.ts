import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('/lmfactory/corpuses lists the seeded corpuses', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/corpuses');
  for (const label of ['Facturation', 'Résiliation', 'Livraison']) {
    await expect(page.getByRole('cell', { name: label })).toBeVisible();
  }
  await expect(page).toHaveTitle('Corpuses - Speech Console');
});

test('/lmfactory/fr/corpuses ends on /lmfactory/corpuses?language=fr', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/corpuses');
  await page.goto('/lmfactory/en/corpuses');
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=en$/);
  await expect(page.getByRole('cell', { name: 'Billing' })).toBeVisible();
  await page.goto('/lmfactory/fr/corpuses');
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\?language=fr$/);
  await expect(page.getByRole('cell', { name: 'Facturation' })).toBeVisible();
});

test('creating a corpus posts exactly its fields, confirms and opens it', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/corpuses/add?language=fr');
  await page.getByLabel('Label').fill('Questions de portabilité');
  await page.getByLabel('Description').fill('Demandes de portabilité du numéro');
  await page
    .getByLabel('Sentences')
    .fill('je veux garder mon numéro\n\n   \nquel est mon code RIO\n');

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/corpuses$/.test(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const request = await posted;

  expect(new URL(request.url()).pathname).toBe('/services/lm-factory/api/corpuses');
  expect(request.postDataJSON()).toEqual({
    description: 'Demandes de portabilité du numéro',
    label: 'Questions de portabilité',
    lang: 'fr',
    sentences: ['je veux garder mon numéro', 'quel est mon code RIO'],
  });
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/\d+(\?|$)/);
  await expect(page.getByText('quel est mon code RIO')).toBeVisible();
});

test('archiving a corpus asks for confirmation first', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/corpuses/6');
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /confirm|archive/i }).click();
  await expect(page.getByText('Corpus archived')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses(\?|$)/);
  await expect(page.getByRole('cell', { name: 'Identification client' })).toHaveCount(0);
});
