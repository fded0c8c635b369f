import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

// Per-address limits on what guesses passwords and codes; the per-account lockout is in
// loginGuard.ts. Generous for people (and for the console, which refreshes its token every few
// seconds), short for a script.

/** Login form posts per address. */
export const LOGIN_FORM_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Token endpoint requests (code exchange, refresh, password grant) per address. */
export const TOKEN_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

/** The rate limiter, active only on the routes that declare `config.rateLimit`. */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // 429 `{ message, errors }` like every other refusal, with Retry-After (seconds).
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests: retry in ${Math.ceil(context.ttl / 1000)} s`,
      errors: {},
    }),
  });
}
