import { randomUUID } from 'node:crypto';
import {
  and,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CONSOLE_CLIENT_ID } from '../../config';
import type { AppDatabase } from '../../db';
import {
  accountActivations,
  clients,
  identityUsers,
  type AccountActivationRow,
  type IdentityUserRow,
} from '../../db/schema';
import { loginTaken } from '../../identity/users';
import { demoRealm } from '../../identity/realms';
import {
  activationTokenHash,
  activationUrl,
  newActivationToken,
} from '../../shared/activationToken';
import { scopedClientIds, type ClientScope } from '../shared/clientScope';
import { orderOf, pageOf } from '../shared/simpleRest';
import type {
  AccountActivation,
  ActivationListQuery,
  ActivationStatus,
  CreateActivation,
  CreatedActivation,
} from './activations.schemas';
import { likeLiteral } from '../shared/listFilters';

/** Invited accounts are users of the demo realm (architecture §6: realm `demo`). */
export const ACTIVATION_REALM = demoRealm;

const row = {
  activation: accountActivations,
  user: {
    email: identityUsers.email,
    firstName: identityUsers.firstName,
    lastName: identityUsers.lastName,
    languages: identityUsers.languages,
    clientRoles: identityUsers.clientRoles,
  },
};
interface Row {
  activation: AccountActivationRow;
  user: Pick<IdentityUserRow, 'email' | 'firstName' | 'lastName' | 'languages' | 'clientRoles'>;
}

const statusAt = (activatedAt: Date | null, expiresAt: Date, now: Date): ActivationStatus =>
  activatedAt ? 'activated' : expiresAt <= now ? 'expired' : 'pending';

const toActivation = ({ activation, user }: Row, now: Date): AccountActivation => ({
  id: activation.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  client_id: activation.clientId,
  languages: user.languages,
  roles: user.clientRoles[CONSOLE_CLIENT_ID] ?? [],
  status: statusAt(activation.activatedAt, activation.expiresAt, now),
  expires_at: activation.expiresAt.toISOString(),
  activated_at: activation.activatedAt?.toISOString() ?? null,
  inserted_at: activation.insertedAt.toISOString(),
});

/** The status as SQL, for filters (the clock is the platform's, like `statusAt`). */
const statusIs = (status: ActivationStatus, now: Date): SQL | undefined => {
  const { activatedAt, expiresAt } = accountActivations;
  if (status === 'activated') return isNotNull(activatedAt);
  return and(isNull(activatedAt), status === 'expired' ? lte(expiresAt, now) : gt(expiresAt, now));
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */

const sortColumns = (now: Date) => ({
  id: accountActivations.id,
  email: identityUsers.email,
  client_id: accountActivations.clientId,
  // pending < activated < expired, as the words sort.
  status: sql`CASE WHEN ${accountActivations.activatedAt} IS NOT NULL THEN 'activated'
    WHEN ${accountActivations.expiresAt} <= ${now.toISOString()}::timestamptz THEN 'expired'
    ELSE 'pending' END`,
  expires_at: accountActivations.expiresAt,
  activated_at: accountActivations.activatedAt,
  inserted_at: accountActivations.insertedAt,
});

/** Activations within the caller's clients (undefined: every one). */
const inScope = (scope: ClientScope, requested?: number): SQL | undefined => {
  const ids = scopedClientIds(scope, requested === undefined ? undefined : [requested]);
  return ids && inArray(accountActivations.clientId, [...ids]);
};

const joined = (db: AppDatabase) =>
  db
    .select(row)
    .from(accountActivations)
    .innerJoin(identityUsers, eq(identityUsers.id, accountActivations.userId));

/** A page of the activations the caller may read (simple-rest), newest first by default. */
export async function listActivations(
  db: AppDatabase,
  scope: ClientScope,
  query: ActivationListQuery,
  now = new Date(),
) {
  const filter = query.filter ?? {};
  const q = filter.q?.trim();
  const pattern = q && `%${likeLiteral(q)}%`;
  const where = and(
    inScope(scope, filter.client_id),
    filter.id && inArray(accountActivations.id, filter.id),
    pattern
      ? or(
          ilike(identityUsers.email, pattern),
          ilike(identityUsers.firstName, pattern),
          ilike(identityUsers.lastName, pattern),
        )
      : undefined,
    filter.status && statusIs(filter.status, now),
  );
  const { offset, limit } = pageOf(query.range);
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns(now), ['id', 'DESC'], accountActivations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(accountActivations)
      .innerJoin(identityUsers, eq(identityUsers.id, accountActivations.userId))
      .where(where),
  ]);
  return { offset, rows: rows.map((found) => toActivation(found, now)), total };
}

