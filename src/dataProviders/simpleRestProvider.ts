import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { SimpleRestEndpoint } from '../shared/declarations/types';
import type { HttpClient } from '../shared/http';

/**
 * ra-data-simple-rest for a service following its conventions, over the shared HTTP client, at
 * `<service URL><path>`: the react-admin resource name (`config/clients`) is replaced by the
 * declared path (`clients`), so ra-data-simple-rest builds `<service URL>clients/7`.
 */
export const createSimpleRestProvider = (
  endpoint: SimpleRestEndpoint,
  baseUrl: string,
  httpClient: HttpClient,
): DataProvider => {
  const base = simpleRestProvider(baseUrl.replace(/\/+$/, ''), httpClient);
  const path = endpoint.path.replace(/^\/+|\/+$/g, '');
  const renamed = Object.entries(base).map(([method, call]) => [
    method,
    (_resource: string, ...params: unknown[]) => call(path, ...params),
  ]);
  return Object.fromEntries(renamed) as DataProvider;
};
