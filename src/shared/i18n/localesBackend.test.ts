import type { ReadCallback } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { localesBackend } from './localesBackend';

/** What the backend tells i18next for one answer: (error, retry?) or (null, data). */
const readWith = (answer: () => Promise<Response>, language = 'fr', namespace = 'common') =>
  new Promise<{ error: unknown; retryOrData: unknown; urls: string[] }>((resolve) => {
    const fetch = vi.fn((_url: string) => answer());
    const callback: ReadCallback = (error, retryOrData) =>
      resolve({ error, retryOrData, urls: fetch.mock.calls.map(([url]) => url) });
    localesBackend({ fetch }).read(language, namespace, callback);
  });

describe('translation loading (spec §8)', () => {
  it('loads /locales/{lng}.json', async () => {
    const { error, retryOrData, urls } = await readWith(async () =>
      Response.json({ hello: 'bonjour' }),
    );
    expect(urls).toEqual(['/locales/fr.json']);
    expect(error).toBeNull();
    expect(retryOrData).toEqual({ hello: 'bonjour' });
  });

  it.each([500, 502, 503])('retries after a %i', async (status) => {
    const { error, retryOrData } = await readWith(async () => new Response('', { status }));
    expect(String(error)).toContain(`status code: ${status}`);
    expect(retryOrData).toBe(true);
  });

  it.each([400, 403, 404])('gives up after a %i', async (status) => {
    const { error, retryOrData } = await readWith(async () => new Response('', { status }));
    expect(String(error)).toContain(`status code: ${status}`);
    expect(retryOrData).toBe(false);
  });

  it('retries when no answer came (no status)', async () => {
    const { error, retryOrData } = await readWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(String(error)).toBe('failed loading /locales/fr.json: Failed to fetch');
    expect(retryOrData).toBe(true);
  });

  it('fails with "failed parsing … to json" on a file that is not JSON, without retry', async () => {
    const { error, retryOrData } = await readWith(async () => new Response('{ not json'));
    expect(error).toBe('failed parsing /locales/fr.json to json');
    expect(retryOrData).toBe(false);
  });
});

describe("react-admin's own labels (namespace ra)", () => {
  it('loads the French ones when French is asked for, without a request', async () => {
    const { error, retryOrData, urls } = await readWith(async () => Response.json({}), 'fr', 'ra');
    expect(error).toBeNull();
    expect(urls).toEqual([]);
    expect(retryOrData).toMatchObject({ ra: { action: { save: 'Enregistrer' } } });
  });

  it('has none to load for a language without them', async () => {
    const { retryOrData } = await readWith(async () => Response.json({}), 'de', 'ra');
    expect(retryOrData).toEqual({});
  });
});