/** An activation the caller may read; undefined for none (or another client's). */
export async function findActivation(db: AppDatabase, scope: ClientScope, id: number) {
  const [found] = await joined(db).where(and(eq(accountActivations.id, id), inScope(scope)));
  return found && toActivation(found, new Date());
}

/** Why a creation was refused, by field. */
export type ActivationRefusal =
  { emailTaken: string } | { unknownClient: number } | { clientSuspended: string };

/** The SQLSTATE of a database error (drizzle wraps the driver's in `cause`). */
const sqlState = (error: unknown): unknown => {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code;
};

/** The id of the user invited under `email` whose link expired unused, if any. */
async function expiredInvitationOf(
  db: AppDatabase,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const [expired] = await db
    .select({ userId: accountActivations.userId })
    .from(accountActivations)
    .innerJoin(identityUsers, eq(identityUsers.id, accountActivations.userId))
    .where(
      and(
        eq(identityUsers.realm, ACTIVATION_REALM.name),
        sql`lower(${identityUsers.username}) = lower(${email})`,
        eq(identityUsers.enabled, false),
        isNull(accountActivations.activatedAt),
        lte(accountActivations.expiresAt, now),
      ),
    );
  return expired?.userId;
}

/**
 * Creates the disabled user and its activation in one transaction, and returns the record with
 * its link (the token itself is kept nowhere).
 */
export async function createActivation(
  db: AppDatabase,
  input: CreateActivation,
  options: { publicUrl: string; ttlSeconds: number; now?: Date },
): Promise<CreatedActivation | ActivationRefusal> {
  const now = options.now ?? new Date();
  const [client] = await db
    .select({ name: clients.name, status: clients.status, languages: clients.languages })
    .from(clients)
    .where(eq(clients.id, input.client_id));
  if (!client) return { unknownClient: input.client_id };
  if (client.status !== 'active') return { clientSuspended: client.name };
  // An invitation that expired unused gives way to the new one (the invited person asks again).
  const expiredInvitation = await expiredInvitationOf(db, input.email, now);
  if (!expiredInvitation && (await loginTaken(db, ACTIVATION_REALM, input.email)))
    return { emailTaken: input.email };

  const token = newActivationToken();
  const user = {
    id: randomUUID(),
    realm: ACTIVATION_REALM.name,
    username: input.email,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    clientRoles: { [CONSOLE_CLIENT_ID]: input.roles },
    languages: input.languages ?? client.languages,
    groups: [`client-${input.client_id}`],
  };
  try {
    const activation = await db.transaction(async (tx) => {
      // The expired invitation's disabled user goes, and its activation with it (cascade).
      if (expiredInvitation)
        await tx.delete(identityUsers).where(eq(identityUsers.id, expiredInvitation));
      await tx.insert(identityUsers).values(user);
      const [inserted] = await tx
        .insert(accountActivations)
        .values({
          userId: user.id,
          clientId: input.client_id,
          tokenHash: activationTokenHash(token),
          expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000),
        })
        .returning();
      return inserted;
    });
    return {
      ...toActivation({ activation, user }, now),
      activation_url: activationUrl(options.publicUrl, ACTIVATION_REALM.name, token),
    };
  } catch (error) {
    // Meanwhile a concurrent creation took the e-mail (unique violation), or the client was
    // deleted (foreign-key violation).
    if (sqlState(error) === '23505') return { emailTaken: input.email };
    if (sqlState(error) === '23503') return { unknownClient: input.client_id };
    throw error;
  }
}
