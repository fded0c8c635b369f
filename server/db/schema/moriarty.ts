import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Speaker } from './calls';

// Moriarty (spec §3): clues are expressions said in calls, tags combine clues with and / or / not.

/** A tag query: exactly one of `and`, `or`, `not`, whose items are clue ids or nested groups. */
export type StoredTagQuery =
  { and: StoredTagItem[] } | { or: StoredTagItem[] } | { not: StoredTagItem[] };
export type StoredTagItem = number | StoredTagQuery;

export const moriartyClues = pgTable(
  'moriarty_clues',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    label: text('label').notNull(),
    lang: text('lang').notNull(),
    package: text('package').notNull().default(''),
    privateDescription: text('private_description').notNull().default(''),
    publicDescription: text('public_description').notNull().default(''),
    /** Milliseconds: consecutive turns of one speaker closer than this are read as one. */
    concatenationDelay: integer('concatenation_delay').notNull().default(300),
    /** Elasticsearch `simple_query_string` syntax, checked before it is stored. */
    query: text('query').notNull(),
    speakers: text('speakers').array().$type<Speaker[]>().notNull().default(['in', 'out']),
    /** The owner: null = the platform (every client reads it), else the one client that does. */
    clientId: integer('client_id'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moriarty_clues_lang').on(t.lang)],
);

export const moriartyTags = pgTable(
  'moriarty_tags',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    label: text('label').notNull(),
    lang: text('lang').notNull(),
    package: text('package').notNull().default(''),
    privateDescription: text('private_description').notNull().default(''),
    publicDescription: text('public_description').notNull().default(''),
    concatenationDelay: integer('concatenation_delay').notNull().default(300),
    query: jsonb('query').$type<StoredTagQuery>().notNull().default({ and: [] }),
    /** The owner: null = the platform (detected on every client's calls), else that client's. */
    clientId: integer('client_id'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moriarty_tags_lang').on(t.lang)],
);

/** Which clues each tag's query references (kept with the query): a clue's `tags`, integrity. */
export const moriartyTagClues = pgTable(
  'moriarty_tag_clues',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => moriartyTags.id, { onDelete: 'cascade' }),
    clueId: integer('clue_id')
      .notNull()
      .references(() => moriartyClues.id),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.clueId] }),
    index('moriarty_tag_clues_clue_id').on(t.clueId),
  ],
);

export type ClueRow = typeof moriartyClues.$inferSelect;
export type TagRow = typeof moriartyTags.$inferSelect;

/**
 * Languages whose `calls.detected_tags` must be recomputed (a clue or tag was saved). Written with
 * the save and removed only once the recomputation ended, so a crash in between resumes it.
 */
export const moriartyPendingDetections = pgTable('moriarty_pending_detections', {
  lang: text('lang').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow(),
});
