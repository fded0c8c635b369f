import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzip } from '../support/unzip';
import { signIn } from './support';

// Issue 14: Phonelines — phone lines and the data-protection (GDPR) request.

test('as admin, /phonelines redirects to the phone lines; a bad number is refused at Number', async ({
  page,
}) => {
  await signIn(page, 'admin', '/phonelines');
  await expect(page).toHaveURL(/\/phonelines\/list(\?|$)/);
  await expect(page.getByRole('cell', { name: '+33199000101' })).toBeVisible();
  await page.goto('/phonelines/list/add');
  await page.getByLabel('Number (E.164)').fill('01 23 45 67 89');
  await page.getByLabel('Label').fill('Standard');
  await page.getByLabel('Client').click();
  await page.getByRole('option', { name: 'Parcelo' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Number (E.164)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/E\.164/).first()).toBeVisible();
  await expect(page.getByLabel('Label')).toHaveValue('Standard');
});

/** A regular caller of the demo data, whose calls the test exports then erases. */
const NUMBER = '+447700900003';
/** How the calls' metadata writes it (the request matches the digits). */
const AS_WRITTEN = '+44 7700 900003';

const ask = async (page: Page, type: 'Access / export' | 'Erasure', reference: string) => {
  await page.getByLabel("Caller's number (E.164)").fill(NUMBER);
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await page.getByRole('button', { name: 'Find the calls' }).click();
  return page.getByRole('region', { name: 'What the request reaches' });
};

const callsFound = async (page: Page) => {
  const text = await page
    .getByRole('region', { name: 'What the request reaches' })
    .getByRole('alert')
    .innerText();
  return Number(/(\d+) calls? of this number/.exec(text)?.[1] ?? 0);
};

/** Calls of NUMBER the call list shows, in both languages (its pagination's total). */
const listedCalls = async (page: Page) => {
  let total = 0;
  for (const language of ['en', 'fr']) {
    const metadata = `caller_number:${encodeURIComponent(AS_WRITTEN)}`;
    await page.goto(`/scribr/call-list?language=${language}&metadata=${metadata}`);
    const range = page.getByText(/^\d+-\d+ of \d+$/);
    await expect(range).toBeVisible();
    total += Number(/of (\d+)$/.exec(await range.innerText())?.[1]);
  }
  return total;
};

test('a GDPR export downloads exactly that number’s calls; an erasure removes them for good', async ({
  page,
}) => {
  await signIn(page, 'admin', '/phonelines/gdpr-request');
  const found = await ask(page, 'Access / export', 'E2E export');
  await expect(found).toContainText('calls of this number');
  const count = await callsFound(page);
  expect(count).toBeGreaterThan(1);
  // The call list shows the same calls before the erasure.
  expect(await listedCalls(page)).toBe(count);
  await page.goto('/phonelines/gdpr-request');
  await ask(page, 'Access / export', 'E2E export');

  await found.getByRole('button', { name: `Export ${count} calls` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Export "E2E export" ready: ${count} calls.`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the archive' }).first().click();
  const archive = unzip(await readFile((await (await download).path()) as string));
  const lines = archive
    .find((entry) => entry.name === 'calls.jsonl')
    ?.content.toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { metadata: Record<string, string> });
  expect(lines).toHaveLength(count);
  for (const call of lines ?? [])
    expect(call.metadata.caller_number.replace(/\s/g, '')).toBe(NUMBER);

  await page.getByRole('button', { name: 'New request' }).click();
  const erasing = await ask(page, 'Erasure', 'E2E erasure');
  await erasing.getByRole('button', { name: `Erase ${count} calls` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Erasure "E2E erasure" done: ${count} calls erased.`)).toBeVisible();

  // Asked again, nothing is left; the history lists both requests, never the number.
  await page.getByRole('button', { name: 'New request' }).click();
  await ask(page, 'Erasure', 'E2E again');
  await expect(
    page.getByText('No call of this number: there is nothing to export or erase.'),
  ).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('cell', { name: 'E2E erasure' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'E2E export' })).toBeVisible();
  await expect(history).not.toContainText('7700900003');

  // The call list finds none of that caller's calls, in either language.
  expect(await listedCalls(page)).toBe(0);
});

test('as client, the GDPR request is Access denied', async ({ page }) => {
  await signIn(page, 'client', '/phonelines/gdpr-request');
  await expect(page.getByRole('img', { name: '403 - Access denied' })).toBeVisible();
});
