import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support';

// Corpus sentences found in real calls: an expression searched through the search service, the
// matching sentences ticked and added, then saved with the corpus.
const isSearch = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith('/search/transcription-v2/');

const isCorpusPost = (request: Request) =>
  request.method() === 'POST' &&
  /\/lm-factory\/api\/corpuses$/.test(new URL(request.url()).pathname);

test('a new corpus takes sentences found in one client’s calls', async ({ page }) => {
  await signIn(page, 'client', '/lmfactory/corpuses/add?language=fr');
  await page.getByLabel('Label').fill('Factures depuis les appels');
  await page.getByRole('textbox', { name: 'Sentences' }).fill('ma facture est fausse');
  const calls = page.getByRole('region', { name: 'Search real calls' });
  await calls.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Élan Télécom' }).click();
  await calls.getByLabel('Expression').fill('facture');
  const searched = page.waitForRequest(isSearch);
  await calls.getByLabel('Expression').press('Enter');
  expect((await searched).postDataJSON()).toEqual({
    page: 1,
    size: 100,
    lang: 'fr',
    timezone: 'Europe/Paris',
    search: 'facture',
    clients: [1],
  });
  const found = calls.getByRole('group', { name: 'Found in calls' }).getByRole('checkbox');
  await expect(found.first()).toBeVisible();
  const texts = await calls
    .getByRole('group', { name: 'Found in calls' })
    .locator('label')
    .evaluateAll((labels) => labels.map((label) => label.querySelector('p')?.textContent ?? ''));
  await found.nth(0).check();
  await found.nth(1).check();
  await calls.getByRole('button', { name: 'Add 2 sentences' }).click();
  await expect(found.nth(0)).toBeDisabled();

  const posted = page.waitForRequest(isCorpusPost);
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await posted).postDataJSON().sentences).toEqual([
    'ma facture est fausse',
    texts[0],
    texts[1],
  ]);
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
});

test('a corpus page adds sentences from every client’s calls to the copy it saves', async ({
  page,
}) => {
  await signIn(page, 'admin', '/lmfactory/corpuses/2?language=fr');
  const calls = page.getByRole('region', { name: 'Search real calls' });
  await calls.getByLabel('Expression').fill('résilier');
  const searched = page.waitForRequest(isSearch);
  await calls.getByRole('button', { name: 'Search' }).click();
  const body = (await searched).postDataJSON();
  expect(body).not.toHaveProperty('clients');
  expect(body).toMatchObject({ page: 1, size: 100, lang: 'fr', search: 'résilier' });
  const first = calls.getByRole('group', { name: 'Found in calls' }).locator('label').first();
  const text = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('checkbox').check();
  await calls.getByRole('button', { name: 'Add 1 sentence' }).click();
  await expect(page.getByRole('list', { name: 'Sentences' }).getByText(text)).toBeVisible();

  const posted = page.waitForRequest(isCorpusPost);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await posted).postDataJSON().sentences).toContain(text);
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
});
