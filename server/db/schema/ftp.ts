import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './calls';

// The FTP service (config sub-application, issue 13): accounts clients drop their audio files
// with, and what happened on them (sign-ins, files received).

/**
 * An FTP account: `name` is its login (unique, immutable); the password is stored only as a scrypt
 * hash. `allowed_sources` are the IPv4/IPv6 CIDR blocks it may connect from (empty: anywhere).
 */
export const ftpAccounts = pgTable(
  'ftp_accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    homeFolder: text('home_folder').notNull(),
    /** `scrypt$…` (server/identity/passwords.ts); never read back. */
    passwordHash: text('password_hash').notNull(),
    allowedSources: text('allowed_sources').array().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ftp_accounts_name').on(t.name),
    index('ftp_accounts_client_id').on(t.clientId),
  ],
);

/** A sign-in attempt on an FTP account: when, from which address, whether it succeeded. */
export const ftpLogins = pgTable(
  'ftp_logins',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ftpAccounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    success: boolean('success').notNull(),
  },
  (t) => [index('ftp_logins_account_at').on(t.accountId, t.at)],
);

export const FTP_FILE_STATES = ['received', 'processing', 'processed', 'failed'] as const;
export type FtpFileState = (typeof FTP_FILE_STATES)[number];

/** A file dropped on an FTP account, and how far its processing has gone. */
export const ftpFiles = pgTable(
  'ftp_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ftpAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    state: text('state').$type<FtpFileState>().notNull(),
    /** Why processing failed (state `failed`); null otherwise. */
    error: text('error'),
  },
  (t) => [
    index('ftp_files_account_received_at').on(t.accountId, t.receivedAt),
    check('ftp_files_state', sql`${t.state} IN ('received', 'processing', 'processed', 'failed')`),
  ],
);

export type FtpAccountRow = typeof ftpAccounts.$inferSelect;
export type FtpLoginRow = typeof ftpLogins.$inferSelect;
export type FtpFileRow = typeof ftpFiles.$inferSelect;
