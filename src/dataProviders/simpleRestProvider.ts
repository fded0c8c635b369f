import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetManyReferenceParams } from 'react-admin';
import type { SimpleRestEndpoint } from '../shared/declarations/types';
import type { HttpClient } from '../shared/http';

/**
 * ra-data-simple-rest for a service following its conventions, over the shared HTTP client, at
 * `<service URL><path>`: the react-admin resource name (`config/clients`) is replaced by the
 * declared path (`clients`), so ra-data-simple-rest builds `<service URL>clients/7`. List filters
 * go through the declared `filter` (e.g. the section's `language` → the service's `lang`).
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
  return {
    ...renamed,
    getList: (_resource, params: GetListParams) =>
      base.getList(path, { ...params, filter: toService(params.filter ?? {}) }),
    getManyReference: (_resource, params: GetManyReferenceParams) =>
      base.getManyReference(path, { ...params, filter: toService(params.filter ?? {}) }),
  };
};
