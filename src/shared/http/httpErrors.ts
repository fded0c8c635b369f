import { HttpError } from 'react-admin';

/** Field name → messages, as every service answers in `errors` (and forms show under inputs). */
export type FieldErrors = Record<string, string[]>;

/** The `body` of every HttpError the HTTP client throws. */
export interface HttpErrorBody {
  message?: string;
  errors: FieldErrors;
  /** Set when no HTTP answer came back (status 0). */
  kind?: 'network' | 'timeout';
  [key: string]: unknown;
}

/** `{ field: 'msg' | ['msg', ...] }` → `{ field: ['msg', ...] }`; anything else → `{}`. */
export const toFieldErrors = (raw: unknown): FieldErrors => {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([field, messages]) => [
      field,
      (Array.isArray(messages) ? messages : [messages]).map(String),
    ]),
  );
};

/** An error from the HTTP client (an answer with an error status, or no answer). */
export const isRequestError = (error: unknown): error is HttpError => error instanceof HttpError;

/** A 4xx answer (a bad request, in spec §8's words). */
export const isClientError = (error: unknown): error is HttpError =>
  isRequestError(error) && error.status >= 400 && error.status < 500;

const kindOf = (error: unknown): unknown =>
  isRequestError(error) ? (error.body as Partial<HttpErrorBody> | null)?.kind : undefined;

/** No answer at all (server unreachable, VPN off, CORS refusal): status 0. */
export const isNetworkError = (error: unknown): error is HttpError =>
  isRequestError(error) && error.status === 0 && kindOf(error) === 'network';

/** No answer within the time-out (60 000 ms): status 0. */
export const isTimeoutError = (error: unknown): error is HttpError =>
  isRequestError(error) && error.status === 0 && kindOf(error) === 'timeout';

/** The field errors of a request error (empty when none). */
export const fieldErrorsOf = (error: unknown): FieldErrors =>
  isRequestError(error) ? toFieldErrors((error.body as Partial<HttpErrorBody> | null)?.errors) : {};

/**
 * A request error's field errors as a form shows them (a form's `onSubmit` returns them): one
 * message per input, the messages of `aliases.0`, `aliases.1`... under `aliases`; undefined when
 * there are none.
 */
export const submissionErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    if (messages.length === 0) continue;
    const input = field.split('.')[0];
    errors[input] = [errors[input], ...messages].filter(Boolean).join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
};

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const timeoutMessage = (ms: number) => `No answer within ${ms} ms`;

export const networkError = (cause: unknown): HttpError =>
  new HttpError(NETWORK_ERROR_MESSAGE, 0, {
    message: cause instanceof Error ? cause.message : NETWORK_ERROR_MESSAGE,
    errors: {},
    kind: 'network',
  } satisfies HttpErrorBody);

export const timeoutError = (ms: number): HttpError =>
  new HttpError(timeoutMessage(ms), 0, {
    message: timeoutMessage(ms),
    errors: {},
    kind: 'timeout',
  } satisfies HttpErrorBody);

/** An error status: the message is the server's `message`, else the status text. */
export const statusError = (status: number, statusText: string, json: unknown, text: string) => {
  const payload =
    json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const message =
    typeof payload.message === 'string' && payload.message !== ''
      ? payload.message
      : statusText || `HTTP ${status}`;
  const body: HttpErrorBody = { ...payload, errors: toFieldErrors(payload.errors) };
  // A non-JSON error page: keep its text for the logs.
  if (typeof body.message !== 'string' && json === undefined && text !== '') body.message = text;
  return new HttpError(message, status, body);
};
