import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../identity/passwords';

// Secrets the platform issues (stream apps' API keys, FTP passwords): shown once in the answer
// that issues them, stored only as a salted scrypt hash (`scrypt$N$r$p$salt$hash`), never read back.

/** Characters of an API key shown as its hint. */
export const API_KEY_HINT_LENGTH = 4;

/** A new API key: `sk_` and 32 random bytes in base64url (46 characters). */
export const newApiKey = (): string => `sk_${randomBytes(32).toString('base64url')}`;

/** The last characters of a key, enough to tell keys apart, useless to guess one. */
export const apiKeyHint = (key: string): string => key.slice(-API_KEY_HINT_LENGTH);

/** The minimum length of an FTP password (with letters and digits). */
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

/** Whether a password is strong enough: at least MIN_PASSWORD characters, letters and digits. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= MIN_PASSWORD && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);

/** A new FTP password: 18 random bytes in base64url (24 characters), letters and digits both. */
export function newPassword(): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (isStrongPassword(password)) return password;
  }
}

/** The stored form of a secret: a salted scrypt hash. */
export const hashSecret = (secret: string): Promise<string> => hashPassword(secret);
