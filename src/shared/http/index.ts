export { createHttpClient, REQUEST_TIMEOUT_MS } from './httpClient';
export type { HttpClient, HttpClientOptions, HttpRequestOptions, HttpResponse } from './httpClient';
export {
  fieldErrorsOf,
  isClientError,
  isNetworkError,
  isRequestError,
  isTimeoutError,
  submissionErrorsOf,
  toFieldErrors,
} from './httpErrors';
export type { FieldErrors, HttpErrorBody } from './httpErrors';
export { buildUrl } from './buildUrl';
export type { QueryParams } from './buildUrl';
export { loadRuntimeConfig } from './loadRuntimeConfig';
