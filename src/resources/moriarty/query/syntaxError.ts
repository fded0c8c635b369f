import { fieldErrorsOf, isClientError } from '../../../shared/http';

/** A query syntax error: the service's message and the offending character's index. */
export interface QuerySyntaxError {
  message: string;
  /** 0-based character index in the query; undefined when the service gave none. */
  position?: number;
}

const POSITION = /\(position (\d+)\)\s*$/;

/** The position the service appends to its message: `Unterminated phrase (position 12)`. */
export const positionIn = (message: string): number | undefined => {
  const match = POSITION.exec(message);
  return match ? Number(match[1]) : undefined;
};

export const syntaxErrorFromMessage = (message: string): QuerySyntaxError => ({
  message,
  position: positionIn(message),
});

/**
 * The query syntax error in a 400 answer (`errors.query`, `position.query`), if it is one:
 * saves and previews answer `{ message, errors: { query: ['... (position N)'] }, position }`.
 */
export const querySyntaxErrorOf = (error: unknown): QuerySyntaxError | undefined => {
  if (!isClientError(error)) return undefined;
  const message = fieldErrorsOf(error).query?.[0];
  if (message === undefined) return undefined;
  const body = error.body as { position?: { query?: unknown } } | undefined;
  const position = body?.position?.query;
  return {
    message,
    position: typeof position === 'number' ? position : positionIn(message),
  };
};
