import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { signIn } from './support';

// One walk through LM Factory, in order: a dictionary and its versions, a language model built
// from a corpus and that dictionary (queued → running → success, its file), its configuration,
// and failed builds with their reasons.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const dictionaryLabel = `Lexique e2e ${stamp}`;
const modelLabel = `Modèle e2e ${stamp}`;
const alias = `e2e-${stamp}`;
let modelPath = '';

const isCall = (method: string, pattern: RegExp) => (request: Request) =>
  request.method() === method && pattern.test(new URL(request.url()).pathname);

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('create a dictionary, save a new version, see and read both versions', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/dictionaries/add?language=fr');
  await page.getByLabel('Label').fill(dictionaryLabel);
  await page.getByLabel('Description').fill('Termes de test');
  await page.getByLabel('Words and expressions').fill('résiliation\n\nfacture\nforfait mobile\n');
  const created = page.waitForRequest(isCall('POST', /\/lm-factory\/api\/dictionaries$/));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await created).postDataJSON()).toEqual({
    content: 'résiliation\nfacture\nforfait mobile',
    description: 'Termes de test',
    label: dictionaryLabel,
    lang: 'fr',
  });
  await expect(page.getByText('Dictionary created')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/dictionaries\/\d+(\?|$)/);
  // Compare paths: the route guard may add ?language= after the page has opened.
  const firstPath = new URL(page.url()).pathname;
  const pathOf = () => new URL(page.url()).pathname;
  await expect(page.getByText('v1 of 1')).toBeVisible();

  await page
    .getByLabel('Words and expressions')
    .fill('résiliation\nfacture\nforfait mobile\nportabilité');
  const version = page.waitForRequest(isCall('POST', /\/lm-factory\/api\/dictionaries$/));
  await page.getByRole('button', { name: 'Save as new version' }).click();
  expect(Object.keys((await version).postDataJSON()).sort()).toEqual([
    'content',
    'description',
    'label',
    'lang',
  ]);
  await expect(page.getByText('New version of dictionary created')).toBeVisible();
  await expect.poll(pathOf).not.toBe(firstPath);
  await expect(page.getByText('v2 of 2')).toBeVisible();
  const versions = region(page, 'Versions');
  await expect(versions.getByText('Version 2 · this page')).toBeVisible();
  await versions.getByRole('link', { name: 'Version 1' }).click();
  await expect.poll(pathOf).toBe(firstPath);
  await expect(page.getByText('v1 of 2')).toBeVisible();
  await expect(page.getByLabel('Words and expressions')).toHaveValue(
    'résiliation\nfacture\nforfait mobile',
  );
  await page.getByRole('link', { name: 'Open the latest version (v2)' }).click();
  await expect(page.getByText('v2 of 2')).toBeVisible();

  // Word presence: one size-0 search per word over the last 6 months, counts shown.
  const searches: Request[] = [];
  page.on('request', (request) => {
    if (isCall('POST', /\/search\/transcription-v2\/$/)(request)) searches.push(request);
  });
  const presence = region(page, 'Presence in calls');
  await presence.getByRole('button', { name: 'Count calls' }).click();
  await expect(presence.getByText('4 of 4 words counted')).toBeVisible();
  const bodies = searches.map((request) => request.postDataJSON());
  expect(bodies.map((body) => body.search).sort()).toEqual([
    'facture',
    'forfait mobile',
    'portabilité',
    'résiliation',
  ]);
  expect(bodies[0]).toMatchObject({ size: 0, lang: 'fr', date_range: expect.any(Object) });
  const facture = presence.getByRole('row', { name: /^facture/ });
  await expect(facture.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  expect(Number(await facture.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
});

test('create a language model from a corpus and that dictionary, follow its build, download it', async ({
  page,
}) => {
  await signIn(page, 'admin', '/lmfactory/language-models/add?language=fr');
  await page.getByLabel('Label').fill(modelLabel);
  await page.getByLabel('Description').fill('Construit par le test');
  const corpusCounter = page.getByRole('status').filter({ hasText: /corpus(es)? chosen/ });
  await expect(corpusCounter).toHaveText('0 corpuses chosen');
  // The 500 ms highlight is recorded as it happens: a loaded machine may not poll in time.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlights: string[] }).highlights = seen;
    new MutationObserver((records) =>
      records.forEach((record) =>
        seen.push((record.target as Element).getAttribute('data-highlighted') ?? ''),
      ),
    ).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-highlighted'],
    });
  });
  await page.getByRole('combobox', { name: 'Corpuses' }).click();
  await page.getByRole('option', { name: 'Facturation' }).click();
  await expect(corpusCounter).toHaveText('1 corpus chosen');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { highlights: string[] }).highlights))
    .toContain('true');
  await expect(corpusCounter).toHaveAttribute('data-highlighted', 'false');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Dictionaries' }).fill('Lexique e2e');
  await page.getByRole('option', { name: `${dictionaryLabel} · v2` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'dictionary chosen' })).toHaveText(
    '1 dictionary chosen',
  );
  await page.keyboard.press('Escape');

  const posted = page.waitForRequest(isCall('POST', /\/lm-factory\/api\/language_models$/));
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await posted).postDataJSON();
  expect(Object.keys(body).sort()).toEqual([
    'corpuses',
    'description',
    'dictionaries',
    'label',
    'lang',
  ]);
  expect(body).toMatchObject({ label: modelLabel, lang: 'fr', corpuses: [1] });
  expect(body.dictionaries).toHaveLength(1);
  await expect(page.getByText('Language model is now being processed.')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/language-models\/\d+(\?|$)/);
  modelPath = new URL(page.url()).pathname;

  const build = region(page, 'Build');
  await expect(build.getByText('Queued')).toBeVisible();
  await expect(build.getByText('Running')).toBeVisible({ timeout: 15000 });
  await expect(build.getByText('Success')).toBeVisible({ timeout: 15000 });
  await expect(build.getByText('Build ended at')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    build.getByRole('button', { name: 'Download model (ARPA)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fr-mod.le-e2e-[a-z0-9-]+-\d+\.arpa$/);
  const file = await readFile((await download.path()) as string, 'utf8');
  expect(file.startsWith('\\data\\')).toBe(true);
});

test('toggle public and enabled, add an alias, be refused a clashing alias', async ({ page }) => {
  const puts: Request[] = [];
  page.on('request', (request) => {
    if (isCall('PUT', /\/config\/api\/language_models\/\d+$/)(request)) puts.push(request);
  });
  await signIn(page, 'admin', modelPath);
  const settings = region(page, 'Settings');
  await expect(settings.getByText('Used by 0 apps')).toBeVisible();
  await settings.getByLabel('Public').check();
  await settings.getByLabel('Enabled').check();
  await settings.getByRole('combobox', { name: 'Aliases', exact: true }).fill(alias);
  await page.keyboard.press('Enter');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`"${modelLabel}" is now public`)).toBeVisible();
  await expect(page.getByText(`"${modelLabel}" is now enabled`)).toBeVisible();
  await expect(page.getByText(`"${modelLabel}" aliases updated`)).toBeVisible();
  // One change per request, in the spec's order, each with the four fields.
  expect(puts.map((request) => request.postDataJSON())).toEqual([
    { aliases: [], enabled: false, iso_aliases: [], public: true },
    { aliases: [], enabled: true, iso_aliases: [], public: true },
    { aliases: [alias], enabled: true, iso_aliases: [], public: true },
  ]);

  await settings.getByRole('combobox', { name: 'Aliases', exact: true }).fill('fr-default');
  await page.keyboard.press('Enter');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Alias "fr-default" already exist')).toBeVisible();
  expect(puts).toHaveLength(3);
  await page.reload();
  await expect(region(page, 'Settings').getByText(alias, { exact: true })).toBeVisible();
  await expect(region(page, 'Settings').getByText('fr-default', { exact: true })).toHaveCount(0);
});

