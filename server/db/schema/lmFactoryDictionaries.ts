import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * LM Factory dictionaries (spec §3), one row per version. A dictionary is the set of rows sharing
 * `root_id` (the id of its version 1); saving always adds a row (spec §4), so older versions stay
 * readable under their own id. Archiving (spec §4) sets every version's status to `archived`.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: serial('id').primaryKey(),
    rootId: integer('root_id').notNull(),
    version: integer('version').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang').notNull(),
    /** One word or expression per line. */
    content: text('content').notNull(),
    status: text('status').notNull().default('available'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dictionaries_root_version').on(t.rootId, t.version),
    index('dictionaries_lang_status').on(t.lang, t.status),
  ],
);

export type DictionaryRow = typeof dictionaries.$inferSelect;
