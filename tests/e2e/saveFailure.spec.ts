import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, signInAgain } from './support';

// Architecture §7: a save that fails (network error, 500, time-out, expired session) keeps what
// the user typed, and the next save goes through. Spec §8: a network error seen by an
// administrator reads "Network error" / "Is your VPN enabled?".
const CORPUS_ADD = '/lmfactory/corpuses/add?language=fr';
const corpusPosts = /\/services\/lm-factory\/api\/corpuses$/;

/** Answers the corpus POSTs with `answer` (the other calls go through). */
const failCorpusPosts = (page: Page, answer: (route: Route) => Promise<void> | void) =>
  page.route(corpusPosts, (route) =>
    route.request().method() === 'POST' ? answer(route) : route.continue(),
  );

const typeCorpus = async (page: Page) => {
  await page.getByLabel('Label').fill('Corpus hors ligne');
  await page.getByLabel('Description').fill('Écrit pendant une coupure');
  await page.getByLabel('Sentences').fill('première phrase\nseconde phrase');
};

const expectTypedCorpus = async (page: Page) => {
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/add/);
  await expect(page.getByLabel('Label')).toHaveValue('Corpus hors ligne');
  await expect(page.getByLabel('Description')).toHaveValue('Écrit pendant une coupure');
  await expect(page.getByLabel('Sentences')).toHaveValue('première phrase\nseconde phrase');
};

const saveGoesThrough = async (page: Page) => {
  await page.unroute(corpusPosts);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Corpus saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/lmfactory\/corpuses\/\d+(\?|$)/);
  await expect(page.getByText('seconde phrase')).toBeVisible();
};

test('a save cut off by the network keeps what was typed, and the next save goes through', async ({
  page,
}) => {
  await signIn(page, 'admin', CORPUS_ADD);
  await typeCorpus(page);
  // The connection drops for the corpus service only (the browser's own network error).
  await failCorpusPosts(page, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Network error')).toBeVisible();
  await expect(page.getByText('Is your VPN enabled?')).toBeVisible();
  await expectTypedCorpus(page);
  await saveGoesThrough(page);
});

test('a save answered by a server error (500) keeps what was typed', async ({ page }) => {
  await signIn(page, 'admin', CORPUS_ADD);
  await typeCorpus(page);
  await failCorpusPosts(page, (route) =>
    route.fulfill({ status: 500, json: { message: 'Corpus store unavailable' } }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fail to post corpus')).toBeVisible();
  await expect(page.getByText('Corpus store unavailable')).toBeVisible();
  await expectTypedCorpus(page);
  await saveGoesThrough(page);
});

test('a save with no answer times out (60 s, on a fast-forwarded clock) and keeps what was typed', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'admin', CORPUS_ADD);
  await typeCorpus(page);
  // The service never answers.
  await failCorpusPosts(page, () => undefined);
  const posted = page.waitForRequest((request) => corpusPosts.test(request.url()));
  await page.getByRole('button', { name: 'Save' }).click();
  await posted;
  await page.clock.fastForward(60_000); // spec §7/§9: product calls time out after 60000 ms
  await expect(page.getByText('Fail to post corpus')).toBeVisible();
  await expect(page.getByText('The server did not answer in time.')).toBeVisible();
  await expectTypedCorpus(page);
  await saveGoesThrough(page);
});

test('a save met by an ended session (401) keeps what was typed across signing in again', async ({
  page,
}) => {
  await signIn(page, 'admin', CORPUS_ADD);
  await typeCorpus(page);
  await failCorpusPosts(page, (route) =>
    route.fulfill({ status: 401, json: { message: 'Token expired' } }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // Signed out: the identity server's login page, then back to the same form.
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await signInAgain(page, 'admin');
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await expectTypedCorpus(page);
  await saveGoesThrough(page);
});
