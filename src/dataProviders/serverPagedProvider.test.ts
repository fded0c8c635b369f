import type { GetListParams } from 'react-admin';
import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import { defineResource, type Resource } from '../shared/declarations/types';
import type { HttpClient } from '../shared/http';
import { PREFETCH_KEPT_MS } from './prefetchedAnswers';
import { createServerPagedProvider } from './serverPagedProvider';

const declaration = {
  ...defineResource({
    section: 'scribr',
    path: 'calls',
    order: 1,
    role: 'app.scribr.call_list',
    data: {
      shape: 'serverPaged',
      service: 'search',
      filters: [],
      list: ({ page, perPage }) => ({ method: 'POST', path: 'search', body: { page, perPage } }),
      parseList: (answer) => answer as { data: []; total: number },
    },
    fields: [],
  }),
  name: 'scribr/calls',
} as Resource;

const setup = (fail = false) => {
  let served = 0;
  const http = vi.fn<HttpClient>(async () => {
    served += 1;
    if (fail && served === 1) throw new Error('unavailable');
    return {
      status: 200,
      headers: new Headers(),
      body: '',
      json: { data: [{ id: served }], total: 1 },
    };
  });
  const endpoint = declaration.data as Extract<Resource['data'], { shape: 'serverPaged' }>;
  const provider = createServerPagedProvider({
    resource: declaration,
    endpoint,
    baseUrl: 'https://platform.test/search/',
    httpClient: http,
  });
  return { http, provider };
};

const page = (number: number, meta: Record<string, unknown> = {}): GetListParams => ({
  pagination: { page: number, perPage: 25 },
  sort: { field: 'start_time', order: 'DESC' },
  filter: { language: 'fr' },
  meta: { timeZone: 'Europe/Paris', ...meta },
});

afterEach(() => vi.useRealTimers());

// Issue 16: the start-up's request for the first page is the one the page then uses.
describe('server-paged adapter: a prefetched page', () => {
  it('is handed, once, to the first request asking the same page', async () => {
    const { http, provider } = setup();
    const prefetched = await provider.getList('scribr/calls', page(1, { prefetch: true }));
    const asked = await provider.getList('scribr/calls', page(1));
    expect(asked).toBe(prefetched);
    expect(http).toHaveBeenCalledTimes(1);
    await provider.getList('scribr/calls', page(1));
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('is not handed to another page, nor after PREFETCH_KEPT_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { http, provider } = setup();
    await provider.getList('scribr/calls', page(1, { prefetch: true }));
    await provider.getList('scribr/calls', page(2));
    expect(http).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + PREFETCH_KEPT_MS + 1);
    const late = await provider.getList('scribr/calls', page(1));
    expect(late.data).toEqual([{ id: 3 }]);
  });

  it('is asked once however often it is prefetched (a pointer moving over a menu entry)', async () => {
    const { http, provider } = setup();
    await provider.getList('scribr/calls', page(1, { prefetch: true }));
    await provider.getList('scribr/calls', page(1, { prefetch: true }));
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('is read at once once it has arrived (peekList), and handed over then', async () => {
    const { http, provider } = setup();
    const peek = (params: GetListParams) =>
      (provider as unknown as ServiceDataProvider).peekList('scribr/calls', params);
    const prefetch = provider.getList('scribr/calls', page(1, { prefetch: true }));
    expect(peek(page(1))).toBeUndefined();
    const prefetched = await prefetch;
    expect(peek(page(2))).toBeUndefined();
    expect(peek(page(1))).toBe(prefetched);
    // Taken: the next read or request of that page asks the server.
    expect(peek(page(1))).toBeUndefined();
    expect(await provider.getList('scribr/calls', page(1))).not.toBe(prefetched);
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('when it failed, makes the page’s request ask again', async () => {
    const { http, provider } = setup(true);
    const prefetch = provider.getList('scribr/calls', page(1, { prefetch: true }));
    const asked = provider.getList('scribr/calls', page(1));
    await expect(prefetch).rejects.toThrow('unavailable');
    expect((await asked).data).toEqual([{ id: 2 }]);
    expect(http).toHaveBeenCalledTimes(2);
  });
});
