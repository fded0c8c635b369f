import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec, Resource, ServerPagedEndpoint } from '../shared/declarations/types';
import { buildUrl, type HttpClient } from '../shared/http';
import { filterRequest } from '../shared/serverList/requestParts';
import { keepingPrefetchedPages } from './prefetchedAnswers';

export interface ServerPagedProviderOptions {
  resource: Resource;
  endpoint: ServerPagedEndpoint;
  baseUrl: string;
  httpClient: HttpClient;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What makes two list requests the same page (the signal and the prefetch mark aside). */
const pageKey = ({ pagination, sort, filter, meta }: GetListParams) =>
  JSON.stringify([
    pagination?.page ?? 1,
    pagination?.perPage ?? 25,
    sort?.field,
    sort?.order,
    filter ?? {},
    (meta?.timeZone as string | undefined) ?? null,
  ]);

const unsupported = (resource: Resource, method: string) => () =>
  Promise.reject(new Error(`${resource.name}: ${method} is not offered by its service`));

/**
 * The adapter of a service that pages, sorts and filters itself: react-admin's getList parameters
 * become one declared request — the URL filters' values turned into their request parts with the
 * user's time zone (`meta.timeZone`) — and the answer is parsed by the declaration.
 * A page prefetched at start-up is handed over (keepingPrefetchedPages).
 */
export const createServerPagedProvider = ({
  resource,
  endpoint,
  baseUrl,
  httpClient,
}: ServerPagedProviderOptions): DataProvider => {
  const parse = (raw: Record<string, unknown>): RaRecord =>
    endpoint.parse ? endpoint.parse(raw) : (raw as RaRecord);
  const send = (spec: HttpRequestSpec, signal?: AbortSignal, readOnly = false) =>
    httpClient(buildUrl(baseUrl, spec.path, spec.query), {
      method: spec.method ?? 'GET',
      json: spec.body,
      signal,
      readOnly,
    });
  const getOne = async (id: Identifier, signal?: AbortSignal) => {
    if (!endpoint.one) throw new Error(`${resource.name}: no record endpoint is declared`);
    const { json } = await send(endpoint.one(id), signal);
    return parse(json as Record<string, unknown>);
  };

  const list = async ({
    pagination,
    sort,
    filter,
    meta,
    signal,
  }: GetListParams): Promise<GetListResult> => {
    const timeZone = (meta?.timeZone as string | undefined) ?? browserTimeZone();
    const filters = filterRequest(endpoint.filters, filter ?? {}, { timeZone, now: new Date() });
    const spec = endpoint.list({
      timeZone,
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
      sort: sort ?? { field: 'id', order: 'DESC' },
      filters,
    });
    // A list only reads, even when its search is a POST.
    const { json } = await send(spec, signal, true);
    const { data, total, atLeast } = endpoint.parseList(json);
    return {
      data: data.map((raw) => parse(raw as Record<string, unknown>)),
      total,
      meta: { totalAtLeast: !!atLeast },
    };
  };
  const pages = keepingPrefetchedPages(list, pageKey);

  // The methods answer RaRecord; react-admin's generic signatures ask for the caller's type.
  return {
    getList: (_resource: string, params: GetListParams) => pages.getList(params),
    peekList: (_resource: string, params: GetListParams) => pages.peekList(params),
    getOne: async (_resource, { id, signal }) => ({ data: await getOne(id, signal) }),
    getMany: async (_resource, { ids, signal }) => ({
      data: await Promise.all(ids.map((id) => getOne(id, signal))),
    }),
    getManyReference: unsupported(resource, 'getManyReference'),
    create: unsupported(resource, 'create'),
    update: unsupported(resource, 'update'),
    updateMany: unsupported(resource, 'updateMany'),
    delete: unsupported(resource, 'delete'),
    deleteMany: unsupported(resource, 'deleteMany'),
  } as DataProvider;
};
