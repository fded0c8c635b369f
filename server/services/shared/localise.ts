import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredLanguage, renderMessage, type Language } from '../../shared/messages';
import type { ErrorBody, FieldErrors } from './errors';

// The HTTP edge of the message catalogue: services build error bodies with message tokens, and
// they are worded here in the language the caller's Accept-Language prefers (en by default, fr).

export const requestLanguage = (request: FastifyRequest): Language =>
  preferredLanguage(request.headers['accept-language']);

export const renderFieldErrors = (errors: FieldErrors, language: Language): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => renderMessage(message, language)),
    ]),
  );

/** An error body (and any other member, e.g. Moriarty's `position`) worded in `language`. */
export const renderErrorBody = <Body extends ErrorBody>(body: Body, language: Language): Body => ({
  ...body,
  message: renderMessage(body.message, language),
  errors: renderFieldErrors(body.errors, language),
});

/** An error body worded now for the request (for handlers outside the services' plugins). */
export const localisedErrorBody = (
  request: FastifyRequest,
  message: string,
  errors: FieldErrors = {},
): ErrorBody => renderErrorBody({ message, errors }, requestLanguage(request));

const isErrorBody = (payload: unknown): payload is ErrorBody => {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message, errors } = payload as Partial<Record<keyof ErrorBody, unknown>>;
  return (
    typeof message === 'string' &&
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
};

const varyOnLanguage = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-language\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
};

/**
 * Renders every error answer `{ message, errors }` (status ≥ 400) of the routes, hooks and
 * not-found handler of `app` and its plugins in the caller's language. Register it on the root
 * before the routes.
 */
export function localiseErrorAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    varyOnLanguage(reply);
    return renderErrorBody(payload, requestLanguage(request));
  });
}
