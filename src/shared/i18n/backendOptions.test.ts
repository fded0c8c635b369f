import HttpBackend from 'i18next-http-backend';
import { describe, expect, it, vi } from 'vitest';
import { backendOptions } from './backendOptions';

/** What i18next-http-backend tells i18next for one answer: (error, retry?) or data. */
const readWith = (answer: () => Promise<Response>) =>
  new Promise<{ error: unknown; retryOrData: unknown; url: string }>((resolve) => {
    // i18next-http-backend only uses an alternateFetch that declares its url parameter.
    const alternateFetch = vi.fn((_url: string) => answer());
    const backend = new HttpBackend(undefined, backendOptions({ alternateFetch }));
    backend.read('fr', 'common', (error, retryOrData) =>
      resolve({ error, retryOrData, url: String(alternateFetch.mock.calls[0]) }),
    );
  });

describe('translation loading (spec §8)', () => {
  it('loads /locales/{lng}.json', async () => {
    const { error, retryOrData, url } = await readWith(async () =>
      Response.json({ hello: 'bonjour' }),
    );
    expect(url).toMatch(/^\/locales\/fr\.json/);
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
    const { retryOrData } = await readWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(retryOrData).toBe(true);
  });

  it('fails with "failed parsing … to json" on a file that is not JSON, without retry', async () => {
    const { error, retryOrData } = await readWith(async () => new Response('{ not json'));
    expect(error).toBe('failed parsing /locales/fr.json to json');
    expect(retryOrData).toBe(false);
  });
});
