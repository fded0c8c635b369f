import { z } from 'zod';
import { messageToken, msg, type MessageKey } from '../../shared/messages';
import { ErrorBody, errorResponses } from '../shared/errors';
import { parseClueQuery, QuerySyntaxError, type ClueQuery } from './engine';

const INVALID_QUERY = msg('moriarty.invalidQuery');

/** A 400 answer: field errors, plus for a syntax error the 0-based offset of the fault per field. */
export const QueryErrorBody = ErrorBody.extend({
  position: z
    .record(z.string(), z.number().int())
    .optional()
    .describe('Field → 0-based character offset of the syntax error in that field'),
});
export type QueryErrorBody = z.infer<typeof QueryErrorBody>;

/** The refusals of routes that read a query: 400 may carry `position`. */
export const queryErrorResponses = {
  ...errorResponses,
  400: QueryErrorBody.describe(
    'Invalid request: `{ message, errors: { field: [messages] } }`. A query syntax error is ' +
      "`{ message: 'Invalid query', errors: { query: ['<reason> (position N)'] }, position: " +
      '{ query: N } }` (N = 0-based character offset); a tag query naming an unknown clue or a ' +
      "clue of another language is `{ message: 'Invalid query', errors: { query: [...] } }`.",
  ),
} as const;

export class InvalidQuery extends Error {
  constructor(readonly body: QueryErrorBody) {
    super(body.message);
  }
}

/** The wording of a syntax error (a message token): `<reason> (position N)`, N 0-based. */
export function syntaxErrorMessage(error: QuerySyntaxError): string {
  const reason: MessageKey = `moriarty.syntax.${error.code}`;
  return msg('moriarty.syntaxErrorAt', {
    reason: messageToken(reason, error.params),
    position: error.position,
  });
}

/** Parses a clue query of a request field; throws `InvalidQuery` with the 400 body. */
export function parseQueryField(field: string, text: string): ClueQuery {
  try {
    return parseClueQuery(text);
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    throw new InvalidQuery({
      message: INVALID_QUERY,
      errors: { [field]: [syntaxErrorMessage(error)] },
      position: { [field]: error.position },
    });
  }
}

/** A tag query refused for what it references (unknown clues, other language): message tokens. */
export const invalidTagQuery = (messages: string[]) =>
  new InvalidQuery({ message: INVALID_QUERY, errors: { query: messages } });
