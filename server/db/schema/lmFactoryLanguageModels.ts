import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a successful build produced, shown with the model (our addition to spec §3). */
export interface LanguageModelBuildStats {
  /** Highest n-gram order (3). */
  order: number;
  /** Number of n-grams of each order, 1-grams first (the ARPA header counts). */
  ngram_counts: number[];
  /** Sentences compiled (corpus sentences and dictionary lines with at least one word). */
  sentences: number;
  /** Words compiled (tokens, sentence markers excluded). */
  words: number;
  /** Distinct words. */
  vocabulary: number;
  /** Size of the ARPA file in bytes (UTF-8). */
  size_bytes: number;
}

/**
 * LM Factory language models (spec §3). `status` is also the durable build queue: the worker
 * claims `queued` rows, marks them `running`, then `success` or `failed` (spec §4; the column
 * default is spec's `success`, a posted model starts `queued`). Archiving sets `deleted_at`.
 */
export const languageModels = pgTable(
  'language_models',
  {
    id: serial('id').primaryKey(),
    codename: text('codename').notNull().unique(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang').notNull(),
    corpusIds: integer('corpus_ids').array().notNull(),
    dictionaryIds: integer('dictionary_ids').array().notNull(),
    status: text('status').notNull().default('success'),
    failureReason: text('failure_reason'),
    /** Claims so far; a build interrupted by restarts this often is failed instead of resumed. */
    buildAttempts: integer('build_attempts').notNull().default(0),
    buildStartedAt: timestamp('build_started_at', { withTimezone: true }),
    buildEndedAt: timestamp('build_ended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('language_models_status').on(t.status), index('language_models_lang').on(t.lang)],
);

/** The built model of a successful build (ARPA text), apart so lists never load it. */
export const languageModelFiles = pgTable('language_model_files', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => languageModels.id),
  arpa: text('arpa').notNull(),
  stats: jsonb('stats').$type<LanguageModelBuildStats>().notNull(),
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LanguageModelRow = typeof languageModels.$inferSelect;
