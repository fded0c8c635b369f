import { expect, test, type Page, type Request } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// The developer Console on the real platform (issue 14): the section redirect, the period in the
// URL and in the charts' request, a session's timeline, a client user's scope, Access denied.

const H2B = '/services/h2b-metrics/api/h2b/';
const DAY_MS = 86_400_000;

const isCall = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === `${H2B}${path}`;
const queryOf = (request: Request) => new URL(request.url()).searchParams;

const card = (page: Page, title: string) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('admin: /dev-console opens the H2B console; a new period changes the charts’ request and the URL; a session opens', async ({
  page,
}) => {
  const first = page.waitForRequest(isCall('timeseries'));
  await signIn(page, 'admin', '/dev-console?lang=en');
  await expect(page).toHaveURL(/\/dev-console\/h2b\?.*dateRange=last7days/);
  await expect(page).toHaveURL(/interval=day/);
  const week = queryOf(await first);
  expect(week.get('interval')).toBe('day');
  await expect(card(page, 'Sessions over time').locator('.recharts-surface')).toBeVisible();
  await expect(card(page, 'Sessions').getByTestId('kpi-value')).not.toHaveText('0');

  const next = page.waitForRequest(
    (request) => isCall('timeseries')(request) && queryOf(request).get('interval') === 'hour',
  );
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  const day = queryOf(await next);
  expect(day.get('from')).not.toBe(week.get('from'));
  expect(Date.parse(day.get('to') ?? '') - Date.parse(day.get('from') ?? '')).toBe(DAY_MS);
  await expect(page).toHaveURL(/dateRange=last24h/);
  await expect(page).toHaveURL(/interval=hour/);
  await expect(card(page, 'Final-result latency p95').getByTestId('kpi-value')).toBeVisible();

  const row = card(page, 'Recent sessions').getByRole('button').first();
  const id = (await row.textContent())?.replace('#', '');
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Session #${id}` });
  await expect(drawer.getByText('Stream opened')).toBeVisible();
  await expect(drawer.getByText('recognition-complete', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('integrator: the app filter and the sessions are client 1’s only', async ({ page }) => {
  const apps = await page.request.get(`${H2B}apps?range=[0,999]`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page.request, 'admin')}` },
  });
  const every = (await apps.json()) as { name: string; client_id: number }[];
  const mine = every.filter((app) => app.client_id === 1).map((app) => app.name);
  expect(every.length).toBeGreaterThan(mine.length);
  expect(mine.length).toBeGreaterThan(0);

  const sessions = page.waitForResponse((response) => isCall('sessions')(response.request()));
  await signIn(page, 'integrator', '/dev-console?lang=en');
  await expect(page).toHaveURL(/\/dev-console\/h2b\?/);
  const listed = (await (await sessions).json()) as { client_id: number }[];
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((session) => session.client_id === 1)).toBe(true);
  const table = card(page, 'Recent sessions');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const name of await table.locator('tbody tr td:nth-child(3)').allTextContents())
    expect(mine).toContain(name);

  await page.getByRole('combobox', { name: 'Apps' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  expect((await page.getByRole('option').allTextContents()).sort()).toEqual([...mine].sort());
});

test('client: /dev-console is Access denied', async ({ page }) => {
  await signIn(page, 'client', '/dev-console?lang=en');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  // Screenshots to look at, not checks the others lack: `SCREENSHOTS=1 npx playwright test …`
  // takes them; `npm test` leaves them out (the CI budget).
  test(`admin, ${lang}: screenshots of both dashboards and their drawers`, async ({ page }) => {
    test.skip(!process.env.SCREENSHOTS, 'screenshots: SCREENSHOTS=1');
    await page.setViewportSize({ width: 1440, height: 1800 });
    await signIn(page, 'admin', `/dev-console/h2b?lang=${lang}&dateRange=last30days`);
    const charts = page.locator('.recharts-wrapper');
    await expect(charts).toHaveCount(5);
    await page.waitForTimeout(800);
    await page.screenshot({ path: test.info().outputPath(`h2b-${lang}.png`), fullPage: true });
    await page.locator('tbody').getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: test.info().outputPath(`h2b-drawer-${lang}.png`) });
    await page.keyboard.press('Escape');

    await page.goto(`/dev-console/batch?lang=${lang}&dateRange=last30days`);
    // The queue chart says "no job waited" when none did at the end of a day.
    await expect.poll(() => charts.count()).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(800);
    await page.screenshot({ path: test.info().outputPath(`batch-${lang}.png`), fullPage: true });
    await page.locator('tbody').getByRole('button').first().click();
    await expect(page.getByRole('dialog').locator('dl')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: test.info().outputPath(`batch-drawer-${lang}.png`) });
  });
}
