import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import type { AppDatabase } from '../db';
import { identityKeys } from '../db/schema';

const ALG = 'RS256';

const privateRsaJwk = z.object({
  kty: z.literal('RSA'),
  kid: z.string(),
  alg: z.literal(ALG),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});

export type SigningKey = z.infer<typeof privateRsaJwk>;

async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  // A thumbprint kid is stable for the key's life, so verifiers caching JWKS by kid keep working.
  const kid = await calculateJwkThumbprint(jwk);
  return privateRsaJwk.parse({ ...jwk, kid, alg: ALG, use: 'sig' });
}

/**
 * The realm's private signing key: created on first start, then read back, so tokens issued
 * before a restart still verify after it.
 */
export async function loadSigningKey(db: AppDatabase, realm: string): Promise<SigningKey> {
  const read = async () =>
    (await db.select().from(identityKeys).where(eq(identityKeys.realm, realm)))[0];
  const existing = await read();
  if (existing) return privateRsaJwk.parse(existing.privateJwk);
  await db
    .insert(identityKeys)
    .values({ realm, privateJwk: await generateSigningKey() })
    .onConflictDoNothing();
  // Read again: another process may have won the insert race.
  const stored = await read();
  if (!stored) throw new Error(`identity: no signing key stored for realm ${realm}`);
  return privateRsaJwk.parse(stored.privateJwk);
}

/** The public half, as published in the JWKS. */
export function publicJwk({ kty, kid, alg, use, n, e }: SigningKey): JWK {
  return { kty, kid, alg, use, n, e };
}

/** Cookie-signing secret derived from the persisted key, so sessions survive a restart too. */
export function cookieSecret(key: SigningKey): string {
  return createHash('sha256').update(`cookie-keys:${key.d}`).digest('base64url');
}
