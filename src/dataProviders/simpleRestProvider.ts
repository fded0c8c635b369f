import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetManyReferenceParams } from 'react-admin';
import type { SimpleRestEndpoint } from '../shared/declarations/types';
import type { HttpClient } from '../shared/http';
import { keepingPrefetchedPages } from './prefetchedAnswers';

/** What makes two list requests the same page (the signal and the prefetch mark aside). */
const pageKey = ({ pagination, sort, filter }: GetListParams) =>
  JSON.stringify([pagination?.page, pagination?.perPage, sort?.field, sort?.order, filter ?? {}]);

/**
 * ra-data-simple-rest for a service following its conventions, over the shared HTTP client, at
 * `<service URL><path>`: the react-admin resource name (`config/clients`) is replaced by the
 * declared path (`clients`), so ra-data-simple-rest builds `<service URL>clients/7`. List filters
 * go through the declared `filter` (e.g. the section's `language` → the service's `lang`). A page
 * prefetched at start-up (the declared `firstPage`) is handed over (keepingPrefetchedPages).
 */
export const createSimpleRestProvider = (
  endpoint: SimpleRestEndpoint,
  baseUrl: string,
  httpClient: HttpClient,
): DataProvider => {
  const base = simpleRestProvider(baseUrl.replace(/\/+$/, ''), httpClient);
  const path = endpoint.path.replace(/^\/+|\/+$/g, '');
  const toService = endpoint.filter ?? ((filter: Record<string, unknown>) => filter);
  const renamed = Object.fromEntries(
    Object.entries(base).map(([method, call]) => [
      method,
      (_resource: string, ...params: unknown[]) => call(path, ...params),
    ]),
  ) as DataProvider;
  const pages = keepingPrefetchedPages(
    (params) => base.getList(path, { ...params, filter: toService(params.filter ?? {}) }),
    pageKey,
  );
  return {
    ...renamed,
    getList: (_resource, params: GetListParams) => pages.getList(params),
    peekList: (_resource: string, params: GetListParams) => pages.peekList(params),
    getManyReference: (_resource, params: GetManyReferenceParams) =>
      base.getManyReference(path, { ...params, filter: toService(params.filter ?? {}) }),
  };
};
