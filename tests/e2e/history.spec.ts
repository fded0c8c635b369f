import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 11, "Audit trail": editing a record shows the change in its history panel (admins).
test('admin: a tag’s label change shows in its history, with who made it', async ({ page }) => {
  await signIn(page, 'admin', '/moriarty/tags/2?language=fr');
  const label = page.getByLabel('Label');
  await expect(label).not.toHaveValue('');
  const before = await label.inputValue();
  const after = `${before} (revu)`;
  await label.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  // The save's own notice: the page's "Updated at" label would match a looser text at once, and
  // the page left below while the save was still on its way.
  await expect(page.getByText(`"${after}" successfully updated`)).toBeVisible();

  await page.goto('/moriarty/tags/2?language=fr');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed by admin');
  await expect(history.getByRole('listitem').first()).toContainText(`label: ${before} → ${after}`);
  await page.screenshot({ path: test.info().outputPath('tag-history.png'), fullPage: true });
});

// The same panel on the LM Factory's edit pages (each a custom form around the generated edit).
test('admin: a language model’s description change shows in its history', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/language-models/1');
  const description = page.getByLabel('Description');
  await expect.poll(() => description.inputValue()).not.toBe('');
  const before = await description.inputValue();
  const after = `${before} (revu)`;
  await description.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Description updated')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('Changed by admin');
  await expect(latest).toContainText(`description: ${before} → ${after}`);
});

// Spec: saving an edited corpus creates a new corpus (the old one stays as it is), so the edit
// shows as the new corpus's creation, by its author.
test('admin: an edited corpus’s history shows its creation by admin', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/corpuses/1?language=fr');
  const label = page.getByLabel('Label');
  await expect.poll(() => label.inputValue()).not.toBe('');
  // A label no other test looks for (they find the seeded corpuses by their labels).
  await label.fill('Relu pour l’historique');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/(?!1(\?|$))\d+(\?|$)/);

  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  const latest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
  await expect(latest).toContainText('Created by admin');
});

test('client: no history panel', async ({ page }) => {
  await signIn(page, 'client', '/moriarty/tags/2?language=fr');
  await expect(page.getByLabel('Label')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
});
