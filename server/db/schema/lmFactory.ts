import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** LM Factory corpuses (spec §3). Archiving (spec §4) sets status to `archived`; rows are kept. */
export const corpuses = pgTable(
  'corpuses',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang').notNull(),
    sentences: text('sentences').array().notNull(),
    status: text('status').notNull().default('available'),
    /** The owner: null = the platform (every client reads it), else the one client that does. */
    clientId: integer('client_id'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('corpuses_lang_status').on(t.lang, t.status)],
);

export type CorpusRow = typeof corpuses.$inferSelect;
