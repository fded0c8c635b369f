import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_CLIENT_ID } from '../config';
import type { AppDatabase } from '../db';
import { identityLoginEvents } from '../db/schema';
import { bearerToken } from '../shared/tokens';
import type { Realm } from './realm';

type EventsRequest = FastifyRequest<{
  Params: { realm: string };
  Querystring: Record<string, string | undefined>;
}>;

const MAX_EVENTS = 1000;
const TYPES = ['LOGIN', 'LOGIN_ERROR'];

/** A stored event as Keycloak's admin API shows it (`EventRepresentation`). */
const representation = (row: typeof identityLoginEvents.$inferSelect) => ({
  id: String(row.id),
  time: row.at.getTime(),
  type: row.type,
  realmId: row.realm,
  clientId: row.clientId,
  userId: row.userId,
  ipAddress: row.ipAddress,
  ...(row.error ? { error: row.error } : {}),
  details: { username: row.username, auth_method: row.authMethod },
});

const refuse = (reply: FastifyReply, status: 400 | 401 | 403 | 404, message: string) =>
  reply.code(status).send({ message, errors: {} });

/**
 * Keycloak's admin events endpoint, `GET /admin/realms/{realm}/events`: sign-ins and failed
 * sign-ins, newest first, for the realm's administrators (a token of that realm holding
 * `global.admin`). Filters as Keycloak's: `type` (repeatable), `user` (user id), `ipAddress`,
 * `first`, `max`.
 */
export function registerLoginEvents(
  scope: FastifyInstance,
  realms: ReadonlyMap<string, Realm>,
  db: AppDatabase,
) {
  scope.get('/admin/realms/:realm/events', async (request: EventsRequest, reply) => {
    const realm = realms.get(request.params.realm);
    if (!realm) return refuse(reply, 404, 'Realm not found');
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await realm.verifyAccessToken(token).catch(() => undefined) : undefined;
    if (!claims) return refuse(reply, 401, 'Unauthorized');
    if (!claims.resource_access?.[CONSOLE_CLIENT_ID]?.roles.includes('global.admin'))
      return refuse(reply, 403, 'Forbidden');
    const { type, user, ipAddress, first = '0', max = '100' } = request.query;
    if (!/^\d{1,9}$/.test(first) || !/^\d{1,4}$/.test(max) || Number(max) > MAX_EVENTS)
      return reply.code(400).send({
        message: 'Invalid query parameters',
        errors: { max: [`first ≥ 0 and 0 ≤ max ≤ ${MAX_EVENTS}`] },
      });
    if (type !== undefined && !TYPES.includes(type))
      return reply
        .code(400)
        .send({ message: 'Invalid query parameters', errors: { type: [TYPES.join(' or ')] } });
    const conditions: SQL[] = [eq(identityLoginEvents.realm, realm.definition.name)];
    if (type) conditions.push(eq(identityLoginEvents.type, type));
    if (user) conditions.push(eq(identityLoginEvents.userId, user));
    if (ipAddress) conditions.push(eq(identityLoginEvents.ipAddress, ipAddress));
    const rows = await db
      .select()
      .from(identityLoginEvents)
      .where(and(...conditions))
      .orderBy(desc(identityLoginEvents.at), desc(identityLoginEvents.id))
      .offset(Number(first))
      .limit(Number(max));
    return rows.map(representation);
  });
}
