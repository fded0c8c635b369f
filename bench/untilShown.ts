import type { Page } from '@playwright/test';

const SHOWN = 'bench:shown';

/**
 * Opens `url` in `page` and resolves once an element matches `selector`, watched by the page
 * itself, not by a Playwright locator (issue 16). A locator's first use evaluates Playwright's
 * injected script in the page (~300 KB: 50–95 ms of the main thread on the 2-core machine, most
 * of it parsing), as soon as `goto` resolves, at the load event. The bare app's load event comes
 * after its scripts have run; the console's comes after its entry only (the rest is imported
 * later), so the injected script ran in the middle of the console's start-up (a trace: at
 * 249 ms, between the token's answer and the sign-in). A user's browser runs no such script.
 * Here a small init script observes the document and logs a marker, which DevTools reports.
 */
export async function untilShown(page: Page, url: string, selector: string, timeout = 30_000) {
  await page.addInitScript({
    content: `(() => {
      const selector = ${JSON.stringify(selector)};
      const check = () => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        console.debug(${JSON.stringify(SHOWN)});
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
    })();`,
  });
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === SHOWN,
    timeout,
  });
  // A failed navigation rejects below; the wait's own rejection then has nobody to tell.
  shown.catch(() => undefined);
  await page.goto(url);
  await shown;
}
