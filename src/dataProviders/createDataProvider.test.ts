import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineResource, type Resource } from '../shared/declarations/types';
import type { HttpClient, HttpRequestOptions, HttpResponse } from '../shared/http';
import type { ServiceName } from '../../contracts/runtimeConfig';
import { createDataProvider } from './createDataProvider';

const corpuses = defineResource({
  section: 'lmfactory',
  path: 'corpuses',
  order: 1,
  role: 'app.lm_factory.corpuses',
  data: {
    shape: 'wholeList',
    service: 'lmFactory',
    list: (filter) => ({
      path: 'corpuses',
      query: { lang: filter.language as string | undefined },
    }),
    serverFilters: ['language'],
    one: (id) => ({ path: `corpuses/${id}` }),
    create: (data) => ({
      method: 'POST',
      path: 'corpuses',
      body: {
        description: data.description,
        label: data.label,
        lang: data.lang,
        sentences: data.sentences,
      },
    }),
    delete: (id) => ({ method: 'DELETE', path: `/corpuses/${id}` }),
  },
  fields: [
    { source: 'label', type: 'text', search: true, filter: 'contains' },
    { source: 'description', type: 'longText' },
    { source: 'status', type: 'text', filter: 'equals' },
  ],
});

const tags = defineResource({
  section: 'moriarty',
  path: 'tags',
  order: 1,
  role: 'app.moriarty.tags',
  data: {
    shape: 'wholeList',
    service: 'moriarty',
    list: (filter) => ({ path: '/tags', query: { lang: filter.language as string | undefined } }),
    serverFilters: ['language'],
    update: (id, data) => ({ method: 'PATCH', path: `/tags/${id}`, body: { label: data.label } }),
    parse: (raw) => ({ ...raw, id: raw.id as number, label: String(raw.label).trim() }),
  },
  fields: [{ source: 'label', type: 'text' }],
});

const clients = defineResource({
  section: 'config',
  path: 'clients',
  order: 1,
  role: 'app.config.client',
  data: { shape: 'simpleRest', service: 'config', path: '/clients/' },
  fields: [],
});

const services = {
  lmFactory: 'https://platform.test/services/lm-factory/api/',
  moriarty: 'https://platform.test/services/moriarty/api/',
  config: 'https://platform.test/services/config/api/',
} as Record<ServiceName, string>;

const corpusList = [
  { id: 1, label: 'Billing FR', description: 'a', status: 'available', lang: 'fr' },
  { id: 2, label: 'delivery', description: 'b', status: 'archived', lang: 'fr' },
  { id: 3, label: 'billing 2', description: 'c', status: 'available', lang: 'fr' },
];

type Call = [url: string, options: HttpRequestOptions | undefined];

const setup = (
  answer: (url: string, options?: HttpRequestOptions) => unknown,
  resources: Resource[] = [corpuses, tags, clients],
) => {
  const http = vi.fn<HttpClient>(async (url, options) => {
    const result = answer(url, options);
    if (result instanceof Error) throw result;
    const response = result as Partial<HttpResponse>;
    return { status: 200, headers: new Headers(), body: '', json: undefined, ...response };
  });
  const dataProvider = createDataProvider({
    resources,
    config: { services },
    httpClient: http,
  });
  const calls = () =>
    http.mock.calls.map(([url, options]): [string, string, unknown] => [
      (options?.method ?? 'GET') as string,
      url,
      options?.json,
    ]);
  return { http, dataProvider, calls };
};

