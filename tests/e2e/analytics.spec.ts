import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// Scribr analytics on the real platform (issue 12, Done when): the dashboard as the main view,
// its filters in the URL, the drill-down to the call list, the administrators' chart editor.

const AGGREGATIONS = '/services/search/api/v1/search/transcription-v2/aggregations';

interface Answer {
  totals: { calls: number };
  buckets: { key: string | null; label: string | null; calls: number }[];
}

/** What the search service computes for `user`, as the dashboard asks it. */
const aggregate = async (page: Page, user: string, body: Record<string, unknown>) => {
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const response = await page.request.post(AGGREGATIONS, {
    headers: { authorization: `Bearer ${await accessTokenOf(page.request, user)}` },
    data: { timezone, ...body },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
};

const card = (page: Page, title: string) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The days of `last7days` in the browser's zone, as the console resolves them. */
const lastDays = async (page: Page, back: number) =>
  page.evaluate((days) => {
    const day = (date: Date) => new Intl.DateTimeFormat('en-CA').format(date);
    const end = new Date();
    const begin = new Date(end.getTime() - days * 86_400_000);
    return { begin: day(begin), end: day(end) };
  }, back);

test('client: / opens the dashboard drawn from its calls; the period is in the URL; a tag bar opens its calls', async ({
  page,
}) => {
  await signIn(page, 'client', '/');
  await expect(page).toHaveURL(/\/scribr\/analytics\?language=\w+.*dateRange=last30days/);
  await expect(page).toHaveURL(/interval=day/);
  const month = await aggregate(page, 'client', {
    date_range: await lastDays(page, 29),
    lang: new URL(page.url()).searchParams.get('language'),
  });
  expect(month.totals.calls).toBeGreaterThan(0);
  const calls = card(page, 'Calls').getByTestId('kpi-value');
  await expect(calls).toHaveText(month.totals.calls.toLocaleString('en'));
  await expect(card(page, 'Calls over time').locator('.recharts-surface')).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/dateRange=last7days/);
  const language = new URL(page.url()).searchParams.get('language');
  const week = await aggregate(page, 'client', {
    date_range: await lastDays(page, 6),
    lang: language,
  });
  await expect(calls).toHaveText(week.totals.calls.toLocaleString('en'));

  // Back to the last 30 days; the largest tag's bar: the call list of that tag and period.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/dateRange=last30days/);
  await expect(calls).toHaveText(month.totals.calls.toLocaleString('en'));
  const byTag = await aggregate(page, 'client', {
    date_range: await lastDays(page, 29),
    lang: language,
    dimension: 'tag',
    metric: 'share',
  });
  const tag = byTag.buckets.find((bucket) => bucket.key !== null);
  if (!tag) throw new Error('no tag detected in the last 30 days of the seeded calls');
  const bars = card(page, 'Share of calls per tag').locator('.recharts-bar-rectangle');
  await expect(bars.first()).toBeVisible();
  await bars.nth(byTag.buckets.indexOf(tag)).click();
  await expect(page).toHaveURL(/\/scribr\/call-list\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('tags')).toBe(tag.key);
  expect(url.searchParams.get('dateRange')).toBe('last30days');
  expect(url.searchParams.get('language')).toBe(language);
  await expect(page.getByText(new RegExp(`^\\d+-\\d+ of ${tag.calls}$`))).toBeVisible();
});

test('admin: a chart added in the editor shows on client’s dashboard; a deletion mark survives a reload, applying it removes the chart', async ({
  page,
  browser,
}) => {
  const title = 'Appels par statut (e2e)';
  await signIn(page, 'admin', '/scribr/analytics/edit');
  await page.getByRole('link', { name: 'Add a chart' }).click();
  await expect(page).toHaveURL(/\/scribr\/analytics\/edit\/add/);
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (French)').fill(title);
  await page.getByLabel('Chart type').click();
  await page.getByRole('option', { name: 'Table' }).click();
  await page.getByLabel('Grouped by').click();
  await page.getByRole('option', { name: 'Status' }).click();
  // The live preview draws the form's chart on real data.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Qualified' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Chart created')).toBeVisible();

  const client = await browser.newPage();
  await signIn(client, 'client', '/scribr/analytics');
  await expect(client.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/scribr/analytics/edit');
  const row = page.getByRole('listitem', { name: title });
  await row.getByRole('button', { name: 'Mark for deletion' }).click();
  await expect(row.getByText('Marked for deletion')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: title }).getByText('Marked for deletion'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete 1 chart' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('1 chart deleted')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

  await client.reload();
  await expect(client.getByRole('heading', { name: 'Calls over time' })).toBeVisible();
  await expect(client.getByRole('heading', { name: title })).toHaveCount(0);
  await client.close();
});

test('client: the chart editor and the annotations are Access denied', async ({ page }) => {
  await signIn(page, 'client', '/scribr/analytics/edit');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
  await page.goto('/scribr/classification-labels');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
});
