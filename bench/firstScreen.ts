import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { REPO_ROOT } from '../server/config';
import { demoRealm } from '../server/identity/realms/demo';
import { buildPlatform } from '../server/platform';
import { userSettingStorageKey } from '../src/shared/settings/storageKeys';

// Architecture §7: the first screen after login loads at most half the JavaScript (gzipped) of
// react-admin's own demo (952 KiB gz), and its Largest Contentful Paint on localhost stays within
// 1.1 × that of a bare react-admin app with one list. Both apps are built here from the current
// sources and measured the same way in Debian's Chromium: a fresh browser context per run (cold
// HTTP cache), the corpus list as first screen.
//
// Issue 12 item 5: the Scribr dashboard (`/scribr/analytics`, the default main view) as first
// screen, as `client` and `admin`: the JavaScript loaded until its KPI tiles show stays within
// the same budget (the chart library may come after), and every chart is drawn within 1.5 s of
// the list of charts' arrival, on the platform's demo seed.

const DEMO_DATA_ROWS = 25;
/** The platform's demo seed of calls (the dashboard's data). */
const SEED_SIZE = 200;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds a Vite app into a temporary directory; returns that directory. */
async function buildApp(root?: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
  await build({
    ...(root ? { root, configFile: false, plugins: [react()] } : {}),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

/** The bare app's server: its static files and a ra-data-simple-rest `corpuses` list. */
function serveBareApp(dir: string): Promise<Server> {
  const records = Array.from({ length: DEMO_DATA_ROWS }, (_, index) => ({
    id: index + 1,
    label: `Corpus ${index + 1}`,
    description: 'Phrases des appels du service client',
  }));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/corpuses') {
      const page = records.slice(0, 10);
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Range': `corpuses 0-${page.length - 1}/${records.length}`,
      });
      response.end(JSON.stringify(page));
      return;
    }
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    try {
      const body = readFileSync(join(dir, path));
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A port nobody listens on (the platform needs its public URL before it listens). */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Records every distinct script the page loads from now on; the function returned sums their
 * gzipped bytes (those received so far).
 */
function recordScripts(page: Page) {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  /** The sum of the scripts received so far, but those of `skip` (URLs). */
  return async (skip: ReadonlySet<string> = new Set()) => {
    const kept = [...sizes].filter(([url]) => !skip.has(url)).map(([, size]) => size);
    return (await Promise.all(kept)).reduce((sum, size) => sum + size, 0);
  };
}

/** The page's Largest Contentful Paint so far, in epoch milliseconds. */
const largestContentfulPaintAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

interface Run {
  /** From the request of the first document to the LCP of the page the user ends on. */
  lcpMs: number;
  /** From the start of the last document's navigation to its LCP. */
  lastDocumentLcpMs: number;
  scriptGzBytes: number;
}

async function measure(context: BrowserContext, url: string): Promise<Run> {
  const page = await context.newPage();
  const scriptBytes = recordScripts(page);
  const start = Date.now();
  await page.goto(url);
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500); // LCP candidates are reported after the paint
  const lcpAt = await largestContentfulPaintAt(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForLoadState('networkidle');
  const run = {
    lcpMs: lcpAt - start,
    lastDocumentLcpMs: lcpAt - timeOrigin,
    scriptGzBytes: await scriptBytes(),
  };
  await page.close();
  return run;
}

/** A signed-in demo user's browser state (identity session cookie, first connection done). */
async function signedInState(
  browser: Browser,
  baseUrl: string,
  username: string,
  first: { path: string; ready: string },
) {
  const user = demoRealm.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`bench: no ${username} in the demo realm`);
  const context = await browser.newContext();
  await context.addInitScript(
    (key: string) => window.localStorage.setItem(key, 'false'),
    userSettingStorageKey(user.id, 'isFirstConnection'),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${first.path}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(username); // DEMO ONLY: password = name
  await page.locator('[type="submit"]').click();
  await page.locator(first.ready).first().waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

const DASHBOARD_PATH = '/scribr/analytics?realm=demo';
const KPI_VALUE = '[data-testid="kpi-value"]';
const DASHBOARD_USERS = ['client', 'admin'] as const;

/** What a dashboard card says when no call matches (en and fr). */
const emptyChartTexts = () =>
  ['en', 'fr'].map(
    (language) =>
      (
        JSON.parse(readFileSync(join(REPO_ROOT, 'locales', `${language}.json`), 'utf8')) as {
          resources: Record<string, { empty: string }>;
        }
      ).resources['scribr/analytics'].empty,
  );

interface DashboardMarks {
  /** Page time when every KPI tile shows its figure. */
  kpiAt?: number;
  /**
   * Page time when the whole dashboard is drawn: no skeleton left in the grid, each card shows
   * its figure (KPI), its chart (a recharts svg), its table or its empty state.
   */
  drawnAt?: number;
  /** A card answered its error state. */
  failed?: boolean;
}

/**
 * Runs in every document of the page (init script): notes in `window.benchDashboard` the page
 * times when the KPI tiles show and when the whole dashboard is drawn, as the DOM changes.
 * No named inner functions: tsx would wrap them in a helper the page does not have.
 */
function watchDashboard(emptyTexts: string[]) {
  const marks: DashboardMarks = {};
  (window as unknown as { benchDashboard: DashboardMarks }).benchDashboard = marks;
  new MutationObserver(() => {
    const cards = [...document.querySelectorAll('[data-chart-type]')];
    if (cards.length === 0) return;
    let tiles = 0;
    let tilesShown = 0;
    let cardsDrawn = 0;
    for (const card of cards) {
      if (card.querySelector('.MuiAlert-root')) marks.failed = true;
      const kpi = card.getAttribute('data-chart-type') === 'kpi';
      const drawn = kpi
        ? card.querySelector('[data-testid="kpi-value"]') !== null
        : card.querySelector('svg.recharts-surface, table') !== null ||
          emptyTexts.some((text) => card.textContent?.includes(text));
      if (kpi) tiles += 1;
      if (kpi && drawn) tilesShown += 1;
      if (drawn) cardsDrawn += 1;
    }
    const now = performance.now();
    if (marks.kpiAt === undefined && tiles > 0 && tilesShown === tiles) marks.kpiAt = now;
    if (
      marks.drawnAt === undefined &&
      cardsDrawn === cards.length &&
      !document.querySelector('.MuiGrid-container .MuiSkeleton-root')
    )
      marks.drawnAt = now;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

interface DashboardRun {
  /** Scripts received until every KPI tile shows its figure. */
  kpiScriptGzBytes: number;
  /** Scripts received until the whole dashboard is drawn (the chart library included). */
  drawnScriptGzBytes: number;
  /** From the end of the response of `GET …/charts` to every KPI tile showing its figure. */
  kpiAfterChartsMs: number;
  /** From the end of the response of `GET …/charts` to every chart drawn. */
  drawnAfterChartsMs: number;
  /** … to the last aggregation's answer. */
  answersAfterChartsMs: number;
  /** … to the last script received after the KPI tiles showed (the chart library); 0: none. */
  libraryAfterChartsMs: number;
  charts: number;
  /** Calls the dashboard counts (its KPI: the period, the language, the user's clients). */
  calls: number;
}

async function measureDashboard(context: BrowserContext, url: string): Promise<DashboardRun> {
  const page = await context.newPage();
  const scriptBytes = recordScripts(page);
  let calls = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/aggregations') || !response.ok()) return;
    response.json().then(
      (answer: { totals?: { calls?: number } }) =>
        (calls = Math.max(calls, answer.totals?.calls ?? 0)),
      () => undefined,
    );
  });
  await page.goto(url);
  await page.locator(KPI_VALUE).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as { benchDashboard?: DashboardMarks }).benchDashboard;
      return marks?.failed || marks?.drawnAt !== undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  // Page times of the last document (the one after the sign-in redirect).
  const times = await page.evaluate(() => {
    const marks = (window as unknown as { benchDashboard: DashboardMarks }).benchDashboard;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const chartList = resources.find((entry) => /\/api\/v1\/charts(\?|$)/.test(entry.name));
    return {
      ...marks,
      charts: document.querySelectorAll('[data-chart-type]').length,
      chartsAt: chartList?.responseEnd,
      answersAt: Math.max(
        ...resources
          .filter((entry) => entry.name.includes('/aggregations'))
          .map((entry) => entry.responseEnd),
      ),
      // What arrived after the KPI tiles showed (the chart library's scripts among them).
      late: resources
        .filter((entry) => entry.responseEnd > (marks.kpiAt ?? Infinity))
        .map((entry) => ({ url: entry.name, at: entry.responseEnd })),
    };
  });
  if (times.failed) throw new Error('bench: a chart of the dashboard answered its error state');
  if (times.chartsAt === undefined || times.kpiAt === undefined || times.drawnAt === undefined)
    throw new Error('bench: the dashboard’s timings are missing');
  const chartsAt = times.chartsAt;
  const lateScripts = times.late.filter(({ url }) => /\.m?js(\?|$)/.test(url));
  const run = {
    kpiScriptGzBytes: await scriptBytes(new Set(times.late.map(({ url }) => url))),
    drawnScriptGzBytes: await scriptBytes(),
    kpiAfterChartsMs: times.kpiAt - chartsAt,
    drawnAfterChartsMs: times.drawnAt - chartsAt,
    answersAfterChartsMs: times.answersAt - chartsAt,
    libraryAfterChartsMs: Math.max(0, ...lateScripts.map(({ at }) => at - chartsAt)),
    charts: times.charts,
    calls,
  };
  await page.close();
  return run;
}

/** `/scribr/analytics` as first screen: `runs` cold loads per user; prints and returns figures. */
async function benchDashboardScreen(
  browser: Browser,
  baseUrl: string,
  runs: number,
  seedSize: number,
) {
  const url = `${baseUrl}${DASHBOARD_PATH}`;
  const emptyTexts = emptyChartTexts();
  const figures: Record<string, Record<string, number>> = {};
  for (const username of DASHBOARD_USERS) {
    const storageState = await signedInState(browser, baseUrl, username, {
      path: DASHBOARD_PATH,
      ready: KPI_VALUE,
    });
    const list: DashboardRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ storageState });
      await context.addInitScript(watchDashboard, emptyTexts);
      list.push(await measureDashboard(context, url));
      await context.close();
    }
    const of = (key: keyof DashboardRun) => median(list.map((run) => run[key]));
    const drawn = list.map((run) => run.drawnAfterChartsMs);
    const user = {
      kpiJsKiBGz: kib(of('kpiScriptGzBytes')),
      drawnJsKiBGz: kib(of('drawnScriptGzBytes')),
      kpiAfterChartsMs: of('kpiAfterChartsMs'),
      drawnAfterChartsMs: of('drawnAfterChartsMs'),
      answersAfterChartsMs: of('answersAfterChartsMs'),
      libraryAfterChartsMs: of('libraryAfterChartsMs'),
      worstDrawnAfterChartsMs: Math.max(...drawn),
      charts: of('charts'),
      calls: of('calls'),
    };
    figures[username] = user;
    console.log(
      `first screen (analytics dashboard as ${username}, medians of ${runs} cold loads): console JS ` +
        `until the KPI tiles show ${user.kpiJsKiBGz} KiB gz (goal: ≤ 476)` +
        `${user.kpiJsKiBGz <= 476 ? '' : '  ← over the goal'}; ${user.drawnJsKiBGz} KiB gz ` +
        `once every chart is drawn (chart library included)`,
    );
    console.log(
      `analytics dashboard drawn (as ${username}; platform demo seed of ${seedSize} calls, ` +
        `${user.calls} of them in the dashboard's period, language and scope; ${user.charts} ` +
        `charts): every chart drawn ${Math.round(user.drawnAfterChartsMs)} ms after the list ` +
        `of charts arrives (median of ${runs}; worst ${Math.round(user.worstDrawnAfterChartsMs)} ms) ` +
        `(goal < 1.5 s)${user.worstDrawnAfterChartsMs < 1500 ? '' : '  ← over the goal'}; ` +
        `KPI tiles after ${Math.round(user.kpiAfterChartsMs)} ms, last aggregation answered after ` +
        `${Math.round(user.answersAfterChartsMs)} ms, chart library received after ` +
        `${Math.round(user.libraryAfterChartsMs)} ms`,
    );
  }
  return figures;
}

