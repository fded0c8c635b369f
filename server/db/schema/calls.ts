import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The calls model shared by LM Factory, Moriarty and Scribr (architecture §8).

export const CALL_STATUSES = [
  'qualified',
  'qualification_pending',
  'validity_pending',
  'void',
  'queue',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export type Speaker = 'in' | 'out';

/** A recognised word, times in ms from the start of the call, confidence in [0, 1]. */
export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

/** One speaker turn: `in` is the customer, `out` the brand; times in ms from the call start. */
export interface TranscriptTurn {
  speaker: Speaker;
  start: number;
  end: number;
  text: string;
  words?: TranscriptWord[];
}

/** Where a tag matched: the turn (index in the transcript) and the matched characters of its text. */
export interface TagMatch {
  turn: number;
  start: number;
  end: number;
}

/** A Moriarty tag detected on a call (filled by the detection engine). */
export interface DetectedTag {
  id: number;
  matches: TagMatch[];
}

/** Text-search configuration of each call language; any other language uses `simple`. */
export const SEARCH_CONFIGS = { fr: 'french', en: 'english' } as const;
export const FALLBACK_SEARCH_CONFIG = 'simple';

/** The text-search configuration (regconfig) of a row's language, as one immutable SQL CASE. */
export const searchConfigOf = (lang: SQLWrapper): SQL =>
  sql`(CASE ${lang} ${sql.join(
    Object.entries(SEARCH_CONFIGS).map(
      ([code, config]) => sql.raw(`WHEN '${code}' THEN '${config}'::regconfig`),
      // Codes and configs are the constants above, never user input.
    ),
    sql` `,
  )} ELSE ${sql.raw(`'${FALLBACK_SEARCH_CONFIG}'::regconfig`)} END)`;

/**
 * The caller's number (`metadata.caller_number`) with everything but digits and `+` removed:
 * `+33 6 12 34 56 78` → `+33612345678`, so an E.164 number finds it (GDPR requests, issue 14).
 * The index `calls_caller_number` is on this very expression.
 */
export const callerNumberOf = (metadata: SQLWrapper): SQL =>
  sql`regexp_replace((${metadata} ->> 'caller_number'), '[^0-9+]', '', 'g')`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const CLIENT_STATUSES = ['active', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * New client ids: a new client takes the next value past both this sequence and the largest id,
 * so that an id is never given twice (its identity group `client-<id>` may still have members).
 */
export const clientIdSequence = pgSequence('clients_id_seq');

/**
 * Customers of the platform. Ids line up with the identity groups `client-<id>` (no sequence: a
 * new client takes the next integer after the largest). Names are unique, case aside.
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').$type<ClientStatus>().notNull().default('active'),
    /** Language codes (`fr`, `en`) the client's calls are in. */
    languages: text('languages').array().notNull().default(['fr']),
    /** Days the client's calls are kept. */
    retentionDays: integer('retention_days').notNull().default(365),
    /** '' when none. */
    contactEmail: text('contact_email').notNull().default(''),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_name_lower').on(sql`lower(${t.name})`),
    check('clients_status', sql`${t.status} IN ('active', 'suspended')`),
    check('clients_retention_days', sql`${t.retentionDays} BETWEEN 1 AND 3650`),
    check('clients_languages', sql`cardinality(${t.languages}) >= 1`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [index('campaigns_client_id').on(t.clientId)],
);

export const calls = pgTable(
  'calls',
  {
    /** Spec §9 call id: digits, dash, digits, dot, digits (`412-20251103.7`). */
    id: text('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    lang: text('lang').notNull(),
    status: text('status').$type<CallStatus>().notNull(),
    decisional: boolean('decisional').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    detectedTags: jsonb('detected_tags').$type<DetectedTag[]>().notNull().default([]),
    transcript: jsonb('transcript').$type<TranscriptTurn[]>().notNull(),
    /**
     * Every turn's text in the call language's configuration, weighted by speaker: the customer's
     * turns (`in`) weigh A, the brand's (`out`) B, so a query restricted to A or B finds words
     * said by one side (the `speakers` filter). Built from jsonb arrays of texts, which keep turns
     * apart: a phrase never matches across two turns. Written by the trigger `calls_search_vector`
     * (function `call_search_vector(lang, transcript)`, migration 0019) on every insert and every
     * change of the transcript or language; a bulk load drops it and gives the same vector built
     * from the function's pieces (the seed: one `to_tsvector` per distinct turn).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`NULL`),
  },
  (t) => [
    check('calls_id_pattern', sql`${t.id} ~ '^[0-9]+-[0-9]+\\.[0-9]+$'`),
    check(
      'calls_status',
      sql.raw(`status IN (${CALL_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    index('calls_start_time').on(t.startTime),
    // The call list's usual query — one language, maybe one client's calls, latest first, maybe
    // by status — read from the index alone, its count included (status is the last column).
    index('calls_lang_start_time_status').on(t.lang, t.startTime, t.status),
    index('calls_client_lang_start_time_status').on(t.clientId, t.lang, t.startTime, t.status),
    index('calls_campaign_id').on(t.campaignId),
    // Sorting by duration, over every client or one.
    index('calls_duration').on(t.duration),
    index('calls_client_duration').on(t.clientId, t.duration),
    index('calls_search_vector').using('gin', t.searchVector),
    index('calls_metadata').using('gin', sql`${t.metadata} jsonb_path_ops`),
    index('calls_detected_tags').using('gin', sql`${t.detectedTags} jsonb_path_ops`),
    // A number's calls (GDPR requests), whatever spaces their metadata writes it with.
    index('calls_caller_number').on(callerNumberOf(t.metadata)),
  ],
);

export const CALL_EVENT_TYPES = ['display_call'] as const;
export type CallEventType = (typeof CALL_EVENT_TYPES)[number];

/** Usage statistics on calls: who opened which call when (spec §2 "display call" event). */
export const callEvents = pgTable(
  'call_events',
  {
    id: serial('id').primaryKey(),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    type: text('type').$type<CallEventType>().notNull(),
    /** The token subject of the user. */
    userId: text('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_events_call_id_at').on(t.callId, t.at),
    check(
      'call_events_type',
      sql.raw(`type IN (${CALL_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);

/** Messages sent with the console's contact form (spec §7 `POST contact/`). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The sender's token subject and user name. */
  senderId: text('sender_id').notNull(),
  senderName: text('sender_name'),
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClientRow = typeof clients.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type CallRow = typeof calls.$inferSelect;
export type NewCall = typeof calls.$inferInsert;