test('see failed builds with their reason', async ({ page }) => {
  // The seeded model whose dictionary was archived.
  await signIn(page, 'admin', '/lmfactory/language-models/5');
  const build = region(page, 'Build');
  await expect(build.getByText('Failed', { exact: true })).toBeVisible();
  await expect(build.getByText('Dictionary "Ancien lexique" (id 3) is archived')).toBeVisible();

  // A model whose only corpus has no usable text fails when built.
  await page.goto('/lmfactory/corpuses/add?language=fr');
  await page.getByLabel('Label').fill(`Ponctuation ${stamp}`);
  await page.getByRole('textbox', { name: 'Sentences' }).fill('... !!!\n?? --');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
  await page.goto('/lmfactory/language-models/add?language=fr');
  await page.getByLabel('Label').fill(`Vide ${stamp}`);
  await page.getByRole('combobox', { name: 'Corpuses' }).fill('Ponctuation');
  await page.getByRole('option', { name: `Ponctuation ${stamp}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language model is now being processed.')).toBeVisible();
  const failed = region(page, 'Build');
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20000 });
  await expect(failed.getByText(/No usable text/)).toBeVisible();
});

test('archive the dictionary after confirmation', async ({ page }) => {
  await signIn(page, 'admin', '/lmfactory/dictionaries?language=fr');
  await page.getByRole('cell', { name: dictionaryLabel }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Dictionary archived')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/dictionaries(\?|$)/);
  await expect(page.getByRole('cell', { name: dictionaryLabel })).toHaveCount(0);
});
