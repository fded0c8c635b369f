import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languageModels } from './lmFactoryLanguageModels';

/**
 * Configuration service: how a built language model is exposed (spec §3 "Language model config").
 * Created when a build succeeds; `codename` ties it to its LM Factory model.
 */
export const languageModelConfigs = pgTable('language_model_configs', {
  id: serial('id').primaryKey(),
  codename: text('codename')
    .notNull()
    .unique()
    .references(() => languageModels.codename),
  name: text('name').notNull(),
  language: text('language').notNull(),
  description: text('description').notNull().default(''),
  aliases: text('aliases').array().notNull().default([]),
  /** H2B aliases. */
  isoAliases: text('iso_aliases').array().notNull().default([]),
  enabled: boolean('enabled').notNull().default(false),
  public: boolean('public').notNull().default(false),
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Configuration-service apps (batch "vocal cookie" and stream H2B apps) and the model they use. */
export const configApps = pgTable(
  'config_apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `batch` (vocal cookie) or `stream` (H2B). */
    type: text('type').notNull(),
    /** The language-model configuration the app uses (language_model_configs.id). */
    languageModelId: integer('language_model_id').references(() => languageModelConfigs.id),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('config_apps_language_model_id').on(t.languageModelId)],
);

export type LanguageModelConfigRow = typeof languageModelConfigs.$inferSelect;
export type ConfigAppRow = typeof configApps.$inferSelect;
