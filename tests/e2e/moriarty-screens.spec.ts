import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The Moriarty editors for an administrator and a client, in English and French: each page shows
// its texts in the UI language, and a screenshot of it is kept in the output directory.
test.use({ viewport: { width: 1440, height: 900 } });

const TEXTS = {
  en: { preview: 'Live preview', open: 'Open clue Résiliation', matches: /calls match$/ },
  fr: {
    preview: 'Aperçu en direct',
    open: 'Ouvrir l’indice Résiliation',
    matches: /correspondent$/,
  },
};

async function start(page: Page, user: string) {
  await signIn(page, user, '/moriarty/tags?language=fr');
  const startButton = page.getByRole('button', { name: 'Start' });
  const list = page.getByRole('table');
  await expect(startButton.or(list)).toBeVisible();
  if (await startButton.isVisible()) await startButton.click();
}

for (const user of ['admin', 'client']) {
  for (const lang of ['en', 'fr'] as const) {
    test(`Moriarty editors for ${user} in ${lang}`, async ({ page }, testInfo) => {
      // Screenshots to look at: `SCREENSHOTS=1 npx playwright test …`; the admin in English runs
      // in `npm test` (the CI budget), the other three only with SCREENSHOTS.
      test.skip(
        !process.env.SCREENSHOTS && (user !== 'admin' || lang !== 'en'),
        'screenshots: SCREENSHOTS=1',
      );
      const texts = TEXTS[lang];
      const shot = (name: string) =>
        page.screenshot({
          path: testInfo.outputPath(`${user}-${lang}-${name}.png`),
          fullPage: true,
        });
      await start(page, user);

      await page.goto(`/moriarty/tags/1?language=fr&lang=${lang}`);
      const preview = page.getByRole('region', { name: texts.preview });
      await expect(preview.getByRole('status')).toHaveText(texts.matches);
      await shot('tag');
      await page.getByRole('button', { name: texts.open }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveText(texts.matches);
      await shot('tag-clue-panel');

      await page.goto(`/moriarty/clues/add?language=fr&lang=${lang}`);
      await page.getByRole('textbox', { name: /^(Query|Requête)/ }).fill('résilier "mon contrat');
      await expect(page.getByTestId('query-error-marker')).toBeVisible();
      await shot('clue-syntax-error');
      await page.getByRole('textbox', { name: /^(Query|Requête)/ }).fill('résilier | "mettre fin"');
      await expect(
        page.getByRole('region', { name: texts.preview }).getByRole('status'),
      ).toHaveText(texts.matches);
      await shot('clue-preview');

      await page.goto(`/moriarty/clues?language=fr&lang=${lang}`);
      await expect(page.getByRole('table')).toBeVisible();
      await shot('clue-list');
    });
  }
}
