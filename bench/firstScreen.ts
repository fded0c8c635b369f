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

const DEMO_DATA_ROWS = 25;
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

/** Gzipped bytes of every distinct script the page loads from now on. */
function recordScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(response.url(), 0);
    response.body().then(
      (body) => sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
      () => sizes.delete(response.url()),
    );
  });
  return () => [...sizes.values()].reduce((sum, size) => sum + size, 0);
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
    scriptGzBytes: scriptBytes(),
  };
  await page.close();
  return run;
}

/** A signed-in admin's browser state (identity session cookie, first connection done). */
async function adminState(browser: Browser, baseUrl: string) {
  const admin = demoRealm.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('bench: no admin in the demo realm');
  const context = await browser.newContext();
  await context.addInitScript(
    (key: string) => window.localStorage.setItem(key, 'false'),
    userSettingStorageKey(admin.id, 'isFirstConnection'),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}/lmfactory/corpuses?realm=demo`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.locator('[type="submit"]').click();
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

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
    seedSize: 200,
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
    const storageState = await adminState(browser, baseUrl);
    const consoleUrl = `${baseUrl}/lmfactory/corpuses?realm=demo`;
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
    return figures;
  } finally {
    await browser.close();
    bare.close();
    await platform.close();
    rmSync(consoleDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}
