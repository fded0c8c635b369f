import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { HttpRequestSpec, Resource, WholeListEndpoint } from '../shared/declarations/types';
import { buildUrl, type HttpClient } from '../shared/http';
import { applyListQuery, toFieldFilters, type MatchMode } from '../shared/listEngine';
import { createListCache, withSignal } from './listCache';

export interface WholeListProviderOptions {
  resource: Resource;
  endpoint: WholeListEndpoint;
  /** The service's base URL (runtime configuration). */
  baseUrl: string;
  httpClient: HttpClient;
  /** How long a fetched whole list answers later getList calls (default 10 s). */
  cacheMs?: number;
}

type Params<Method extends keyof DataProvider> = Parameters<DataProvider[Method]>[1];

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

const asList = (json: unknown): Record<string, unknown>[] => {
  if (Array.isArray(json)) return json;
  const data = (json as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  throw new Error('A whole-list service answered something other than a list');
};

const isObject = (json: unknown): json is Record<string, unknown> =>
  json !== null && typeof json === 'object' && !Array.isArray(json);

/**
 * The adapter of a service that returns whole lists: exactly the declared calls, then filtering,
 * sorting and paging on the client with the list engine. Filter keys in `serverFilters` go to the
 * service (through `list(filter)`) and are not re-applied.
 */
export const createWholeListProvider = ({
  resource,
  endpoint,
  baseUrl,
  httpClient,
  cacheMs = 10000,
}: WholeListProviderOptions): DataProvider => {
  const cache = createListCache<RaRecord[]>(cacheMs);
  const parse = (raw: Record<string, unknown>): RaRecord =>
    endpoint.parse ? endpoint.parse(raw) : (raw as RaRecord);
  const modes: Record<string, MatchMode> = {};
  for (const field of resource.fields) if (field.filter) modes[field.source] = field.filter;
  const searchFields = resource.fields.filter((field) => field.search).map((field) => field.source);

  const send = (spec: HttpRequestSpec, signal?: AbortSignal) =>
    httpClient(buildUrl(baseUrl, spec.path, spec.query), {
      method: spec.method ?? 'GET',
      json: spec.body,
      signal,
    });

  const listKey = (spec: HttpRequestSpec) =>
    JSON.stringify([spec.method ?? 'GET', buildUrl(baseUrl, spec.path, spec.query), spec.body]);

  /** `maxAgeMs`: how old a cached list may be (a list polled for changes wants a fresh one). */
  const fetchList = (filter: Record<string, unknown>, signal?: AbortSignal, maxAgeMs?: number) => {
    const spec = endpoint.list(filter);
    const load = () => send(spec).then(({ json }) => asList(json).map(parse));
    return withSignal(cache.get(listKey(spec), load, maxAgeMs), signal);
  };

  /** A list query's page of the records fetched already. */
  const pageOf = (records: RaRecord[], params: Params<'getList'>) => {
    const { filters, q } = toFieldFilters(params.filter ?? {}, {
      modes,
      skip: endpoint.serverFilters,
    });
    return applyListQuery(records, {
      filters,
      q,
      searchFields,
      sort: params.sort,
      pagination: params.pagination,
    });
  };

  /** Records of the lists fetched by recent list queries. */
  const cachedRecords = async (): Promise<RaRecord[]> => (await cache.values()).flat();

  const missing = (operation: string) =>
    new Error(`Resource "${resource.name}" declares no ${operation} call`);

  const mutate = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } finally {
      cache.clear();
    }
  };

  const getList = async (_name: string, params: Params<'getList'>) => {
    const filter = params.filter ?? {};
    const maxAge: unknown = params.meta?.maxAgeMs;
    const records = await fetchList(
      filter,
      params.signal,
      typeof maxAge === 'number' ? maxAge : undefined,
    );
    return pageOf(records, params);
  };

  /** getList's answer when its whole list has arrived already (none for a polled list). */
  const peekList = (_name: string, params: Params<'getList'>) => {
    if (params.meta?.maxAgeMs !== undefined) return undefined;
    const records = cache.peek(listKey(endpoint.list(params.filter ?? {})));
    return records && pageOf(records, params);
  };

  const update = async (id: Identifier, data: Partial<RaRecord>, previous: RaRecord) => {
    if (!endpoint.update) throw missing('update');
    const { json } = await send(endpoint.update(id, data, previous));
    return { ...previous, ...data, ...(isObject(json) ? parse(json) : {}), id } as RaRecord;
  };

  const provider = {
    getList,
    peekList,

    getOne: async (_name: string, { id, signal }: Params<'getOne'>) => {
      if (endpoint.one) {
        const { json } = await send(endpoint.one(id), signal);
        return { data: parse(json) };
      }
      const find = (list: RaRecord[]) => list.find((item) => sameId(item.id, id));
      const record = find(await cachedRecords()) ?? find(await fetchList({}, signal));
      if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404, { errors: {} });
      return { data: record };
    },

    getMany: async (_name: string, { ids, signal }: Params<'getMany'>) => {
      let known = await cachedRecords();
      const one = endpoint.one;
      const isKnown = (id: Identifier) => known.some((item) => sameId(item.id, id));
      if (!one && !ids.every(isKnown)) known = known.concat(await fetchList({}, signal));
      const data = await Promise.all(
        ids.map(async (id) => {
          const record = known.find((item) => sameId(item.id, id));
          return record ?? (one ? parse((await send(one(id), signal)).json) : undefined);
        }),
      );
      return { data: data.filter((record): record is RaRecord => record !== undefined) };
    },

    getManyReference: (
      name: string,
      { target, id, filter, ...params }: Params<'getManyReference'>,
    ) => getList(name, { ...params, filter: { ...filter, [`${target}@equals`]: id } }),

    create: (_name: string, { data }: Params<'create'>) =>
      mutate(async () => {
        if (!endpoint.create) throw missing('create');
        const { json } = await send(endpoint.create(data));
        // The service answers the new id (POST corpuses → 42) or the created record.
        if (typeof json === 'number' || typeof json === 'string')
          return { data: { ...data, id: json } };
        if (isObject(json)) return { data: { ...data, ...parse(json) } as RaRecord };
        throw new Error(`Resource "${resource.name}": the create call answered no id`);
      }),

    update: (_name: string, { id, data, previousData }: Params<'update'>) =>
      mutate(async () => ({ data: await update(id, data, previousData) })),

    updateMany: (_name: string, { ids, data }: Params<'updateMany'>) =>
      mutate(async () => {
        const known = await cachedRecords();
        await Promise.all(
          ids.map((id) => update(id, data, known.find((item) => sameId(item.id, id)) ?? { id })),
        );
        return { data: ids };
      }),

    delete: (_name: string, { id, previousData }: Params<'delete'>) =>
      mutate(async () => {
        if (!endpoint.delete) throw missing('delete');
        await send(endpoint.delete(id));
        return { data: (previousData ?? { id }) as RaRecord };
      }),

    deleteMany: (_name: string, { ids }: Params<'deleteMany'>) =>
      mutate(async () => {
        const remove = endpoint.delete;
        if (!remove) throw missing('delete');
        await Promise.all(ids.map((id) => send(remove(id))));
        return { data: ids };
      }),
  };
  // The methods answer RaRecord; DataProvider's are generic in the caller's record type.
  return provider as DataProvider;
};
