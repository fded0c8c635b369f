import { chromium, type BrowserContext } from '@playwright/test';
import { benchPlatform, signedInState, untilSignedIn } from './benchPlatform';
import { untilShown } from './untilShown';

// Issue 16: whether a change to the console's build makes its first screens faster. Two builds
// (`npx vite build --outDir /tmp/a`, then the change, then `--outDir /tmp/b`), each served by its
// own platform in this process, loaded in turn with an empty HTTP cache and a live session, as
// `npm run bench` loads the console; prints each page's median largest contentful paint.
//
//   npx tsx bench/compareBuilds.ts /tmp/a /tmp/b [runs] [path filter]
//
// On the 2-core machine one load varies by ±100 ms and a median of 11 by ±30 ms: trust a change
// that wins on every page, run again before trusting one that wins on some.

const ROWS = 'tbody tr, [role="rowgroup"] [role="row"]';
const PAGES = [
  { path: '/scribr/analytics', ready: '[data-testid="kpi-value"]' },
  { path: '/scribr/call-list', ready: ROWS },
  { path: '/lmfactory/corpuses', ready: ROWS },
  { path: '/moriarty/tags', ready: ROWS },
];
const USER = 'admin';

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const [first, second, runsArgument, only] = process.argv.slice(2);
  if (!first || !second) throw new Error('usage: compareBuilds.ts <dist A> <dist B> [runs] [path]');
  const runs = Number(runsArgument ?? 11);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const sides: { dist: string; baseUrl: string; state: State; close: () => Promise<void> }[] = [];
  try {
    for (const dist of [first, second]) {
      const { platform, baseUrl, listen } = await benchPlatform({ distDir: dist, seedSize: 200 });
      await listen();
      const state = await signedInState(browser, baseUrl, USER, {
        path: `${PAGES[0].path}?realm=demo`,
        ready: PAGES[0].ready,
      });
      sides.push({ dist, baseUrl, state, close: () => platform.close() });
    }
    for (const { path, ready } of PAGES.filter((page) => !only || page.path.includes(only))) {
      const times = sides.map(() => [] as number[]);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, side] of sides.entries()) {
          const context = await browser.newContext({ storageState: side.state });
          const page = await context.newPage();
          const start = Date.now();
          await untilShown(page, `${side.baseUrl}${path}`, ready);
          await page.waitForTimeout(300); // LCP candidates are reported after the paint
          const lcpAt = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                new PerformanceObserver((list) => {
                  const entries = list.getEntries();
                  resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
                }).observe({ type: 'largest-contentful-paint', buffered: true }),
              ),
          );
          times[index].push(lcpAt - start);
          // A build before the mark has none: it refreshed the tokens before its first screen.
          await untilSignedIn(page, 3000).catch(() => undefined);
          // A start-up rotates the stored refresh token: the next load starts from this one's.
          side.state = await context.storageState();
          await context.close();
        }
      }
      const [a, b] = times.map(median);
      // Each B load beside the A load before it: the machine's drift cancels out of the pairs.
      const pairs = times[1].map((value, run) => value - times[0][run]);
      const mean = pairs.reduce((sum, value) => sum + value, 0) / runs;
      const spread = Math.sqrt(
        pairs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, runs - 1),
      );
      console.log(
        `${path}: A ${Math.round(a)} ms, B ${Math.round(b)} ms (B − A = ${Math.round(b - a)} ms, ` +
          `medians of ${runs} alternating loads; pairs: median ${Math.round(median(pairs))}, ` +
          `mean ${Math.round(mean)} ± ${Math.round(spread / Math.sqrt(runs))} ms)`,
      );
    }
  } finally {
    await browser.close();
    for (const side of sides) await side.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
