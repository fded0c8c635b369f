import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { ServiceName } from '../../../contracts/runtimeConfig';
import type { AppDatabase } from '../../db';
import { auditEvents } from '../../db/schema';
import { errorResponses } from './errors';

/** What a changing route does to a record, for the audit trail; false: it changes no record. */
export type AuditAction = 'create' | 'update' | 'archive' | 'delete';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every POST, PUT, PATCH and DELETE route says what it does to a record (recorded in the
     * audit trail with the record before and after), or `false` (a search, a preview).
     */
    audit?: AuditAction | false;
    /**
     * Fields of the answer never recorded: secrets shown once (a generated API key or password).
     * An answer left with its id alone is read back through the record's GET.
     */
    auditOmit?: readonly string[];
    /** The audited record is the path's parent: an action such as `stream-apps/3/rotate-key`. */
    auditParent?: boolean;
  }
  interface FastifyRequest {
    /** The record before an audited update, archive or deletion. */
    auditBefore?: unknown;
  }
}

const CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A start-up error for a changing route that does not say what it changes. */
export function checkAuditDeclared(route: RouteOptions) {
  const changing = [route.method].flat().some((method) => CHANGING.includes(method));
  if (changing && route.config?.audit === undefined)
    throw new Error(`${String(route.method)} ${route.url}: declare config.audit (or false)`);
}

const HistoryQuery = z.strictObject({
  path: z
    .string()
    .max(300)
    .regex(/^[\w./-]+$/)
    .describe('The record’s path under the service, e.g. `corpuses/12`'),
});
const HistoryEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.enum(['create', 'update', 'archive', 'delete']),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  before: z.unknown().describe('The record before the change (null for a creation)'),
  after: z.unknown().describe('The record after the change'),
});

/**
 * The audit trail of a service: records before and after each declared change (read through the
 * service's own GET of the record, with the caller's token), and `GET history?path=` for
 * administrators, newest first.
 */
export function registerAudit(
  instance: FastifyInstance,
  { service, prefix, db }: { service: ServiceName; prefix: string; db: AppDatabase },
) {
  const parentOf = (path: string) => path.replace(/\/[^/]*$/, '');
  const pathOf = (request: FastifyRequest) => {
    const path = (request.url.split('?')[0] ?? '').slice(prefix.length + 1).replace(/\/+$/, '');
    return request.routeOptions.config.auditParent ? parentOf(path) : path;
  };
  /** The changing route's pattern, or its parent's when the record is the path's parent. */
  const patternOf = (request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    return request.routeOptions.config.auditParent ? parentOf(url) : url;
  };
  // The record's GET: its path with the last segment as `:id`, or (nested records such as
  // `labels/3/annotations/7`, whose other segments are values too) the changing route's pattern.
  const read = async (request: FastifyRequest, path: string, pattern?: string) => {
    const byLastSegment = `${prefix}/${path.replace(/[^/]+$/, ':id')}`;
    const known = (url: string | undefined) =>
      url !== undefined && instance.hasRoute({ method: 'GET', url });
    if (!known(byLastSegment) && !known(pattern)) return undefined;
    const answer = await instance.inject({
      method: 'GET',
      url: `${prefix}/${path}`,
      headers: { authorization: request.headers.authorization ?? '' },
    });
    return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
  };

  instance.addHook('preHandler', async (request) => {
    const action = request.routeOptions.config.audit;
    if (action === 'update' || action === 'archive' || action === 'delete')
      request.auditBefore = (await read(request, pathOf(request), patternOf(request))) ?? null;
  });

  instance.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const action = request.routeOptions.config.audit;
    if (!action || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      answer = null;
    }
    // Secrets the answer shows once are never recorded.
    const omit = request.routeOptions.config.auditOmit ?? [];
    if (omit.length && typeof answer === 'object' && answer !== null && !Array.isArray(answer))
      answer = Object.fromEntries(Object.entries(answer).filter(([key]) => !omit.includes(key)));
    const answered =
      typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }) : {};
    const recordPath =
      action === 'create' ? `${pathOf(request)}/${String(answered.id)}` : pathOf(request);
    // An answer carrying the record is kept as it is; an id alone is read back.
    const full = Object.keys(answered).length > 1;
    const pattern = action === 'create' ? `${patternOf(request)}/:id` : patternOf(request);
    const after = full ? answer : ((await read(request, recordPath, pattern)) ?? answer);
    await db.insert(auditEvents).values({
      service,
      recordPath,
      action,
      actorId: request.claims?.sub ?? null,
      actorName:
        typeof request.claims?.preferred_username === 'string'
          ? request.claims.preferred_username
          : null,
      before: action === 'create' ? null : (request.auditBefore ?? null),
      after: action === 'delete' ? null : after,
    });
    return payload;
  });

  instance.get(
    '/history',
    {
      config: { role: 'global.admin' },
      schema: {
        tags: ['history'],
        summary: 'The audit trail of one record, newest first (administrators)',
        querystring: HistoryQuery,
        response: { 200: z.object({ data: z.array(HistoryEntry) }), ...errorResponses },
      },
    },
    async (request: FastifyRequest<{ Querystring: z.infer<typeof HistoryQuery> }>) => {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.service, service), eq(auditEvents.recordPath, request.query.path)),
        )
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(200);
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          action: row.action as AuditAction,
          actor: { id: row.actorId, name: row.actorName },
          before: row.before,
          after: row.after,
        })),
      };
    },
  );
}
