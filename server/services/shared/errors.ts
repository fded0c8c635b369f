import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every error the platform answers: `{ message, errors: { field: [messages] } }`. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldErrors = ErrorBody['errors'];

export const errorBody = (message: string, errors: FieldErrors = {}): ErrorBody => ({
  message,
  errors,
});

/** Response schemas of the refusals every protected route can answer (OpenAPI and typing). */
export const errorResponses = {
  400: ErrorBody.describe('Invalid request: field → messages'),
  401: ErrorBody.describe('Missing, invalid or expired bearer token'),
  403: ErrorBody.describe('The token lacks the role this endpoint requires'),
} as const;

export const notFoundResponse = { 404: ErrorBody.describe('Not found') } as const;

const contextMessages: Record<string, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query parameters',
  params: 'Invalid path parameters',
  headers: 'Invalid headers',
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Turns schema-validation issues into the field → messages map (nested paths joined by '.'). */
export function fieldErrors(issues: readonly ValidationIssue[], context: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field || context] ??= []).push(message);
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const within = (key: unknown) => (path ? `${path}.${String(key)}` : String(key));
    const { keys, missingProperty, additionalProperty } = issue.params;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(within(key), 'Unknown field');
    } else if (additionalProperty !== undefined) {
      add(within(additionalProperty), 'Unknown field'); // JSON-schema (ajv) routes
    } else if (missingProperty !== undefined) {
      add(within(missingProperty), 'Required');
    } else {
      add(path, issue.message ?? 'Invalid value');
    }
  }
  return errors;
}

/**
 * The one error handler: bad input of any kind (schema, malformed JSON, wrong content type, body too
 * large) becomes a 4xx `{ message, errors }`; only a real fault of the platform is a 5xx.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    const issues = hasZodFastifySchemaValidationErrors(error)
      ? error.validation
      : error.validation.map((issue) => ({ ...issue, params: { ...issue.params } }));
    return reply
      .code(400)
      .send(errorBody(contextMessages[context] ?? 'Invalid request', fieldErrors(issues, context)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Body parser refusals (malformed or empty JSON, wrong content type, too large) concern the body.
    const aboutBody = error.code?.startsWith('FST_ERR_CTP_');
    return reply
      .code(status)
      .send(
        aboutBody
          ? errorBody('Invalid request body', { body: [error.message] })
          : errorBody(error.message),
      );
  }
  request.log.error(error);
  return reply.code(500).send(errorBody('Internal Server Error'));
}
