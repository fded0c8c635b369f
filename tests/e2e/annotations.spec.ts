import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// Issue 12, item 4 "Annotations" (Done when, second bullet): an administrator labels two calls
// for a tag-linked label from call details; the label's detail shows the counts and the precision
// figure — computed here from the seeded calls through the API (which annotated calls the tag was
// detected on), not from the quality endpoint the page reads.
test.use({ viewport: { width: 1400, height: 1000 } });

const API = '/services/search/api/v1';
const TAG = 'Risque de départ';
const LABEL = 'Verdict churn e2e';

const getJson = async <T>(request: APIRequestContext, token: string, path: string) => {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/** Two French calls on which the seeded tag was detected, and the tag's id. */
const seededCalls = async (request: APIRequestContext, token: string) => {
  const tags = await getJson<{ id: number; label: string }[]>(
    request,
    token,
    '/services/moriarty/api/tags?lang=fr',
  );
  const tagId = tags.find((tag) => tag.label === TAG)?.id;
  expect(tagId, `seeded tag ${TAG}`).toBeDefined();
  const search = await request.post(`${API}/search/transcription-v2/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { lang: 'fr', tags: { include: [tagId] }, size: 2 },
  });
  const { data } = (await search.json()) as { data: { id: string }[] };
  expect(data).toHaveLength(2);
  return { tagId: tagId as number, calls: data.map((call) => call.id) };
};

/** The annotations panel's row of the label, on the call details page. */
const labelRow = (page: Page) => page.getByRole('group', { name: LABEL });

test('admin: labels two calls from call details; the label shows the counts and the precision', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await accessTokenOf(page.request, 'admin');
  const { tagId, calls } = await seededCalls(page.request, token);
  const [positiveCall, negativeCall] = calls;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // A label judging the seeded tag, in French.
  await signIn(page, 'admin', '/scribr/classification-labels/add?language=fr');
  await page.getByLabel('Name *').fill(LABEL);
  await page.getByLabel('Description').fill('Is the customer about to leave?');
  await page.getByRole('combobox', { name: 'Tag' }).fill('Risque');
  await page.getByRole('option', { name: TAG }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/scribr\/classification-labels\/\d+/);
  const labelId = Number(/classification-labels\/(\d+)/.exec(page.url())?.[1]);

  // Call 1: positive, on the whole call.
  await page.goto(`/scribr/${positiveCall}`);
  await labelRow(page).getByRole('button', { name: 'Positive' }).click();
  await expect(labelRow(page).getByRole('button', { name: 'Positive' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(labelRow(page)).toContainText('Positive · whole call');

  // Call 2: negative, on the first five characters of the first turn, chosen with the keyboard.
  await page.goto(`/scribr/${negativeCall}`);
  await page.getByRole('button', { name: 'Choose a passage…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a passage' });
  const text = dialog.getByRole('textbox', { name: 'Text of the turn' });
  await text.focus();
  await text.press('Control+Home');
  for (let at = 0; at < 5; at += 1) await text.press('Shift+ArrowRight');
  await dialog.getByRole('button', { name: 'Use this passage' }).click();
  await labelRow(page).getByRole('button', { name: 'Negative' }).click();
  await expect(labelRow(page)).toContainText('Negative · turn 1: «');
  await shot('call-details-admin-en');
  await page.goto(`/scribr/${negativeCall}?lang=fr`);
  await expect(page.getByRole('heading', { name: 'Annotations' })).toBeVisible();
  await expect(labelRow(page)).toContainText('Négatif · tour 1 : «');
  await shot('call-details-admin-fr');

  // What the service stored, and the precision expected from the calls' detected tags.
  const stored = await getJson<{ polarity: string; span: unknown }>(
    page.request,
    token,
    `${API}/classification-labels/${labelId}/annotations/${negativeCall}`,
  );
  expect(stored).toMatchObject({ polarity: 'negative', span: { turn: 0, start: 0, end: 5 } });
  const annotated = { [positiveCall]: 'positive', [negativeCall]: 'negative' };
  const verdicts = await Promise.all(
    Object.entries(annotated).map(async ([id, polarity]) => {
      const call = await getJson<{ tags: { id: number }[] }>(
        page.request,
        token,
        `${API}/calls/${id}`,
      );
      return { polarity, detected: call.tags.some((tag) => tag.id === tagId) };
    }),
  );
  const detected = verdicts.filter((verdict) => verdict.detected);
  const truePositives = detected.filter((verdict) => verdict.polarity === 'positive').length;
  const percent = (locale: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      truePositives / detected.length,
    );

  // The label's detail: the counts, the precision, the calls to review, the exports.
  await page.goto(`/scribr/classification-labels/${labelId}?language=fr&lang=en`);
  await expect(page.getByRole('heading', { name: 'Annotated calls (2)' })).toBeVisible();
  const precision = page.locator('dt', { hasText: /^Precision$/ }).locator('xpath=../dd');
  await expect(precision).toHaveText(percent('en'));
  const calls2 = page.getByRole('table', { name: 'Annotated calls' });
  await expect(calls2.getByRole('link', { name: positiveCall })).toBeVisible();
  await expect(calls2.getByRole('link', { name: negativeCall })).toHaveAttribute(
    'href',
    `/scribr/${negativeCall}`,
  );
  await shot('label-detail-admin-en');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON Lines' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).split('\n').filter(Boolean);
  const rows = lines.map((line) => JSON.parse(line) as { call_id: string; polarity: string });
  expect(Object.fromEntries(rows.map((row) => [row.call_id, row.polarity]))).toEqual(annotated);

  await page.goto(`/scribr/classification-labels/${labelId}?language=fr&lang=fr`);
  const precisionFr = page.locator('dt', { hasText: /^Précision$/ }).locator('xpath=../dd');
  await expect(precisionFr).toHaveText(percent('fr'));
  await shot('label-detail-admin-fr');

  // The list: the label with its annotated-call count; a call opens the call's details.
  await page.goto('/scribr/classification-labels?language=fr&lang=en');
  const row = page.getByRole('row', { name: new RegExp(LABEL) });
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');
  await expect(row.getByRole('cell').nth(4)).toHaveText(TAG);
  await shot('label-list-admin-en');
  await page.goto(`/scribr/classification-labels/${labelId}?language=fr`);
  await page
    .getByRole('table', { name: 'Annotated calls' })
    .getByRole('link', { name: positiveCall })
    .click();
  await expect(page).toHaveURL(new RegExp(`/scribr/${positiveCall.replace('.', '\\.')}$`));
});

test('client: no annotations on call details, none asked for; the labels are Access denied', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/services/') && /annotations|classification-labels/.test(pathname))
      asked.push(request.url());
  });
  await signIn(page, 'client', '/scribr/call-list?language=fr');
  const first = page.locator('table tbody tr td:first-child a').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('heading', { name: /^Call / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Annotations' })).toHaveCount(0);
  await page.goto('/scribr/classification-labels');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
  expect(asked).toEqual([]);
});
