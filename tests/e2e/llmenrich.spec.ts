import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// LLM Enrich console (issue 15) on the real platform: the language-filtered section, a prompt
// refused at its template, tried on a seeded call before it is saved, saved with its instructions
// in the order chosen, and the section closed to clients.
test.use({ viewport: { width: 1400, height: 1000 } });

/** A seeded French call the administrator sees. */
const seededCallId = async (request: APIRequestContext) => {
  const response = await request.post('/services/search/api/v1/search/transcription-v2/', {
    headers: { authorization: `Bearer ${await accessTokenOf(request, 'admin')}` },
    data: { lang: 'fr', size: 1 },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0].id;
};

const template = (page: Page) => page.getByRole('textbox', { name: /^Template/ });
const fieldOf = (page: Page, name: RegExp, role: 'textbox' | 'combobox' = 'textbox') =>
  page
    .locator('.MuiFormControl-root')
    .filter({ has: page.getByRole(role, { name }) })
    .first();

const chooseInstruction = async (page: Page, name: string) => {
  await page.getByRole('combobox', { name: /^Instructions/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
};

test('/llmenrich/fr/prompts moves the language into the query', async ({ page }) => {
  await signIn(page, 'admin', '/llmenrich/fr/prompts');
  await expect(page).toHaveURL(/\/llmenrich\/prompts\?(.*&)?language=fr(&|$)/);
  await expect(page.getByRole('cell', { name: 'Résumé de l’appel' })).toBeVisible();
});

test('admin: a prompt is refused at an unknown variable, tried unsaved on a call, saved with its instructions in order', async ({
  page,
}) => {
  const callId = await seededCallId(page.request);
  const name = `Prompt e2e ${Date.now()}`;
  await signIn(page, 'admin', '/llmenrich/prompts/add?language=fr');
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await template(page).fill('Résume : {{nope}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(fieldOf(page, /^Template/).locator('.MuiFormHelperText-root')).toContainText(
    'Unknown variable "nope"',
  );
  await expect(template(page)).toHaveValue('Résume : {{nope}}');

  await template(page).fill('Résume cet appel : {{transcript}}');
  await chooseInstruction(page, 'Style concis');
  await chooseInstruction(page, 'Analyste de la relation client');

  await page.getByRole('textbox', { name: 'Call ID' }).fill(callId);
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  const result = page.getByTestId('llmenrich-try-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText(/\d+ tokens?/)).toBeVisible();
  await expect(result.getByText('Rendered prompt')).toBeVisible();
  await expect(result.locator('pre').last()).toContainText('Résume cet appel :');
  await expect(result.getByText('Answer', { exact: true })).toBeVisible();
  expect((await result.locator('pre').first().textContent())?.trim()).not.toBe('');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/llmenrich\/prompts\/edit\/[0-9a-f-]{36}/);
  await page.reload();
  await expect(template(page)).toHaveValue('Résume cet appel : {{transcript}}');
  const chips = fieldOf(page, /^Instructions/, 'combobox').locator('.MuiChip-label');
  await expect(chips).toHaveText(['Style concis', 'Analyste de la relation client']);
});

test('client: /llmenrich shows Access denied', async ({ page }) => {
  await signIn(page, 'client', '/llmenrich');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
