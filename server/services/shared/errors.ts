import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isMessageToken, messageToken, msg, type Language } from '../../shared/messages';
import { renderErrorBody, renderFieldErrors, requestLanguage } from './localise';

/** Every error the platform answers: `{ message, errors: { field: [messages] } }`. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
export type FieldErrors = ErrorBody['errors'];

/**
 * An error body. Messages may be message tokens (`msg(...)`): the platform renders them in the
 * caller's language (Accept-Language) when the answer is sent.
 */
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
  body: msg('request.invalidBody'),
  querystring: msg('request.invalidQuery'),
  params: msg('request.invalidParams'),
  headers: msg('request.invalidHeaders'),
};

// Fastify's body parser refusals, worded by the catalogue.
const bodyParserMessages: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('body.empty'),
  FST_ERR_CTP_INVALID_JSON_BODY: msg('body.invalidJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('body.tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('body.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('body.lengthMismatch'),
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * Words an issue whose schema gave no message token (zod's or ajv's own English texts) in the
 * catalogue's terms, for languages other than English (English keeps the library's text).
 */
function catalogueWording({ keyword, params }: ValidationIssue): string {
  const { origin, maximum, minimum, expected } = params;
  const many = origin === 'array' || origin === 'set';
  switch (keyword) {
    case 'invalid_type':
      return messageToken('field.invalidType', { expected: String(expected) });
    case 'too_big':
      if (origin === 'string') return messageToken('field.tooLong', { max: String(maximum) });
      return messageToken(many ? 'field.tooManyItems' : 'field.atMost', { max: String(maximum) });
    case 'too_small':
      if (origin === 'string') return messageToken('field.tooShort', { min: String(minimum) });
      return messageToken(many ? 'field.tooFewItems' : 'field.atLeast', { min: String(minimum) });
    case 'invalid_format':
      return msg('field.invalidFormat');
    default:
      return msg('field.invalid');
  }
}

/**
 * Turns schema-validation issues into the field → messages map (nested paths joined by '.'), in
 * `language`.
 */
export function fieldErrors(
  issues: readonly ValidationIssue[],
  context: string,
  language: Language = 'en',
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field || context] ??= []).push(message);
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const within = (key: unknown) => (path ? `${path}.${String(key)}` : String(key));
    const { keys, missingProperty, additionalProperty } = issue.params;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(within(key), msg('field.unknown'));
    } else if (additionalProperty !== undefined) {
      add(within(additionalProperty), msg('field.unknown')); // JSON-schema (ajv) routes
    } else if (missingProperty !== undefined) {
      add(within(missingProperty), msg('field.required'));
    } else if (issue.message && (isMessageToken(issue.message) || language === 'en')) {
      add(path, issue.message);
    } else {
      add(path, catalogueWording(issue));
    }
  }
  return renderFieldErrors(errors, language);
}

/**
 * The one error handler: bad input of any kind (schema, malformed JSON, wrong content type, body too
 * large) becomes a 4xx `{ message, errors }` in the caller's language; only a real fault of the
 * platform is a 5xx.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  const send = (status: number, body: ErrorBody) =>
    reply.code(status).send(renderErrorBody(body, language));
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    const issues = error.validation.map((issue) => ({ ...issue, params: { ...issue.params } }));
    const message = contextMessages[context] ?? msg('request.invalid');
    return send(400, errorBody(message, fieldErrors(issues, context, language)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Body parser refusals (malformed or empty JSON, wrong content type, too large) concern the body.
    const aboutBody = error.code?.startsWith('FST_ERR_CTP_');
    const reason = bodyParserMessages[error.code] ?? error.message;
    return send(
      status,
      aboutBody ? errorBody(msg('request.invalidBody'), { body: [reason] }) : errorBody(reason),
    );
  }
  request.log.error(error);
  return send(500, errorBody(msg('request.internalError')));
}