const listParams = (overrides: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('createDataProvider — wholeList', () => {
  it('calls exactly the declared list request with the server filters', async () => {
    const { dataProvider, calls } = setup(() => ({ json: corpusList }));
    const result = await dataProvider.getList(
      'lmfactory/corpuses',
      listParams({ filter: { language: 'fr' } }),
    );
    expect(calls()).toEqual([
      ['GET', 'https://platform.test/services/lm-factory/api/corpuses?lang=fr', undefined],
    ]);
    expect(result).toEqual({ data: corpusList, total: 3 });
  });

  it('filters (declared modes, explicit modes, q), sorts and pages on the client', async () => {
    const { dataProvider } = setup(() => ({ json: corpusList }));
    const byLabel = await dataProvider.getList(
      'lmfactory/corpuses',
      listParams({
        filter: { language: 'fr', label: 'BILL' },
        sort: { field: 'label', order: 'DESC' },
      }),
    );
    expect(byLabel.data.map((r) => r.id)).toEqual([1, 3]);
    const searched = await dataProvider.getList(
      'lmfactory/corpuses',
      listParams({ filter: { language: 'fr', q: 'deliv', 'status@notEquals': 'available' } }),
    );
    expect(searched.data.map((r) => r.id)).toEqual([2]);
    const paged = await dataProvider.getList(
      'lmfactory/corpuses',
      listParams({ filter: { language: 'fr' }, pagination: { page: 2, perPage: 2 } }),
    );
    expect(paged).toEqual({ data: [corpusList[2]], total: 3 });
  });

  it('reads a page of a whole list that has arrived at once (peekList), without a request', async () => {
    const { dataProvider, http } = setup(() => ({ json: corpusList }));
    const french = listParams({ filter: { language: 'fr' }, pagination: { page: 2, perPage: 2 } });
    expect(dataProvider.peekList('lmfactory/corpuses', french)).toBeUndefined();
    const asked = dataProvider.getList('lmfactory/corpuses', french);
    expect(dataProvider.peekList('lmfactory/corpuses', french)).toBeUndefined(); // on its way
    const answer = await asked;
    expect(dataProvider.peekList('lmfactory/corpuses', french)).toEqual(answer);
    expect(
      dataProvider.peekList('lmfactory/corpuses', listParams({ filter: { language: 'en' } })),
    ).toBeUndefined();
    // A polled list wants a fresh one; a simpleRest list or an unknown resource has none to read.
    expect(
      dataProvider.peekList('lmfactory/corpuses', { ...french, meta: { maxAgeMs: 1000 } }),
    ).toBeUndefined();
    expect(dataProvider.peekList('config/clients', listParams())).toBeUndefined();
    expect(dataProvider.peekList('nowhere', listParams())).toBeUndefined();
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('fetches a whole list once per server query while the cache is fresh', async () => {
    vi.useFakeTimers();
    const { dataProvider, calls } = setup(() => ({ json: corpusList }));
    for (const label of ['b', 'bi', 'bil']) {
      await dataProvider.getList(
        'lmfactory/corpuses',
        listParams({ filter: { language: 'fr', label } }),
      );
    }
    await dataProvider.getList('lmfactory/corpuses', listParams({ filter: { language: 'en' } }));
    expect(calls().map(([, url]) => url)).toEqual([
      'https://platform.test/services/lm-factory/api/corpuses?lang=fr',
      'https://platform.test/services/lm-factory/api/corpuses?lang=en',
    ]);
    vi.advanceTimersByTime(10001);
    await dataProvider.getList('lmfactory/corpuses', listParams({ filter: { language: 'fr' } }));
    expect(calls()).toHaveLength(3);
  });

  it('asks again when the cached list is older than the caller allows (meta.maxAgeMs)', async () => {
    vi.useFakeTimers();
    const { dataProvider, calls } = setup(() => ({ json: corpusList }));
    const polled = () =>
      dataProvider.getList(
        'lmfactory/corpuses',
        listParams({ filter: { language: 'fr' }, meta: { maxAgeMs: 1000 } }),
      );
    await polled();
    vi.advanceTimersByTime(500);
    await polled();
    expect(calls()).toHaveLength(1);
    vi.advanceTimersByTime(501);
    await polled();
    expect(calls()).toHaveLength(2);
  });

  it('invalidates the cache after a mutation of the resource (even a failed one)', async () => {
    let fail = false;
    const { dataProvider, calls } = setup((_url, options) => {
      if (options?.method === 'DELETE') return fail ? new Error('boom') : { json: undefined };
      return { json: corpusList };
    });
    const list = () =>
      dataProvider.getList('lmfactory/corpuses', listParams({ filter: { language: 'fr' } }));
    await list();
    await dataProvider.delete('lmfactory/corpuses', { id: 2, previousData: corpusList[1] });
    await list();
    fail = true;
    await expect(dataProvider.delete('lmfactory/corpuses', { id: 2 })).rejects.toThrow('boom');
    await list();
    expect(calls().map(([method, url]) => `${method} ${url}`)).toEqual([
      'GET https://platform.test/services/lm-factory/api/corpuses?lang=fr',
      'DELETE https://platform.test/services/lm-factory/api/corpuses/2',
      'GET https://platform.test/services/lm-factory/api/corpuses?lang=fr',
      'DELETE https://platform.test/services/lm-factory/api/corpuses/2',
      'GET https://platform.test/services/lm-factory/api/corpuses?lang=fr',
    ]);
  });

  it('does not keep a failed list request', async () => {
    let attempt = 0;
    const { dataProvider } = setup(() =>
      ++attempt === 1 ? new Error('down') : { json: corpusList },
    );
    await expect(dataProvider.getList('lmfactory/corpuses', listParams())).rejects.toThrow('down');
    await expect(dataProvider.getList('lmfactory/corpuses', listParams())).resolves.toMatchObject({
      total: 3,
    });
  });

  it('creates with the declared body and answers { ...data, id } when the service answers an id', async () => {
    const { dataProvider, calls } = setup(() => ({ json: 42 }));
    const data = { label: 'New', description: 'd', lang: 'fr', sentences: ['a', 'b'] };
    const result = await dataProvider.create('lmfactory/corpuses', { data });
    expect(calls()).toEqual([
      ['POST', 'https://platform.test/services/lm-factory/api/corpuses', data],
    ]);
    expect(result).toEqual({ data: { ...data, id: 42 } });
  });

  it('answers the created record when the service returns one', async () => {
    const { dataProvider } = setup(() => ({ json: { id: 7, label: 'New', status: 'available' } }));
    const result = await dataProvider.create('lmfactory/corpuses', { data: { label: 'New' } });
    expect(result.data).toEqual({ id: 7, label: 'New', status: 'available' });
  });

  it('reads one record through the declared one(id) call', async () => {
    const { dataProvider, calls } = setup(() => ({ json: corpusList[0] }));
    const result = await dataProvider.getOne('lmfactory/corpuses', { id: '1' });
    expect(calls()).toEqual([
      ['GET', 'https://platform.test/services/lm-factory/api/corpuses/1', undefined],
    ]);
    expect(result.data).toEqual(corpusList[0]);
  });

  it('reads one record from the list (parsed) when no one(id) is declared', async () => {
    const { dataProvider, calls } = setup(() => ({ json: [{ id: 5, label: ' Billing ' }] }));
    const result = await dataProvider.getOne('moriarty/tags', { id: '5' });
    expect(result.data).toEqual({ id: 5, label: 'Billing' });
    expect(calls()).toEqual([
      ['GET', 'https://platform.test/services/moriarty/api/tags', undefined],
    ]);
    await expect(dataProvider.getOne('moriarty/tags', { id: 6 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers getMany from the fetched lists', async () => {
    const { dataProvider, calls } = setup(() => ({ json: corpusList }));
    await dataProvider.getList('lmfactory/corpuses', listParams({ filter: { language: 'fr' } }));
    const result = await dataProvider.getMany('lmfactory/corpuses', { ids: [3, '1'] });
    expect(result.data.map((r) => r.id)).toEqual([3, 1]);
    expect(calls()).toHaveLength(1);
  });

  it('updates through the declared call and merges the answer', async () => {
    const { dataProvider, calls } = setup(() => ({ json: { id: 5, label: 'Renamed ' } }));
    const result = await dataProvider.update('moriarty/tags', {
      id: 5,
      data: { label: 'Renamed' },
      previousData: { id: 5, label: 'Old', lang: 'fr' },
    });
    expect(calls()).toEqual([
      ['PATCH', 'https://platform.test/services/moriarty/api/tags/5', { label: 'Renamed' }],
    ]);
    expect(result.data).toEqual({ id: 5, label: 'Renamed', lang: 'fr' });
  });

  it('rejects an operation the declaration does not have', async () => {
    const { dataProvider } = setup(() => ({}));
    await expect(
      dataProvider.update('lmfactory/corpuses', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toThrow('Resource "lmfactory/corpuses" declares no update call');
  });

  it('lets the caller cancel while the shared request goes on', async () => {
    const { dataProvider } = setup(() => ({ json: corpusList }));
    const controller = new AbortController();
    const aborted = dataProvider.getList('lmfactory/corpuses', {
      ...listParams(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await expect(dataProvider.getList('lmfactory/corpuses', listParams())).resolves.toMatchObject({
      total: 3,
    });
  });
});

describe('createDataProvider — simpleRest', () => {
  it('uses ra-data-simple-rest at the service URL + declared path', async () => {
    const { dataProvider, http } = setup((_url, options) =>
      options?.method === 'PUT'
        ? { json: { id: 7, name: 'B' } }
        : {
            json: [{ id: 7, name: 'A' }],
            headers: new Headers({ 'Content-Range': 'clients 0-0/1' }),
          },
    );
    const list = await dataProvider.getList(
      'config/clients',
      listParams({ filter: { name: 'A' } }),
    );
    expect(list).toEqual({ data: [{ id: 7, name: 'A' }], total: 1 });
    await dataProvider.update('config/clients', {
      id: 7,
      data: { name: 'B' },
      previousData: { id: 7 },
    });
    const [listCall, updateCall] = http.mock.calls as Call[];
    const listUrl = new URL(listCall[0]);
    expect(listUrl.origin + listUrl.pathname).toBe(
      'https://platform.test/services/config/api/clients',
    );
    expect(Object.fromEntries(listUrl.searchParams)).toEqual({
      filter: '{"name":"A"}',
      range: '[0,24]',
      sort: '["id","ASC"]',
    });
    expect((listCall[1]?.headers as Headers).get('Range')).toBe('clients=0-24');
    expect(updateCall[0]).toBe('https://platform.test/services/config/api/clients/7');
    expect(updateCall[1]).toMatchObject({ method: 'PUT', body: '{"name":"B"}' });
  });

  it('sends the list filter through the declared `filter` (language → the service’s lang)', async () => {
    const labels = defineResource({
      ...clients,
      path: 'labels',
      data: {
        shape: 'simpleRest',
        service: 'config',
        path: 'labels',
        filter: ({ language, ...rest }) => ({ ...rest, ...(language ? { lang: language } : {}) }),
      },
    });
    const { dataProvider, http } = setup(
      () => ({ json: [], headers: new Headers({ 'Content-Range': 'labels */0' }) }),
      [labels],
    );
    await expect(
      dataProvider.getList('config/labels', listParams({ filter: { language: 'fr', q: 'x' } })),
    ).resolves.toEqual({ data: [], total: 0 });
    const [[url]] = http.mock.calls as Call[];
    expect(new URL(url).searchParams.get('filter')).toBe('{"q":"x","lang":"fr"}');
  });
});

describe('createDataProvider — simpleRest, a page prefetched at start-up', () => {
  const clientPage = () => ({
    json: [{ id: 7, name: 'A' }],
    headers: new Headers({ 'Content-Range': 'clients 0-0/1' }),
  });

  it('is handed to the view asking the same page: one request, read at once once arrived', async () => {
    const { dataProvider, http } = setup(clientPage);
    const prefetched = dataProvider.getList(
      'config/clients',
      listParams({ meta: { prefetch: true } }),
    );
    await prefetched;
    expect(dataProvider.peekList('config/clients', listParams())).toEqual({
      data: [{ id: 7, name: 'A' }],
      total: 1,
    });
    // Read once: a refresh of the page asks the service again.
    expect(dataProvider.peekList('config/clients', listParams())).toBeUndefined();
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('answers the first identical getList from the prefetch, and no other page', async () => {
    const { dataProvider, http } = setup(clientPage);
    void dataProvider.getList('config/clients', listParams({ meta: { prefetch: true } }));
    await dataProvider.getList('config/clients', listParams());
    expect(http).toHaveBeenCalledTimes(1);
    await dataProvider.getList(
      'config/clients',
      listParams({ pagination: { page: 2, perPage: 25 } }),
    );
    expect(http).toHaveBeenCalledTimes(2);
  });
});

describe('createDataProvider — routing', () => {
  it('says supportAbortSignal explicitly', () => {
    const { dataProvider } = setup(() => ({}));
    expect(dataProvider.supportAbortSignal).toBe(true);
  });

  it('rejects an unknown resource with a clear error', async () => {
    const { dataProvider, http } = setup(() => ({}));
    await expect(dataProvider.getList('nope/things', listParams())).rejects.toThrow(
      'Unknown resource "nope/things": no declaration routes it',
    );
    expect(http).not.toHaveBeenCalled();
  });

  it('rejects a resource whose service has no URL in the runtime config', async () => {
    const orphan = defineResource({
      ...clients,
      path: 'x',
      data: { shape: 'simpleRest', service: 'ftp', path: 'x' },
    });
    const { dataProvider } = setup(() => ({}), [orphan]);
    await expect(dataProvider.getOne('config/x', { id: 1 })).rejects.toThrow(
      'Resource "config/x": no URL for service "ftp" in the runtime config',
    );
  });
});

describe('createDataProvider — request (calls outside CRUD)', () => {
  it('sends one call to the named service through the shared HTTP client', async () => {
    const { dataProvider, calls } = setup(() => ({ json: { data: [], _total: 3 } }));
    const answer = await dataProvider.request({
      service: 'moriarty',
      method: 'POST',
      path: 'preview/clue',
      query: { lang: 'fr' },
      body: { query: 'résilier' },
    });
    expect(answer).toEqual({ data: [], _total: 3 });
    expect(calls()).toEqual([
      [
        'POST',
        'https://platform.test/services/moriarty/api/preview/clue?lang=fr',
        { query: 'résilier' },
      ],
    ]);
  });

  it('rejects a service the runtime configuration has no URL for', async () => {
    const { dataProvider } = setup(() => ({ json: {} }));
    await expect(dataProvider.request({ service: 'ftp', path: 'accounts' })).rejects.toThrow(
      'No URL for service "ftp"',
    );
  });
});

describe('createDataProvider — a request prefetched at start-up (a dashboard’s figures)', () => {
  const figures = (body: object) => ({
    service: 'moriarty' as const,
    method: 'POST' as const,
    path: 'search/transcription-v2/aggregations',
    body,
  });

  it('is handed to the first identical request, once; another body asks the service', async () => {
    const { dataProvider, http } = setup(() => ({ json: { totals: { calls: 4 } } }));
    void dataProvider.request({ ...figures({ metric: 'calls' }), prefetch: true });
    await expect(dataProvider.request(figures({ metric: 'calls' }))).resolves.toEqual({
      totals: { calls: 4 },
    });
    expect(http).toHaveBeenCalledTimes(1);
    await dataProvider.request(figures({ metric: 'calls' }));
    await dataProvider.request(figures({ metric: 'duration' }));
    expect(http).toHaveBeenCalledTimes(3);
  });

  it('is read at once by peekRequest once arrived, then no more', async () => {
    const { dataProvider, http } = setup(() => ({ json: { totals: { calls: 4 } } }));
    expect(dataProvider.peekRequest(figures({ metric: 'calls' }))).toBeUndefined();
    await dataProvider.request({ ...figures({ metric: 'calls' }), prefetch: true });
    expect(dataProvider.peekRequest(figures({ metric: 'calls' }))).toEqual({
      totals: { calls: 4 },
    });
    expect(dataProvider.peekRequest(figures({ metric: 'calls' }))).toBeUndefined();
    expect(http).toHaveBeenCalledTimes(1);
  });
});
