import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { accountActivations, identityUsers } from '../db/schema';
import { activationTokenHash, isActivationTokenShape } from '../shared/activationToken';

// The identity's side of account activation (the configuration service creates them): find the
// activation a link's token stands for, and redeem it once.

export interface PendingActivation {
  id: number;
  email: string;
}

/**
 * The activation `token` stands for in `realm`, if it can still be used (not used, not expired);
 * undefined for any other token, so that the page says the same thing in every case.
 */
export async function usableActivation(
  db: AppDatabase,
  realm: string,
  token: unknown,
  now = new Date(),
): Promise<PendingActivation | undefined> {
  if (!isActivationTokenShape(token)) return undefined;
  const [row] = await db
    .select({ id: accountActivations.id, email: identityUsers.email })
    .from(accountActivations)
    .innerJoin(identityUsers, eq(identityUsers.id, accountActivations.userId))
    .where(
      and(
        eq(accountActivations.tokenHash, activationTokenHash(token)),
        eq(identityUsers.realm, realm),
        isNull(accountActivations.activatedAt),
        gt(accountActivations.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Marks the activation used, and sets the user's password and enables them, in one transaction.
 * False when it was used (or expired) meanwhile: the conditional update makes a link single-use
 * even under two concurrent posts.
 */
export async function redeemActivation(
  db: AppDatabase,
  id: number,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountActivations)
      .set({ activatedAt: now })
      .where(
        and(
          eq(accountActivations.id, id),
          isNull(accountActivations.activatedAt),
          gt(accountActivations.expiresAt, now),
        ),
      )
      .returning({ userId: accountActivations.userId });
    if (!used) return false;
    await tx
      .update(identityUsers)
      .set({ passwordHash, enabled: true })
      .where(eq(identityUsers.id, used.userId));
    return true;
  });
}
