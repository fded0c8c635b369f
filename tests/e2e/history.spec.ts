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
  await expect(page.getByText(/updated|modifié/i).first()).toBeVisible();

  await page.goto('/moriarty/tags/2?language=fr');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed by admin');
  await expect(history.getByRole('listitem').first()).toContainText(`label: ${before} → ${after}`);
  await page.screenshot({ path: test.info().outputPath('tag-history.png'), fullPage: true });
});

test('client: no history panel', async ({ page }) => {
  await signIn(page, 'client', '/moriarty/tags/2?language=fr');
  await expect(page.getByLabel('Label')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
});
