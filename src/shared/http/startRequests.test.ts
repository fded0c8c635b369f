import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import {
  START_REQUESTS_KEY,
  forgetStartRequests,
  preloadStartScripts,
  sendStartRequests,
  startPlace,
  startRecording,
  stopRecording,
} from './startRequests';

const SERVICE = 'http://localhost/services/moriarty/api';
const place = startPlace('user-1', { pathname: '/moriarty/tags', search: '' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One start-up at `place`: the console's client asks its first data while recording. */
async function startUp(storage: Storage, fetchImpl: typeof fetch, language = 'en') {
  startRecording(place);
  const client = createHttpClient({
    fetch: fetchImpl,
    getToken: () => 'fresh',
    getLanguage: () => language,
  });
  const answer = await client(`${SERVICE}/tags`);
  await client(`${SERVICE}/aggregations`, {
    method: 'POST',
    json: { at: Math.random() },
    readOnly: true,
  });
  // A change is never recorded, so never sent again, even the same each time.
  await client(`${SERVICE}/settings`, { method: 'PUT', json: { theme: 'dark' } });
  stopRecording(storage);
  return answer;
}

/** What the storage holds for `place`, sent with a token. */
const sendStored = (fetchImpl: typeof fetch) =>
  sendStartRequests({
    storage: localStorage,
    place,
    token: 't',
    serviceUrls: [SERVICE],
    fetch: fetchImpl,
  });

afterEach(() => {
  forgetStartRequests(localStorage); // recording and early answers are module state
  localStorage.clear();
});

describe('start-up requests sent before the console loads (issue 16)', () => {
  it('sends again, with the stored token, only what the last two start-ups asked identically', async () => {
    const consoleFetch = vi.fn<typeof fetch>(async () => json([{ id: 1 }]));
    await startUp(localStorage, consoleFetch);
    await startUp(localStorage, consoleFetch);
    const early = vi.fn<typeof fetch>(async () => json([{ id: 'early' }]));
    const sent = sendStartRequests({
      storage: localStorage,
      place,
      token: 'stored',
      serviceUrls: [SERVICE],
      fetch: early,
    });
    // The list is the same each time; the aggregation carried a new body each time.
    expect(sent).toBe(1);
    expect(early).toHaveBeenCalledWith(`${SERVICE}/tags`, {
      method: 'GET',
      body: undefined,
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer stored',
        'Accept-Language': 'en',
      },
    });
    consoleFetch.mockClear();
    const answer = await startUp(localStorage, consoleFetch);
    // The client took the early answer: the list was not asked twice.
    expect(answer.json).toEqual([{ id: 'early' }]);
    expect(consoleFetch.mock.calls.map(([url]) => url)).toEqual([
      `${SERVICE}/aggregations`,
      `${SERVICE}/settings`,
    ]);
    const recorded = JSON.stringify(localStorage.getItem(START_REQUESTS_KEY));
    expect(recorded).toContain('/aggregations');
    expect(recorded).not.toContain('/settings');
  });

  it('asks again when the early answer is refused or the request differs', async () => {
    const consoleFetch = vi.fn<typeof fetch>(async () => json([{ id: 1 }]));
    await startUp(localStorage, consoleFetch);
    await startUp(localStorage, consoleFetch);
    sendStartRequests({
      storage: localStorage,
      place,
      token: 'expired',
      serviceUrls: [SERVICE],
      fetch: async () => json({ message: 'Unauthorized' }, 401),
    });
    consoleFetch.mockClear();
    expect((await startUp(localStorage, consoleFetch)).json).toEqual([{ id: 1 }]);
    expect(consoleFetch).toHaveBeenCalledTimes(3);
    // In French this time: the early (English) answer is not taken.
    sendStartRequests({
      storage: localStorage,
      place,
      token: 't',
      serviceUrls: [SERVICE],
      fetch: async () => json(['early']),
    });
    consoleFetch.mockClear();
    expect((await startUp(localStorage, consoleFetch, 'fr')).json).toEqual([{ id: 1 }]);
  });

  it('never sends a recorded request outside the configured services', () => {
    localStorage.setItem(
      START_REQUESTS_KEY,
      JSON.stringify({
        [place]: {
          at: 1,
          requests: [{ method: 'GET', url: 'https://elsewhere.example/x', stable: true }],
        },
      }),
    );
    const early = vi.fn<typeof fetch>();
    expect(sendStored(early)).toBe(0);
    expect(early).not.toHaveBeenCalled();
  });

  it('reads nothing from an unreadable entry', () => {
    localStorage.setItem(START_REQUESTS_KEY, '{not json');
    expect(sendStored(vi.fn())).toBe(0);
  });
});

describe('the scripts a start-up loaded, preloaded by the next (issue 16)', () => {
  it('preloads the scripts the page loaded after the entry, this build’s assets only', () => {
    const asset = (name: string) => `${window.location.origin}/assets/${name}`;
    startRecording(place, [asset('index-1.js')]);
    stopRecording(localStorage, [
      asset('index-1.js'),
      asset('TagList-2.js'),
      'https://cdn.example/x.js',
    ]);
    preloadStartScripts(localStorage, place);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual([asset('TagList-2.js')]);
    links.forEach((link) => link.remove());
  });
});

describe('sign-out', () => {
  it('forgets what the start-ups asked, with the stored session (spec §2)', async () => {
    const consoleFetch = vi.fn<typeof fetch>(async () => json([{ id: 1 }]));
    await startUp(localStorage, consoleFetch);
    expect(localStorage.getItem(START_REQUESTS_KEY)).not.toBeNull();
    forgetStartRequests(localStorage);
    expect(localStorage.getItem(START_REQUESTS_KEY)).toBeNull();
  });
});
