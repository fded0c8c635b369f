import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// Scribr's call list and call details on the real platform (issue "Scribr calls", Done when).

const callIds = (page: Page) => page.locator('table tbody tr td:first-child a').allTextContents();

/** "1-25 of 319" (react-admin's pagination) → 319. */
const listTotal = async (page: Page) => {
  const text = await page.getByText(/^\d+-\d+ of \d+$/).textContent();
  return Number(text?.split(' of ')[1]);
};

test('client: filters by tag, period and speakers in the URL, reloads the same rows, opens a call, exports the list', async ({
  page,
}) => {
  await signIn(page, 'client', '/scribr/fr/call-list');
  await expect(page).toHaveURL(/\/scribr\/call-list\?language=fr$/);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  // Only the client's own calls (client 1, Élan Télécom).
  const clients = await page.locator('table tbody tr td:nth-child(3)').allTextContents();
  expect(new Set(clients)).toEqual(new Set(['Élan Télécom']));
  const unfiltered = await listTotal(page);

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Risque de départ' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Words said' }).fill('abonnement');
  await page.getByRole('searchbox', { name: 'Words said' }).press('Enter');
  await expect(page).toHaveURL(/search=abonnement/);
  const beforeSpeakers = await listTotal(page);
  // The list read below must be the answer to every filter: wait for the last one's answer.
  const lastAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/search/transcription-v2/') &&
      (response.request().postDataJSON() as { speakers?: string[] }).speakers?.[0] === 'in',
  );
  await page.getByRole('combobox', { name: 'Said by' }).click();
  await page.getByRole('option', { name: 'Customer (in)' }).click();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/dateRange=last30days/);
  await expect(page).toHaveURL(/tags=\d+/);
  await expect(page).toHaveURL(/speakers=in/);
  const { _total: answered } = (await (await lastAnswer).json()) as { _total: number };
  await expect.poll(() => listTotal(page)).toBe(answered);
  expect(answered).toBeLessThan(unfiltered);
  const filtered = await listTotal(page);
  expect(filtered).toBeLessThanOrEqual(beforeSpeakers);
  expect(filtered).toBeGreaterThan(0);
  const rows = await callIds(page);

  await page.reload();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect.poll(() => callIds(page)).toEqual(rows);

  // The whole filtered list as CSV, every page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0].replace(/^\uFEFF/, '').split(',')[0]).toBe('call_id');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expect.arrayContaining(rows));
  expect(lines).toHaveLength(filtered + 1);

  // A call's transcript with the tag's matched words highlighted.
  await page.getByRole('link', { name: rows[0] }).click();
  await expect(page).toHaveURL(new RegExp(`/scribr/${rows[0].replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { name: `Call ${rows[0]}` })).toBeVisible();
  await page.getByRole('button', { name: 'Risque de départ' }).click();
  await expect(page.locator('mark[data-mark="tag"]').first()).toBeVisible();
});

test('client: another client’s call id shows Not found', async ({ page }) => {
  const token = await accessTokenOf(page.request, 'admin');
  const search = await page.request.post('/services/search/api/v1/search/transcription-v2/', {
    headers: { authorization: `Bearer ${token}` },
    data: { clients: [2], size: 1 },
  });
  const [other] = ((await search.json()) as { data: { id: string }[] }).data;
  await signIn(page, 'client', `/scribr/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Call not found' })).toBeVisible();
});

test('admin: a call id typed in the palette opens its details', async ({ page }) => {
  await signIn(page, 'admin', '/scribr/call-list');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const [id] = await callIds(page);
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search a page...').fill(id);
  await expect(page.getByRole('option', { name: new RegExp(`Go to call ${id}`) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/scribr/${id.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { name: `Call ${id}` })).toBeVisible();
});

test('guest: the call list is Access denied', async ({ page }) => {
  await signIn(page, 'guest', '/scribr/call-list');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
});
