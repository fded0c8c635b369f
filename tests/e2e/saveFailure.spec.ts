import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Architecture §7: a save that fails keeps what the user typed; spec §8: a network error seen by
// an administrator reads "Network error" / "Is your VPN enabled?".
test('a save cut off by the network keeps what was typed, and the next save goes through', async ({
  page,
}) => {
  await signIn(page, 'admin', '/lmfactory/corpuses/add?language=fr');
  await page.getByLabel('Label').fill('Corpus hors ligne');
  await page.getByLabel('Description').fill('Écrit pendant une coupure');
  await page.getByLabel('Sentences').fill('première phrase\nseconde phrase');

  // The connection drops for the corpus service only (the browser's own network error).
  const corpusPosts = /\/services\/lm-factory\/api\/corpuses$/;
  await page.route(corpusPosts, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Network error')).toBeVisible();
  await expect(page.getByText('Is your VPN enabled?')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/add/);
  await expect(page.getByLabel('Label')).toHaveValue('Corpus hors ligne');
  await expect(page.getByLabel('Description')).toHaveValue('Écrit pendant une coupure');
  await expect(page.getByLabel('Sentences')).toHaveValue('première phrase\nseconde phrase');

  await page.unroute(corpusPosts);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/\d+(\?|$)/);
  await expect(page.getByText('seconde phrase')).toBeVisible();
});
