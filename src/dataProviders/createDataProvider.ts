import { combineDataProviders, type DataProvider } from 'react-admin';
import type {
  DownloadRequest,
  ServiceDataProvider,
  ServiceRequest,
} from '../shared/declarations/serviceRequest';
import type { Resource } from '../shared/declarations/types';
import { buildUrl, type HttpClient } from '../shared/http';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { keepingPrefetched } from './prefetchedAnswers';
import { createServerPagedProvider } from './serverPagedProvider';
import { createSimpleRestProvider } from './simpleRestProvider';
import { createWholeListProvider } from './wholeListProvider';

export interface DataProviderOptions {
  resources: readonly Resource[];
  config: Pick<RuntimeConfig, 'services'>;
  httpClient: HttpClient;
  /** Life of the whole-list cache (default 10 s). */
  listCacheMs?: number;
}

/** Every method rejects with `error` (an unknown resource, a service without URL). */
const failingProvider = (error: Error): DataProvider =>
  new Proxy({} as DataProvider, {
    // Nothing to read at once (peekList): the list's own request then fails with `error`.
    get: (_target, property) => (property === 'peekList' ? undefined : () => Promise.reject(error)),
  });

/** What makes two service requests the same: service, method, path, query and body. */
const requestKey = ({ service, method, path, query, body }: ServiceRequest) =>
  JSON.stringify([service, method ?? 'GET', path, query ?? {}, body ?? null]);

/**
 * The composite data provider: each resource goes to the adapter of its declaration's `data`
 * (`wholeList` → exact declared calls + client-side list engine; `simpleRest` →
 * ra-data-simple-rest; `serverPaged` → one declared request per page), all over the one HTTP
 * client. Adapters are built on first use.
 */
export const createDataProvider = ({
  resources,
  config,
  httpClient,
  listCacheMs,
}: DataProviderOptions): ServiceDataProvider => {
  const declarations = new Map(resources.map((resource) => [resource.name, resource]));
  const adapters = new Map<string, DataProvider>();

  const build = (name: string): DataProvider => {
    const resource = declarations.get(name);
    if (!resource) {
      return failingProvider(new Error(`Unknown resource "${name}": no declaration routes it`));
    }
    const { data } = resource;
    const baseUrl = config.services[data.service];
    if (!baseUrl) {
      return failingProvider(
        new Error(`Resource "${name}": no URL for service "${data.service}" in the runtime config`),
      );
    }
    switch (data.shape) {
      case 'wholeList':
        return createWholeListProvider({
          resource,
          endpoint: data,
          baseUrl,
          httpClient,
          cacheMs: listCacheMs,
        });
      case 'serverPaged':
        return createServerPagedProvider({ resource, endpoint: data, baseUrl, httpClient });
      default:
        return createSimpleRestProvider(data, baseUrl, httpClient);
    }
  };

  const adapterOf = (name: string) => {
    const adapter = adapters.get(name) ?? build(name);
    adapters.set(name, adapter);
    return adapter;
  };
  const combined = combineDataProviders(adapterOf);
  const peekList: ServiceDataProvider['peekList'] = (name, params) => {
    // The whole-list adapter, and the others' prefetched pages, answer without a request.
    const { peekList: peek } = adapterOf(name) as Partial<ServiceDataProvider>;
    return typeof peek === 'function' ? peek(name, params) : undefined;
  };
  const send = async ({ service, method, path, query, body, signal, prefetch }: ServiceRequest) => {
    const baseUrl = config.services[service];
    if (!baseUrl) throw new Error(`No URL for service "${service}" in the runtime config`);
    const response = await httpClient(buildUrl(baseUrl, path, query), {
      method: method ?? 'GET',
      json: body,
      signal,
      // What may be prefetched only reads (a dashboard's aggregations).
      readOnly: prefetch === true,
    });
    return (response.json ?? response.body) as unknown;
  };
  // A request marked `prefetch` (start-up: what a page asks once its first page has arrived) is
  // handed to the page's identical request.
  const requests = keepingPrefetched(send, requestKey, (spec) => Boolean(spec.prefetch));
  const request = <T>(spec: ServiceRequest) => requests.call(spec) as Promise<T>;
  const peekRequest = (spec: ServiceRequest) => requests.peek(spec);
  const download = async ({
    service,
    method,
    path,
    query,
    body,
    signal,
    onProgress,
  }: DownloadRequest) => {
    const baseUrl = config.services[service];
    if (!baseUrl) throw new Error(`No URL for service "${service}" in the runtime config`);
    let bytes = 0;
    let lines = 0;
    let type: string | undefined;
    let disposition: string | undefined;
    // The file is built from the bytes received: the client's text body would garble a binary
    // file (a ZIP archive).
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    await httpClient(buildUrl(baseUrl, path, query), {
      method: method ?? 'GET',
      json: body,
      signal,
      headers: { Accept: '*/*' },
      onChunk: (chunk, headers) => {
        chunks.push(new Uint8Array(chunk));
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
        type ??= headers.get('content-type') ?? undefined;
        disposition ??= headers.get('content-disposition') ?? undefined;
        onProgress?.({ bytes, lines, headers });
      },
    });
    const filename = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
    return {
      blob: new Blob(chunks, { type: type ?? 'application/octet-stream' }),
      filename,
    };
  };
  // combineDataProviders' Proxy answers every property with a function, so react-admin would never
  // see `supportAbortSignal === true` (stack notes, gotcha 14): answer it here, and add `request`.
  return new Proxy(combined, {
    get: (target, property, receiver) => {
      if (property === 'supportAbortSignal') return true;
      if (property === 'request') return request;
      if (property === 'download') return download;
      if (property === 'peekList') return peekList;
      if (property === 'peekRequest') return peekRequest;
      return Reflect.get(target, property, receiver);
    },
  }) as ServiceDataProvider;
};
