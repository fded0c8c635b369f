import type { FastifyReply } from 'fastify';
import { msg } from '../../../shared/messages';
import { unknownTimeZone } from '../../search/analytics/refusals';
import { errorBody, type ErrorBody } from '../errors';

/**
 * A time zone the runtime knows but the database does not (SQLSTATE 22023) as a 400 on
 * `timezone`; undefined for any other error.
 */
export function timeZoneRefusal(error: unknown): ErrorBody | undefined {
  const refused = unknownTimeZone(error);
  return refused && errorBody(msg('request.invalidQuery'), { timezone: [refused.reason] });
}

/** The answer `compute` makes, or a 400 on `timezone` when the database does not know the zone. */
export async function withTimeZoneRefusal<Answer>(
  reply: FastifyReply,
  compute: () => Promise<Answer>,
) {
  try {
    return await compute();
  } catch (error) {
    const refused = timeZoneRefusal(error);
    if (refused) return reply.code(400).send(refused);
    throw error;
  }
}
