import { createHash, randomBytes } from 'node:crypto';

// The one-time token of an account activation link, shared by the configuration service (which
// makes it) and the identity server (which redeems it). Only its hash is stored: a database dump
// or the audit trail never holds a usable link.

/** A new token: 256 random bits, URL-safe (43 characters). */
export const newActivationToken = (): string => randomBytes(32).toString('base64url');

/** What is stored and looked up: the token's SHA-256, hex (a random token needs no salt). */
export const activationTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of a token, checked before any lookup (a long or odd string is simply invalid). */
export const isActivationTokenShape = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The identity server's activation page of `realm` for `token`: absolute, under the issuer. */
export const activationUrl = (publicUrl: string, realm: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}/activate?token=${token}`;

/** The path of that page (the identity server's route). */
export const ACTIVATION_ROUTE = '/realms/:realm/activate';
