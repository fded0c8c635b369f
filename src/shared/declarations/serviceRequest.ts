import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { useDataProvider } from 'react-admin';
import { useCallback } from 'react';
import type { ServiceName } from '../../../contracts/runtimeConfig';
import type { HttpRequestSpec } from './types';

/** A call outside CRUD (a search, a preview, a configuration update): one service, one request. */
export interface ServiceRequest extends HttpRequestSpec {
  service: ServiceName;
  signal?: AbortSignal;
  /**
   * Asked ahead of the page that needs it (start-up, issue 16): the answer is kept for the first
   * identical request within a few seconds, instead of asked again.
   */
  prefetch?: boolean;
}

/** A file a service streamed (an export). */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, when the service named it. */
  filename?: string;
}

/** How far a streamed download has come. */
export interface DownloadProgress {
  bytes: number;
  /** Line breaks received (rows of a CSV, header included). */
  lines: number;
  headers: Headers;
}

/** A streamed download, reporting its progress as chunks arrive. */
export interface DownloadRequest extends ServiceRequest {
  onProgress?: (progress: DownloadProgress) => void;
}

/** What the composite data provider adds to react-admin's methods. */
export interface ServiceDataProvider extends DataProvider {
  /** Sends the request through the shared HTTP client (bearer token, time-out, HttpError) and
   * resolves with the parsed JSON answer (the raw text when it is not JSON). */
  request: <T = unknown>(request: ServiceRequest) => Promise<T>;
  /** Sends the request and reads the answer as a file while it streams. */
  download: (request: DownloadRequest) => Promise<DownloadedFile>;
  /**
   * getList's answer when it needs no request (a whole list or a prefetched page that has
   * arrived), read at once; undefined otherwise. A prefetched page is handed over then (the list's
   * query holds it: no later request gets it). Start-up hands it to the list's first render.
   */
  peekList: (resource: string, params: GetListParams) => GetListResult | undefined;
  /**
   * A prefetched request's answer once it has arrived, read at once and handed over (else
   * undefined). Read by start-up's immediate answers (answerQueriesAtOnce), on the provider
   * itself: react-admin's useDataProvider refuses a method that does not return a promise.
   */
  peekRequest: (request: ServiceRequest) => unknown;
}

/**
 * The react-query key of a service request's answer (`useQuery({ queryKey:
 * serviceRequestKey(spec), ... })`): a query so keyed is answered at once from a prefetched
 * answer that has arrived (answerQueriesAtOnce), instead of after its first render.
 */
export const serviceRequestKey = ({ service, method, path, query, body }: ServiceRequest) =>
  ['serviceRequest', { service, method, path, query, body }] as const;

/** `const request = useServiceRequest(); await request<Hits>({ service: 'search', ... })`. */
export const useServiceRequest = () => {
  const dataProvider = useDataProvider<ServiceDataProvider>();
  return useCallback(
    <T = unknown>(request: ServiceRequest) => dataProvider.request<T>(request),
    [dataProvider],
  );
};
