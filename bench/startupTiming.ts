import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

// Issue 16 item 1: what a page load requests, when (the browser's resource timing, read through
// Playwright's `request.timing()`, which covers every document of the page, the sign-in
// redirect's included), and the start-up chain drawn from it.

export interface TimedRequest {
  url: string;
  method: string;
  /** A POST's body: two searches with different bodies are two requests, not one repeated. */
  body?: string;
  resourceType: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /**
   * Gzipped size of a script's body (0 for other requests or when unreadable). Read when first
   * asked, not as the request ends: reading and compressing the bodies during the load took CPU
   * from the page and from the platform (the same process) while the page was being timed.
   */
  readonly gzBytes: Promise<number>;
}

/**
 * Gzipped sizes by URL (hashed file names: the same URL is the same body): a document left for the
 * sign-in redirect no longer gives its responses' bodies, a later load of the same script does.
 */
const gzSizes = new Map<string, number>();

async function gzippedSize(url: string, response: Promise<Response | null>): Promise<number> {
  try {
    const body = await (await response)?.body();
    if (body) gzSizes.set(url, gzipSync(body, { level: 9 }).length);
  } catch {
    // Navigated away: known from another load, if any (see gzSizes).
  }
  return gzSizes.get(url) ?? 0;
}

/** Records every request the page makes from now on, once finished (or failed). */
export function recordRequests(page: Page): TimedRequest[] {
  const requests: TimedRequest[] = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    const start = timing.startTime;
    // -1: that phase did not happen (e.g. a response served from the memory cache).
    const end = start + Math.max(timing.responseEnd, timing.responseStart, 0);
    const script = request.resourceType() === 'script';
    let gzBytes: Promise<number> | undefined;
    requests.push({
      url: request.url(),
      method: request.method(),
      body: request.postData() ?? undefined,
      resourceType: request.resourceType(),
      start,
      end,
      get gzBytes() {
        gzBytes ??= script ? gzippedSize(request.url(), request.response()) : Promise.resolve(0);
        return gzBytes;
      },
    });
  });
  return requests;
}

/** The scripts received by `until` (epoch ms), each once: the JavaScript of a screen. */
export function scriptsUntil(requests: TimedRequest[], until: number): TimedRequest[] {
  const seen = new Set<string>();
  return requests.filter((request) => {
    if (request.resourceType !== 'script' || request.end > until || seen.has(request.url))
      return false;
    seen.add(request.url);
    return true;
  });
}

/** Gzipped bytes of the scripts received by `until` (epoch ms). */
export async function scriptGzBytesUntil(requests: TimedRequest[], until: number) {
  let total = 0;
  for (const request of scriptsUntil(requests, until))
    total += (await request.gzBytes) || (gzSizes.get(request.url) ?? 0);
  return total;
}

/** The step of the start-up chain a request belongs to (spec §2 start-up, issue 16). */
export function stepOf(request: Pick<TimedRequest, 'url' | 'resourceType'>): string {
  const { pathname } = new URL(request.url);
  if (/\/protocol\/openid-connect\/(auth|login)|\/login-actions\//.test(pathname))
    return 'identity (sign-in redirect)';
  if (pathname.startsWith('/portal')) return 'realm (login portal)';
  if (pathname.endsWith('/protocol/openid-connect/token')) return 'token';
  if (/\/account\/?$|\/userinfo$/.test(pathname)) return 'profile';
  if (pathname === '/config.json') return 'configuration';
  if (pathname.startsWith('/locales/')) return 'translations';
  if (pathname.startsWith('/services/')) return 'data';
  if (request.resourceType === 'document') return 'page';
  if (request.resourceType === 'script') return 'script';
  return request.resourceType;
}

/** The browser's own requests (the tab's icon), not the console's. */
const browsers = (request: TimedRequest) => new URL(request.url).pathname === '/favicon.svg';

/**
 * Requests of the last document (the page the user ends on) made more than once: same method,
 * URL and body. Scripts and the browser's own requests aside.
 */
export function repeatedRequests(requests: TimedRequest[]): string[] {
  const lastDocument = Math.max(
    ...requests.filter((request) => request.resourceType === 'document').map(({ start }) => start),
  );
  const counts = new Map<string, number>();
  for (const request of requests) {
    if (request.start < lastDocument || request.resourceType === 'script') continue;
    if (request.resourceType === 'document' || browsers(request)) continue;
    // A CORS preflight is the browser's, not the console's.
    if (request.method === 'OPTIONS') continue;
    const key = `${request.method} ${request.url}${request.body ? ` ${request.body}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}

const WIDTH = 50;

/**
 * A text waterfall of one load, from `origin` (epoch ms, the navigation's start): one line per
 * request of the chain, scripts folded into one line per document phase; `lcpAt` marked.
 */
export function drawWaterfall(requests: TimedRequest[], origin: number, lcpAt: number): string[] {
  const sorted = requests.filter((request) => !browsers(request)).sort((a, b) => a.start - b.start);
  const span = Math.max(lcpAt, ...sorted.map((request) => request.end)) - origin;
  const bar = (start: number, end: number) => {
    const from = Math.round(((start - origin) / span) * WIDTH);
    const to = Math.max(from + 1, Math.round(((end - origin) / span) * WIDTH));
    return `${' '.repeat(from)}${'█'.repeat(to - from)}`.padEnd(WIDTH + 1);
  };
  const ms = (at: number) => String(Math.round(at - origin)).padStart(5);
  const lines: string[] = [];
  let scripts: TimedRequest[] = [];
  const flushScripts = () => {
    if (scripts.length === 0) return;
    const start = Math.min(...scripts.map((script) => script.start));
    const end = Math.max(...scripts.map((script) => script.end));
    lines.push(
      `    ${ms(start)}–${ms(end)} ms ${bar(start, end)} scripts (${scripts.length} files)`,
    );
    scripts = [];
  };
  for (const request of sorted) {
    const step = stepOf(request);
    if (step === 'script') {
      scripts.push(request);
      continue;
    }
    flushScripts();
    const { pathname } = new URL(request.url);
    lines.push(
      `    ${ms(request.start)}–${ms(request.end)} ms ${bar(request.start, request.end)} ` +
        `${step}: ${request.method} ${pathname.length > 60 ? `${pathname.slice(0, 57)}…` : pathname}`,
    );
  }
  flushScripts();
  lines.push(`    ${ms(lcpAt)} ms ${bar(lcpAt, lcpAt).replace('█', '▲')} largest contentful paint`);
  return lines;
}
