import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { identityLoginEvents, identityLoginFailures } from '../db/schema';
import type { UserDefinition } from './realms';
import { authenticate, type UserDirectory } from './users';

/** The realm an attempt is for: its name (events, lockouts) and its users. */
export interface RealmUsers {
  name: string;
  users: UserDirectory;
}

/**
 * Keycloak's brute-force detection ("temporary lockout"), with its defaults but a failure factor
 * of 5: every 5th failure in a row locks the account for 1 minute more than the last lock, at
 * most 15 minutes; failures older than 12 hours are forgotten; a sign-in clears them.
 */
export const BRUTE_FORCE_POLICY = {
  failureFactor: 5,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 43_200,
} as const;

/** Where a sign-in attempt came from, for the login events. */
export interface AttemptContext {
  clientId?: string;
  ipAddress?: string;
  authMethod: 'form' | 'password';
}

export type SignInResult =
  | { ok: true; user: UserDefinition }
  | { ok: false; error: 'invalid_user_credentials' }
  | { ok: false; error: 'user_temporarily_disabled'; retryAfterSeconds: number };

/** The wait a run of `failures` failures in a row earns (0 until the failure factor). */
export const lockoutSeconds = (failures: number, policy = BRUTE_FORCE_POLICY) =>
  failures > 0 && failures % policy.failureFactor === 0
    ? Math.min(
        policy.waitIncrementSeconds * (failures / policy.failureFactor),
        policy.maxFailureWaitSeconds,
      )
    : 0;

/** Checks credentials behind the brute-force guard, and records the attempt as a login event. */
export function createLoginGuard(db: AppDatabase, now: () => Date = () => new Date()) {
  const subjectOf = (login: string, user: UserDefinition | undefined) =>
    user ? user.id : `login:${login.trim().toLowerCase()}`;

  const event = (
    realm: string,
    login: string,
    user: UserDefinition | undefined,
    context: AttemptContext,
    error?: string,
  ) =>
    db.insert(identityLoginEvents).values({
      realm,
      at: now(),
      type: error ? 'LOGIN_ERROR' : 'LOGIN',
      userId: user?.id ?? null,
      username: user?.username ?? login.trim().slice(0, 255),
      clientId: context.clientId ?? null,
      ipAddress: context.ipAddress ?? null,
      error: error ?? null,
      authMethod: context.authMethod,
    });

  /** Counts a failure; returns the lock it earned, in seconds (0: none). */
  async function fail(realm: string, subject: string): Promise<number> {
    const at = now();
    const forgetBefore = new Date(at.getTime() - BRUTE_FORCE_POLICY.maxDeltaTimeSeconds * 1000);
    const [row] = await db
      .insert(identityLoginFailures)
      .values({ realm, subject, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: [identityLoginFailures.realm, identityLoginFailures.subject],
        set: {
          failures: sql`CASE WHEN ${identityLoginFailures.lastFailureAt} < ${forgetBefore}
            THEN 1 ELSE ${identityLoginFailures.failures} + 1 END`,
          lastFailureAt: at,
        },
      })
      .returning({ failures: identityLoginFailures.failures });
    const wait = lockoutSeconds(row.failures);
    if (wait > 0)
      await db
        .update(identityLoginFailures)
        .set({ lockedUntil: new Date(at.getTime() + wait * 1000) })
        .where(
          and(eq(identityLoginFailures.realm, realm), eq(identityLoginFailures.subject, subject)),
        );
    return wait;
  }

  return {
    async signIn(
      realm: RealmUsers,
      login: string,
      password: string,
      context: AttemptContext,
    ): Promise<SignInResult> {
      const known = await realm.users.byLogin(login);
      const subject = subjectOf(login, known);
      const [failures] = await db
        .select({ lockedUntil: identityLoginFailures.lockedUntil })
        .from(identityLoginFailures)
        .where(
          and(
            eq(identityLoginFailures.realm, realm.name),
            eq(identityLoginFailures.subject, subject),
          ),
        );
      const lockedMs = (failures?.lockedUntil?.getTime() ?? 0) - now().getTime();
      if (lockedMs > 0) {
        // Locked: the password is not even checked, so guessing on goes nowhere.
        await event(realm.name, login, known, context, 'user_temporarily_disabled');
        return {
          ok: false,
          error: 'user_temporarily_disabled',
          retryAfterSeconds: Math.ceil(lockedMs / 1000),
        };
      }
      const user = await authenticate(realm.users, login, password);
      if (!user) {
        await event(realm.name, login, known, context, 'invalid_user_credentials');
        // Like Keycloak, the failing attempt itself answers "invalid"; the next ones, "locked".
        await fail(realm.name, subject);
        return { ok: false, error: 'invalid_user_credentials' };
      }
      await db
        .delete(identityLoginFailures)
        .where(
          and(
            eq(identityLoginFailures.realm, realm.name),
            eq(identityLoginFailures.subject, subject),
          ),
        );
      await event(realm.name, login, user, context);
      return { ok: true, user };
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
