import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { AppDatabase } from '../db';
import { oidcPayloads } from '../db/schema';

/**
 * oidc-provider's storage (sessions, grants, interactions, codes, refresh tokens...) in the
 * `oidc_payloads` table. The row type is `<realm>:<model>` so realms sharing the table never see
 * each other's artefacts (a refresh token of one realm is unknown to another).
 */
export function drizzleAdapter(db: AppDatabase, realm: string): AdapterFactory {
  return (model: string): Adapter => {
    const type = `${realm}:${model}`;
    const live = () =>
      and(
        eq(oidcPayloads.type, type),
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      );

    const findWhere = async (condition: SQL) => {
      const [row] = await db.select().from(oidcPayloads).where(and(live(), condition)).limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload; // written by upsert below
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const columns = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values({ id, type, ...columns })
          .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: columns });
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}

/** Drops expired artefacts of every realm (run at start-up; nothing reads them anyway). */
export async function purgeExpiredPayloads(db: AppDatabase): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
