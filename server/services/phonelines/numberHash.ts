import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { callerNumberOf, calls } from '../../db/schema';
import { loadPlatformSecret } from '../shared/platformSecret';

// GDPR requests never keep a number in clear: only SHA-256(salt + ':' + E.164 number), hex. The
// salt is a platform secret generated on first start, so the hash of a number is the same on
// every request (a number's history) and cannot be looked up in a table made elsewhere.

const SALT_NAME = 'gdpr_number_salt';

/** Hashes numbers with the platform's salt, in Node and in SQL alike. */
export interface NumberHasher {
  /** The hash of an E.164 number. */
  hash(number: string): string;
  /** The same hash of each call's caller number (digits and `+` only), as an SQL expression. */
  callHash: SQL;
}

export async function numberHasher(db: AppDatabase): Promise<NumberHasher> {
  const salt = await loadPlatformSecret(db, SALT_NAME);
  return {
    hash: (number) => createHash('sha256').update(`${salt}:${number}`, 'utf8').digest('hex'),
    callHash: sql`encode(sha256(convert_to(${`${salt}:`}::text || ${callerNumberOf(calls.metadata)}, 'UTF8')), 'hex')`,
  };
}
