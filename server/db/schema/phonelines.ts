import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { campaigns, clients } from './calls';
import { configApps } from './config';

// The phone lines service (issue 14): the numbers a client's customers dial, and the data-protection
// (GDPR) requests about a caller's number.

export const PHONE_LINE_STATUSES = ['active', 'suspended'] as const;
export type PhoneLineStatus = (typeof PHONE_LINE_STATUSES)[number];

/** E.164: `+`, a non-zero digit, then 6 to 14 more digits (no spaces). */
export const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';

/** A client's phone line: the number its customers call, where the calls go and how. */
export const phoneLines = pgTable(
  'phone_lines',
  {
    id: serial('id').primaryKey(),
    /** E.164, unique over the platform. */
    number: text('number').notNull().unique(),
    label: text('label').notNull(),
    /** Deleting a client deletes its lines (it may only be deleted without campaigns or calls). */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** A campaign of the same client (checked by the service), or none. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** 2-letter language code of the calls on the line. */
    language: text('language').notNull(),
    /** The configuration-service app the line's calls are routed to, or none. */
    appId: integer('app_id').references(() => configApps.id, { onDelete: 'set null' }),
    recordingEnabled: boolean('recording_enabled').notNull().default(true),
    status: text('status').$type<PhoneLineStatus>().notNull().default('active'),
    insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_lines_client_id').on(t.clientId),
    index('phone_lines_campaign_id').on(t.campaignId),
    check('phone_lines_number_e164', sql.raw(`"number" ~ '${E164_PATTERN}'`)),
    check('phone_lines_status', sql`${t.status} IN ('active', 'suspended')`),
    check('phone_lines_language', sql`${t.language} ~ '^[a-z]{2}$'`),
  ],
);

export const GDPR_REQUEST_TYPES = ['export', 'erasure'] as const;
export type GdprRequestType = (typeof GDPR_REQUEST_TYPES)[number];

/** Calls of one client that a GDPR request found. */
export interface GdprClientCount {
  id: number;
  name: string;
  calls: number;
}

/**
 * A data-protection request carried out: an export (its archive is built on download, from the
 * calls as they are then) or an erasure. The number itself is never stored: only its salted
 * SHA-256 (`number_hash`), which finds an export's calls again and a number's past requests.
 */
export const gdprRequests = pgTable(
  'gdpr_requests',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<GdprRequestType>().notNull(),
    /** The requester's reference (ticket, letter). */
    reference: text('reference').notNull(),
    /** Hex SHA-256 of the platform's salt, `:` and the E.164 number. */
    numberHash: text('number_hash').notNull(),
    numberOfCalls: integer('number_of_calls').notNull(),
    /** The calls found, per client (id, name, count). */
    clients: jsonb('clients').$type<GdprClientCount[]>().notNull().default([]),
    firstCallAt: timestamp('first_call_at', { withTimezone: true }),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    /** The requester's clients at the time (its scope); null: every client (an administrator). */
    clientIds: integer('client_ids').array(),
    /** The requester's token subject and user name. */
    requestedById: text('requested_by_id'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /** Exports: until when the archive may be downloaded; null for an erasure. */
    archiveExpiresAt: timestamp('archive_expires_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('gdpr_requests_number_hash').on(t.numberHash),
    index('gdpr_requests_requested_at').on(t.requestedAt),
    check('gdpr_requests_type', sql`${t.type} IN ('export', 'erasure')`),
    check('gdpr_requests_number_hash', sql`${t.numberHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Secrets the platform generates on first start and keeps (so that what they derive stays stable
 * across restarts): the GDPR number-hash salt.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type PhoneLineRow = typeof phoneLines.$inferSelect;
export type GdprRequestRow = typeof gdprRequests.$inferSelect;
