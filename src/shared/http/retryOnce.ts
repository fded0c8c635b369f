import { isClientError } from './httpErrors';

/** react-query `retry` for side reads: once, and never after a 4xx (asking again won't help). */
export const retryOnce = (failures: number, error: Error): boolean =>
  failures < 1 && !isClientError(error);
