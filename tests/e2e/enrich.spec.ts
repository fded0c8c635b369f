import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 15: Enrich — packages of Moriarty tags for some clients, and each tag's configuration.

test('as admin, a package made of two tags and a client shows them beside its form with their detections', async ({
  page,
}) => {
  await signIn(page, 'admin', '/enrich');
  await expect(page).toHaveURL(/\/enrich\/packages(\?|$)/);
  await page.goto('/enrich/packages/add');
  const name = `Churn ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: /^(fr|fran|french)/i }).click();
  const tags = page.getByLabel('Tags');
  for (const tag of ['Risque de départ', 'Insatisfaction']) {
    await tags.click();
    await page.getByRole('option', { name: tag, exact: true }).click();
  }
  await page.getByLabel('Clients').click();
  await page.getByRole('option', { name: 'Élan Télécom' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/enrich\/packages(\/\d+)?(\?|$)/);
  if (!/\/packages\/\d+/.test(page.url())) await page.getByRole('cell', { name }).click();
  await expect(page).toHaveURL(/\/enrich\/packages\/\d+/);

  const tagPanel = page.getByRole('region', { name: 'Its tags' });
  await expect(tagPanel.getByRole('link', { name: 'Risque de départ' })).toBeVisible();
  await expect(tagPanel.getByRole('link', { name: 'Insatisfaction' })).toHaveAttribute(
    'href',
    /\/moriarty\/tags\/\d+/,
  );
  await expect(
    page.getByRole('region', { name: 'Its clients' }).getByRole('link', { name: 'Élan Télécom' }),
  ).toBeVisible();
  const counts = page.getByRole('region', { name: 'Detections' });
  await expect(counts.getByRole('listitem', { name: 'Risque de départ' })).toContainText(
    /\d+ calls?/,
  );
  await expect(counts.getByRole('listitem', { name: 'Insatisfaction' })).toContainText(
    /\d+ calls?/,
  );
  await page.screenshot({ path: 'test-results/enrich-package.png', fullPage: true });

  // Removing a tag asks first.
  await tagPanel.getByRole('button', { name: 'Remove Insatisfaction' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm/i })
    .click();
  await expect(tagPanel.getByRole('link', { name: 'Insatisfaction' })).toHaveCount(0);
  await expect(tagPanel.getByRole('link', { name: 'Risque de départ' })).toBeVisible();
});

test('as admin, a tag’s configuration is edited at /enrich/tagconfig/{id}', async ({ page }) => {
  await signIn(page, 'admin', '/enrich/tagconfig');
  await page.getByRole('cell', { name: 'Risque de départ', exact: true }).first().click();
  await expect(page).toHaveURL(/\/enrich\/tagconfig\/\d+/);
  await page.getByLabel('Public label (English)').fill('Cancellation risk');
  await page.getByLabel('Priority (0–100)').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/successfully configured/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Public label (English)')).toHaveValue('Cancellation risk');
  await expect(page.getByLabel('Priority (0–100)')).toHaveValue('80');
});

test('as client, /enrich is Access denied', async ({ page }) => {
  await signIn(page, 'client', '/enrich');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
