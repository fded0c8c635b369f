/**
 * A reload's first data, asked before the console's code has even loaded (issue 16). The requests
 * the console sends for a page's first data (before its first render, so nothing else) are kept
 * per user and address; the next start-up at that address sends again those that were the same
 * on the last two start-ups, as soon as the configuration is in, with the stored access token.
 * The console's HTTP client then takes each answer instead of asking again: the data is there
 * when the console has loaded, instead of leaving only then. A request built anew each time (it
 * carries the current time) is never sent early, so never twice.
 */

/** Where the recorded requests are kept, one entry per browser. */
export const START_REQUESTS_KEY = 'console.startRequests';
/** The addresses (per user) remembered at most; the oldest go first. */
const MAX_PLACES = 12;
/** Requests per address at most (a dashboard asks a dozen). */
const MAX_REQUESTS = 24;

export interface StartRequest {
  method: string;
  url: string;
  body?: string;
  language?: string;
}

interface Recorded extends StartRequest {
  /** Sent identically by the start-up before: worth sending early. */
  stable: boolean;
}

type Places = Record<string, { at: number; requests: Recorded[]; scripts?: string[] }>;

/** What identifies a request: an early answer is taken only by the very same one. */
const requestSignature = ({ method, url, body, language }: StartRequest) =>
  JSON.stringify([method.toUpperCase(), url, body ?? '', language ?? '']);

/** The place a start-up's requests are kept under: the user and the address opened. */
export const startPlace = (userId: string, location: Pick<Location, 'pathname' | 'search'>) =>
  `${userId} ${location.pathname}${location.search}`;

const readPlaces = (storage: Pick<Storage, 'getItem'>): Places => {
  try {
    const places: unknown = JSON.parse(storage.getItem(START_REQUESTS_KEY) ?? 'null');
    return places && typeof places === 'object' ? (places as Places) : {};
  } catch {
    return {};
  }
};

const answers = new Map<string, Promise<Response>>();
/** The start-up being recorded (from the entry to the first render), if any. */
let recording: { place: string; requests: StartRequest[]; before: Set<string> } | undefined;

/** A script of this build (one of its hashed assets), not anything else the page loaded. */
const isBuildScript = (url: unknown, origin: string): url is string =>
  typeof url === 'string' && url.startsWith(`${origin}/assets/`) && url.endsWith('.js');

/**
 * Sends the stable requests recorded at `place` (from `skip`, `limit` of them), with `token`, to
 * the addresses under one of `serviceUrls` only (what the console itself would call). Their
 * answers wait for the client.
 */
export function sendStartRequests({
  storage,
  place,
  token,
  serviceUrls,
  skip = 0,
  limit = MAX_REQUESTS,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: {
  storage: Pick<Storage, 'getItem'>;
  place: string;
  token: string;
  serviceUrls: readonly string[];
  /** The first requests to leave out (sent already), and how many to send at most. */
  skip?: number;
  limit?: number;
  fetch?: typeof fetch;
}): number {
  const recorded = (readPlaces(storage)[place]?.requests ?? []).filter(
    (request) => request.stable && serviceUrls.some((base) => request.url.startsWith(base)),
  );
  let sent = 0;
  for (const request of recorded.slice(skip, skip + limit)) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.language) headers['Accept-Language'] = request.language;
    const answer = fetchImpl(request.url, { method: request.method, body: request.body, headers });
    answer.catch(() => undefined); // the client asks again when it fails
    answers.set(requestSignature(request), answer);
    sent += 1;
  }
  return sent;
}

/** The early answer to this very request, once (undefined when none was sent). */
export const takeStartAnswer = (request: StartRequest): Promise<Response> | undefined => {
  const signature = requestSignature(request);
  const answer = answers.get(signature);
  answers.delete(signature);
  return answer;
};

/**
 * The console's scripts the last start-up at `place` had loaded by its first render (the page's
 * view among them), to download now beside the console's own: only this build's assets.
 */
export function preloadStartScripts(
  storage: Pick<Storage, 'getItem'>,
  place: string,
  document: Document = window.document,
) {
  for (const url of readPlaces(storage)[place]?.scripts ?? []) {
    if (!isBuildScript(url, document.location.origin)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/** The build's scripts the page has loaded so far (resource timing). */
export const loadedScripts = (origin = window.location.origin) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => isBuildScript(url, origin));

/** Sign-out: the requests recorded (addresses, filters) are forgotten with the session. */
export const forgetStartRequests = (storage: Pick<Storage, 'removeItem'>) => {
  recording = undefined;
  answers.clear();
  storage.removeItem(START_REQUESTS_KEY);
};

/** Early answers nobody took (a page that asked otherwise this time) are dropped. */
export const dropStartAnswers = () => answers.clear();

/** From now on, the client's requests are recorded for `place`, until stopRecording. */
export const startRecording = (place: string, scriptsBefore: readonly string[] = []) => {
  recording = { place, requests: [], before: new Set(scriptsBefore) };
};

/** Called by the HTTP client for each request it sends. */
export const recordRequest = (request: StartRequest) => {
  if (recording && recording.requests.length < MAX_REQUESTS) recording.requests.push(request);
};

/**
 * Stops recording and keeps what was sent, each request marked stable when the last start-up at
 * the same place sent it identically, and the scripts loaded by then.
 */
export function stopRecording(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  scripts: readonly string[] = [],
) {
  if (!recording) return;
  const { place, requests: sent, before: loadedBefore } = recording;
  recording = undefined;
  const places = readPlaces(storage);
  const before = new Set((places[place]?.requests ?? []).map(requestSignature));
  places[place] = {
    at: Date.now(),
    requests: sent.map((request) => ({
      ...request,
      stable: before.has(requestSignature(request)),
    })),
    // The entry's own scripts are in the page already.
    scripts: scripts.filter((url) => !loadedBefore.has(url)),
  };
  const kept = Object.entries(places)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_PLACES);
  try {
    storage.setItem(START_REQUESTS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or refused: the next start-up asks after loading, as without
  }
}
