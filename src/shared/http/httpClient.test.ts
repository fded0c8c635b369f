import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from './buildUrl';
import { createHttpClient, REQUEST_TIMEOUT_MS } from './httpClient';
import {
  fieldErrorsOf,
  submissionErrorsOf,
  isClientError,
  isNetworkError,
  isRequestError,
  isTimeoutError,
} from './httpErrors';

const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that never answers, and rejects like the browser's when its signal aborts. */
const hangingFetch = () =>
  vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        );
      }),
  );

const caught = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

afterEach(() => vi.useRealTimers());

describe('createHttpClient', () => {
  it('sends the bearer token from the token getter, fetched before every request', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { ok: true }));
    const getToken = vi.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    const http = createHttpClient({ fetch, getToken });
    await http('https://api.test/a');
    await http('https://api.test/b');
    const headers = fetch.mock.calls.map(
      (call) => (call as unknown as [string, RequestInit])[1].headers as Headers,
    );
    expect(headers[0].get('Authorization')).toBe('Bearer token-1');
    expect(headers[1].get('Authorization')).toBe('Bearer token-2');
    expect(headers[0].get('Accept')).toBe('application/json');
  });

  it('sends the current UI language as Accept-Language on every request', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    let language = 'fr';
    const http = createHttpClient({ fetch, getLanguage: () => language });
    await http('https://api.test/a');
    language = 'en';
    await http('https://api.test/b', { method: 'POST', json: { label: 'x' } });
    const sent = fetch.mock.calls.map((call) =>
      ((call as unknown as [string, RequestInit])[1].headers as Headers).get('Accept-Language'),
    );
    expect(sent).toEqual(['fr', 'en']);
  });

  it('sends no Accept-Language without a language, or with one that is not a language tag', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    await createHttpClient({ fetch })('https://api.test/a');
    await createHttpClient({ fetch, getLanguage: () => undefined })('https://api.test/b');
    await createHttpClient({ fetch, getLanguage: () => 'fr\r\nX-Evil: 1' })('https://api.test/c');
    for (const call of fetch.mock.calls) {
      const [, init] = call as unknown as [string, RequestInit];
      expect((init.headers as Headers).has('Accept-Language')).toBe(false);
    }
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    await createHttpClient({ fetch, getToken: () => undefined })('https://api.test/a');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Headers).has('Authorization')).toBe(false);
  });

  it('sends JSON bodies with their content type and parses JSON answers', async () => {
    const fetch = vi.fn(async () => jsonResponse(201, 42));
    const http = createHttpClient({ fetch });
    const response = await http('https://api.test/corpuses', {
      method: 'POST',
      json: { label: 'x', sentences: ['a'] },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/corpuses');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"label":"x","sentences":["a"]}');
    expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
    expect(response).toMatchObject({ status: 201, json: 42, body: '42' });
  });

  it('keeps string bodies and explicit content types (ra-data-simple-rest style)', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const http = createHttpClient({ fetch });
    const response = await http('https://api.test/x/1', {
      method: 'DELETE',
      headers: new Headers({ 'Content-Type': 'text/plain', Range: 'x=0-9' }),
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Headers).get('Content-Type')).toBe('text/plain');
    expect((init.headers as Headers).get('Range')).toBe('x=0-9');
    expect(response.json).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('turns a 4xx answer into an HttpError with the message and body.errors', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, { message: 'Invalid body', errors: { label: ['Required'], lang: 'Bad' } }),
    );
    const error = await caught(createHttpClient({ fetch })('https://api.test/a'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Invalid body',
      status: 400,
      body: { message: 'Invalid body', errors: { label: ['Required'], lang: ['Bad'] } },
    });
    expect(isClientError(error)).toBe(true);
    expect(fieldErrorsOf(error)).toEqual({ label: ['Required'], lang: ['Bad'] });
    expect(submissionErrorsOf(error)).toEqual({ label: 'Required', lang: 'Bad' });
  });

  it('uses the status text when the error answer has no message, and keeps a text body', async () => {
    const fetch = vi.fn(
      async () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await caught(createHttpClient({ fetch })('https://api.test/a'));
    expect(error).toMatchObject({
      message: 'Bad Gateway',
      status: 502,
      body: { message: 'upstream down', errors: {} },
    });
    expect(isClientError(error)).toBe(false);
    expect(isRequestError(error)).toBe(true);
  });

  it('reports a network failure as status 0, kind network', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(createHttpClient({ fetch })('https://api.test/a'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'Network error' });
    expect(isNetworkError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('times out after 60 000 ms by default', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const result = caught(createHttpClient({ fetch })('https://api.test/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(isTimeoutError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
    expect(error).toMatchObject({ status: 0, message: 'No answer within 60000 ms' });
  });

  it("honours the caller's signal with an AbortError, not a network error", async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const result = caught(
      createHttpClient({ fetch })('https://api.test/a', { signal: controller.signal }),
    );
    await Promise.resolve();
    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('does not call fetch when the signal is already aborted', async () => {
    const fetch = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const error = await caught(
      createHttpClient({ fetch })('https://api.test/a', { signal: controller.signal }),
    );
    expect((error as DOMException).name).toBe('AbortError');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('submissionErrorsOf', () => {
  it('gives one message per input, list items under their list, nothing without field errors', () => {
    const error = new HttpError('Invalid body', 400, {
      errors: { 'aliases.0': ['Taken'], 'aliases.2': ['Too long'], label: ['Required', 'Short'] },
    });
    expect(submissionErrorsOf(error)).toEqual({
      aliases: 'Taken Too long',
      label: 'Required Short',
    });
    expect(submissionErrorsOf(new HttpError('Boom', 500, { errors: {} }))).toBeUndefined();
    expect(submissionErrorsOf(new Error('not a request'))).toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('joins base and path with one slash and leaves out undefined query values', () => {
    expect(buildUrl('https://h/api/', 'corpuses', { lang: 'fr', x: undefined })).toBe(
      'https://h/api/corpuses?lang=fr',
    );
    expect(buildUrl('https://h/api/', '/corpuses/7')).toBe('https://h/api/corpuses/7');
    expect(buildUrl('https://h/api/', 'dictionaries?x=1', { is_latest: true })).toBe(
      'https://h/api/dictionaries?x=1&is_latest=true',
    );
    expect(buildUrl('https://h/api/', 'a', { q: 'a b&c' })).toBe('https://h/api/a?q=a+b%26c');
  });
});
