import { networkError, statusError, timeoutError } from './httpErrors';
import { recordRequest, takeStartAnswer } from './startRequests';

/** Spec §7 and §9: every product call times out after 60 000 ms. */
export const REQUEST_TIMEOUT_MS = 60000;

export interface HttpRequestOptions extends RequestInit {
  /** A value sent as the JSON body (sets `Content-Type: application/json`). */
  json?: unknown;
  /**
   * Reads a successful answer as it streams (a long export): called with each chunk and the
   * answer's headers. The time-out then counts from the last chunk, not from the request.
   */
  onChunk?: (chunk: Uint8Array, headers: Headers) => void;
  /**
   * A request that only reads although not a GET (a search sent as POST): a start-up may record
   * it and send it again early next time (startRequests). GET requests are recorded anyway.
   */
  readOnly?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The raw body text. */
  body: string;
  /** The parsed JSON body; undefined when empty or not JSON. */
  // The answer of an arbitrary endpoint: typed by the caller that knows the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** Same shape as react-admin's `fetchUtils.fetchJson`, so ra-data-simple-rest can use it. */
export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

export interface HttpClientOptions {
  /** The current access token, refreshed if needed (called before every request). */
  getToken?: () => Promise<string | undefined> | string | undefined;
  /**
   * The current UI language (e.g. the i18n provider's locale), sent as `Accept-Language` so
   * services answer their messages in it.
   */
  getLanguage?: () => string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A language tag as HTTP allows it (letters, digits, dashes); anything else is not sent. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

const parseJson = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The body of an answer read chunk by chunk, as text. */
async function readStreaming(response: Response, onChunk: (chunk: Uint8Array) => void) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  // A byte-order mark is part of a file (an export for spreadsheets): keep it.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    onChunk(value);
    text += decoder.decode(value, { stream: true });
  }
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

/**
 * The one HTTP client of the console: bearer token, the UI language (`Accept-Language`), time-out
 * (also honouring the caller's `signal`), JSON in and out, and errors normalised to react-admin's
 * `HttpError(message, status, body)` with `body.errors` (field → messages). No answer → status 0 with `body.kind` 'network'
 * or 'timeout'. A cancellation by the caller's signal rethrows an `AbortError` DOMException.
 */
export const createHttpClient = ({
  getToken,
  getLanguage,
  timeoutMs = REQUEST_TIMEOUT_MS,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: HttpClientOptions = {}): HttpClient => {
  return async (url, { json, onChunk, readOnly, signal: callerSignal, ...init } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const body = json === undefined ? init.body : JSON.stringify(json);
    if (typeof body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const language = getLanguage?.();
    if (language && LANGUAGE_TAG.test(language) && !headers.has('Accept-Language')) {
      headers.set('Accept-Language', language);
    }
    // A start-up's first data may have been asked already, before the console loaded (issue 16).
    const method = (init.method ?? 'GET').toUpperCase();
    // Only what reads is ever sent again: never a change, even if one came before a first render.
    const replayable = (method === 'GET' || readOnly === true) && !onChunk;
    const asked = replayable &&
      (body === undefined || typeof body === 'string') && {
        method,
        url,
        body: body ?? undefined,
        language: headers.get('Accept-Language') ?? undefined,
      };
    if (asked) recordRequest(asked);
    const early = asked ? takeStartAnswer(asked) : undefined;
    const token = await getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    if (callerSignal?.aborted) throw abortError();
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    restartTimer();
    const forwardAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort);

    const send = () => fetchImpl(url, { ...init, body, headers, signal: controller.signal });
    let response: Response;
    let text: string;
    try {
      // The early answer stands unless refused (it carried the stored token) or lost.
      response = early
        ? await early.then(
            (answer) => (answer.status === 401 || answer.status === 403 ? send() : answer),
            send,
          )
        : await send();
      text =
        onChunk && response.ok && response.body
          ? await readStreaming(response, (chunk) => {
              restartTimer();
              onChunk(chunk, response.headers);
            })
          : await response.text();
    } catch (error) {
      if (timedOut) throw timeoutError(timeoutMs);
      if (callerSignal?.aborted) throw abortError();
      throw networkError(error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }

    const parsed = parseJson(text);
    if (response.status < 200 || response.status >= 300) {
      throw statusError(response.status, response.statusText, parsed, text);
    }
    return { status: response.status, headers: response.headers, body: text, json: parsed };
  };
};