/** Builds both apps, measures `runs` cold loads of each, prints and returns the figures. */
export async function benchFirstScreen(runs = 5) {
  const consoleDir = await buildApp();
  const bareDir = await buildApp(join(REPO_ROOT, 'bench/bareReactAdmin'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const platform = await buildPlatform({
    database: 'memory',
    port,
    host: '127.0.0.1',
    publicUrl: baseUrl,
    distDir: consoleDir,
    seedSize: SEED_SIZE,
    logger: false,
  });
  await platform.app.listen({ port, host: '127.0.0.1' });
  const bare = await serveBareApp(bareDir);
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/#/corpuses`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const consolePath = '/lmfactory/corpuses?realm=demo';
    const consoleUrl = `${baseUrl}${consolePath}`;
    const storageState = await signedInState(browser, baseUrl, 'admin', {
      path: consolePath,
      ready: 'tbody tr',
    });
    const consoleRuns: Run[] = [];
    const bareRuns: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      // Alternate the two apps so that any drift of the machine's load hits both alike.
      const consoleContext = await browser.newContext({ storageState });
      consoleRuns.push(await measure(consoleContext, consoleUrl));
      await consoleContext.close();
      const bareContext = await browser.newContext();
      bareRuns.push(await measure(bareContext, bareUrl));
      await bareContext.close();
    }
    // A returning user: the same browser (warm HTTP cache), a new tab.
    const warmConsole = await browser.newContext({ storageState });
    const warmBare = await browser.newContext();
    await measure(warmConsole, consoleUrl);
    await measure(warmBare, bareUrl);
    const warmConsoleRuns: Run[] = [];
    const warmBareRuns: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      warmConsoleRuns.push(await measure(warmConsole, consoleUrl));
      warmBareRuns.push(await measure(warmBare, bareUrl));
    }
    await warmConsole.close();
    await warmBare.close();
    const lcp = (list: Run[]) => median(list.map((run) => run.lcpMs));
    const afterRedirect = (list: Run[]) => median(list.map((run) => run.lastDocumentLcpMs));
    const figures = {
      consoleJsKiBGz: kib(median(consoleRuns.map((run) => run.scriptGzBytes))),
      bareJsKiBGz: kib(median(bareRuns.map((run) => run.scriptGzBytes))),
      coldConsoleLcpMs: lcp(consoleRuns),
      coldConsoleLcpAfterRedirectMs: afterRedirect(consoleRuns),
      coldBareLcpMs: lcp(bareRuns),
      warmConsoleLcpMs: lcp(warmConsoleRuns),
      warmConsoleLcpAfterRedirectMs: afterRedirect(warmConsoleRuns),
      warmBareLcpMs: lcp(warmBareRuns),
    };
    console.log(
      `first screen (corpus list, medians of ${runs} loads): console JS ` +
        `${figures.consoleJsKiBGz} KiB gz (goal: ≤ 476 = half of react-admin's demo), bare ` +
        `react-admin app ${figures.bareJsKiBGz} KiB gz`,
    );
    const line = (cache: string, bare: number, whole: number, afterSignIn: number) =>
      console.log(
        `first screen LCP, ${cache}: bare app ${Math.round(bare)} ms; console ${Math.round(whole)} ms ` +
          `from the first request (${(whole / bare).toFixed(2)} ×, goal ≤ 1.1 ×), of which ` +
          `${Math.round(afterSignIn)} ms after the sign-in redirect (${(afterSignIn / bare).toFixed(2)} ×)`,
      );
    line(
      'cold cache',
      figures.coldBareLcpMs,
      figures.coldConsoleLcpMs,
      figures.coldConsoleLcpAfterRedirectMs,
    );
    line(
      'warm cache',
      figures.warmBareLcpMs,
      figures.warmConsoleLcpMs,
      figures.warmConsoleLcpAfterRedirectMs,
    );
    const dashboard = await benchDashboardScreen(browser, baseUrl, runs, SEED_SIZE);
    return { ...figures, dashboard };
  } finally {
    await browser.close();
    bare.close();
    await platform.close();
    rmSync(consoleDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}
