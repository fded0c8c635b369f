import { inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { msg } from '../../shared/messages';
import type { TokenClaims } from '../../shared/types';
import { errorBody } from './errors';
import { clientScope, type ClientScope } from './clientScope';

/**
 * Who owns a record (corpuses, clues, tags): the platform (`client_id` null) or one client.
 * Administrators read and write everything; a client reads the platform's records and its own,
 * writes only its own, and never learns another client's record exists (404). What a client
 * creates belongs to its (first) client.
 */
export interface Owner {
  scope: ClientScope;
  /** The owner of what this caller creates: null = the platform; undefined = may not create. */
  creates: number | null | undefined;
}

export function ownerOf(claims: TokenClaims | null): Owner {
  const scope = clientScope(claims);
  return { scope, creates: scope === 'all' ? null : scope[0] };
}

/** Rows this caller may read (undefined: every row). */
export const readableBy = (owner: Owner, column: PgColumn): SQL | undefined =>
  owner.scope === 'all'
    ? undefined
    : owner.scope.length === 0
      ? isNull(column)
      : or(isNull(column), inArray(column, [...owner.scope]));

/** Whether this caller may change a record of that owner. */
export const canWrite = (owner: Owner, clientId: number | null): boolean =>
  owner.scope === 'all' || (clientId !== null && owner.scope.includes(clientId));

/** Whether this caller may read a record of that owner. */
export const canRead = (owner: Owner, clientId: number | null): boolean =>
  clientId === null || canWrite(owner, clientId);

/** Answers 403 when this caller may read the record but not change it (the platform's). */
export const refuseWrite = (reply: FastifyReply) =>
  reply.code(403).send(errorBody(msg('owner.platformRecord')));

/**
 * Answers 404 when the caller may not read the record (another client's, or none), 403 when it
 * may read but not change it (the platform's); undefined when the change may go ahead.
 */
export const refuseChange = (
  reply: FastifyReply,
  owner: Owner,
  found: { client_id: number | null } | undefined,
) => {
  if (!found) return reply.code(404).send(errorBody(msg('request.notFound')));
  return canWrite(owner, found.client_id) ? undefined : refuseWrite(reply);
};

/** Answers 403 to a caller who belongs to no client and so owns nothing it could create. */
export const refuseCreate = (reply: FastifyReply) =>
  reply.code(403).send(errorBody(msg('owner.noClient')));

/** The owner column as answered: null = the platform. */
export const ownerField = z
  .number()
  .int()
  .nullable()
  .describe('Owner: null = the platform (every client reads it), else the one client that does');

/** Rows this caller may change (undefined: every row). */
export const writableBy = (owner: Owner, column: PgColumn): SQL | undefined =>
  owner.scope === 'all'
    ? undefined
    : owner.scope.length === 0
      ? sql`false`
      : inArray(column, [...owner.scope]);
