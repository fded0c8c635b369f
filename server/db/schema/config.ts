import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from './calls';
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

export const APP_TYPES = ['batch', 'stream'] as const;
export type AppType = (typeof APP_TYPES)[number];
export const AUDIO_CODECS = ['PCMU', 'PCMA', 'L16'] as const;
export type AudioCodec = (typeof AUDIO_CODECS)[number];
export const SAMPLE_RATES = [8000, 16000] as const;
export type SampleRate = (typeof SAMPLE_RATES)[number];
export const MAX_STREAMS = 1000;

/**
 * Configuration-service apps (batch "vocal cookie" and stream H2B apps), the client owning each and
 * the model it uses. A batch app posts its results to `callback_url`; a stream app has the audio
 * settings and an API key, stored only as a scrypt hash (`api_key_hint`: its last characters).
 */
export const configApps = pgTable(
  'config_apps',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `batch` (vocal cookie) or `stream` (H2B). */
    type: text('type').$type<AppType>().notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Language code (`fr`, `en`) of the audio the app sends. */
    language: text('language').notNull().default('fr'),
    /** The alias (or, for a stream app, H2B alias) naming the model, as the app uses it. */
    languageModelAlias: text('language_model_alias').notNull().default(''),
    /** The language-model configuration the alias named when the app was saved. */
    languageModelId: integer('language_model_id').references(() => languageModelConfigs.id),
    enabled: boolean('enabled').notNull().default(true),
    /** Batch apps: the https URL results are posted to ('' for a stream app). */
    callbackUrl: text('callback_url').notNull().default(''),
    /** Stream apps (null for a batch app). */
    audioCodec: text('audio_codec').$type<AudioCodec>(),
    sampleRate: integer('sample_rate'),
    maxStreams: integer('max_streams'),
    /** Stream apps: `scrypt$…` of the API key (never read back); null before one is issued. */
    apiKeyHash: text('api_key_hash'),
    /** Stream apps: the key's last characters, to tell keys apart. */
    apiKeyHint: text('api_key_hint'),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('config_apps_language_model_id').on(t.languageModelId),
    index('config_apps_type_client_id').on(t.type, t.clientId),
    check('config_apps_type', sql`${t.type} IN ('batch', 'stream')`),
    check('config_apps_audio_codec', sql`${t.audioCodec} IN ('PCMU', 'PCMA', 'L16')`),
    check('config_apps_sample_rate', sql`${t.sampleRate} IN (8000, 16000)`),
    check('config_apps_max_streams', sql`${t.maxStreams} BETWEEN 1 AND 1000`),
  ],
);

export type LanguageModelConfigRow = typeof languageModelConfigs.$inferSelect;
export type ConfigAppRow = typeof configApps.$inferSelect;
