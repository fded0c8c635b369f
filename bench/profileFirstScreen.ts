import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { benchPlatform, signedInState, untilSignedIn } from './benchPlatform';

// Issue 16: where a first screen's main-thread time goes. Loads a page of a build `runs` times
// (a live session, each load from the state the last one left, as the bench does), records a CPU
// profile from navigation to the largest contentful paint, and prints the time per library or
// source file and per function, mapped through the build's source maps.
//
//   npx vite build --outDir /tmp/a && npx tsx bench/profileFirstScreen.ts /tmp/a /moriarty/tags 5
//
// PROFILE_LAST=380 keeps only the last 380 ms before the paint. PROFILE_WINDOW=before-render keeps
// what runs before the console's first render (its mark, `console:first-render`): downloads,
// module evaluation, sign-in; PROFILE_WINDOW=after-render what runs from it to the paint.

type State = Awaited<ReturnType<BrowserContext['storageState']>>;
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

const ROWS = 'tbody tr, [role="rowgroup"] [role="row"], [data-testid="kpi-value"]';

async function main() {
  const [distArgument, path, runsArgument] = process.argv.slice(2);
  if (!distArgument || !path) throw new Error('usage: profileFirstScreen.ts <dist> <path> [runs]');
  const dist = resolve(distArgument);
  const runs = Number(runsArgument ?? 5);
  const lastMs = Number(process.env.PROFILE_LAST ?? Infinity);
  const profileWindow = process.env.PROFILE_WINDOW ?? 'all';
  const { platform, baseUrl, listen } = await benchPlatform({ distDir: dist, seedSize: 200 });
  await listen();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const maps = new Map<string, TraceMap | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.match(/\/assets\/([^/?]+\.js)$/)?.[1];
      const mapFile = file && join(dist, 'assets', `${file}.map`);
      maps.set(
        url,
        mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : undefined,
      );
    }
    return maps.get(url);
  };
  /** Library (node_modules package) or own source file, and the function's original name. */
  const place = ({ url, lineNumber, columnNumber, functionName }: CallFrame) => {
    const map = url ? mapOf(url) : undefined;
    if (!map)
      return {
        where: url ? url.replace(baseUrl, '') : functionName || '(native)',
        name: functionName,
      };
    const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = position.source ?? '?';
    const where =
      source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      source.replace(/^.*?\/(src|contracts)\//, '$1/');
    return { where, name: `${position.name ?? functionName}:${position.line}` };
  };
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, ms: number) =>
    into.set(key, (into.get(key) ?? 0) + ms);
  try {
    let state: State = await signedInState(browser, baseUrl, 'admin', { path, ready: ROWS });
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${baseUrl}${path}`);
      await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      const lcpMs = await page.evaluate(
        () =>
          new Promise<number>((done) =>
            new PerformanceObserver((list) =>
              done(list.getEntries().at(-1)?.startTime ?? 0),
            ).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            }),
          ),
      );
      const renderMs = await page.evaluate(
        () => performance.getEntriesByName('console:first-render')[0]?.startTime ?? 0,
      );
      const { profile } = await cdp.send('Profiler.stop');
      await untilSignedIn(page);
      await page.close();
      state = await context.storageState();
      await context.close();
      console.log(`load ${run + 1}: largest contentful paint after ${Math.round(lcpMs)} ms`);
      // The profile starts just before the navigation: its clock stands in for the page's.
      const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
      let at = profile.startTime;
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      for (let index = 0; index < samples.length; index += 1) {
        at += deltas[index];
        const sinceStart = (at - profile.startTime) / 1000;
        if (sinceStart > (profileWindow === 'before-render' ? renderMs : lcpMs)) break;
        if (sinceStart < lcpMs - lastMs) continue;
        if (profileWindow === 'after-render' && sinceStart < renderMs) continue;
        const node = nodes.get(samples[index]);
        if (!node) continue;
        const ms = (deltas[index + 1] ?? 0) / 1000 / runs;
        const { where, name } = place(node.callFrame);
        add(bySource, where, ms);
        if (node.callFrame.url) add(byFunction, `${where} ${name}`, ms);
      }
    }
  } finally {
    await browser.close();
    await platform.app.close();
  }
  const print = (title: string, figures: Map<string, number>, count: number) => {
    console.log(`── ${title} (ms per load) ──`);
    for (const [key, ms] of [...figures].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
  };
  print('self time by library or source file', bySource, 40);
  print('self time by function', byFunction, 40);
}

await main();
process.exit(0);
