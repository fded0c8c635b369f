import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './calls';
import { moriartyTags } from './moriarty';

// Enrich (issue 15), served by the language-model enrichment service: packages grouping Moriarty
// tags and LLM prompts for some clients, and how each tag is shown and sent (its configuration).

/** A package: tags of one language, prompts, and the clients whose calls it enriches. */
export const enrichPackages = pgTable(
  'enrich_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 2-letter language code; the package's tags are tags of this language. */
    language: text('language').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrich_packages_name_lower').on(sql`lower(${t.name})`),
    check('enrich_packages_language', sql`${t.language} ~ '^[a-z]{2}$'`),
  ],
);

/** The Moriarty tags of a package (a deleted tag leaves its packages). */
export const enrichPackageTags = pgTable(
  'enrich_package_tags',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => enrichPackages.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => moriartyTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.tagId] }),
    index('enrich_package_tags_tag_id').on(t.tagId),
  ],
);

/** The LLM prompts of a package, by uuid (the prompts live in the same service, unreferenced). */
export const enrichPackagePrompts = pgTable(
  'enrich_package_prompts',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => enrichPackages.id, { onDelete: 'cascade' }),
    promptUuid: uuid('prompt_uuid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.promptUuid] })],
);

/** The clients a package enriches the calls of (a deleted client leaves its packages). */
export const enrichPackageClients = pgTable(
  'enrich_package_clients',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => enrichPackages.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.clientId] }),
    index('enrich_package_clients_client_id').on(t.clientId),
  ],
);

/** How a Moriarty tag is shown and sent; a tag without a row has the defaults. */
export const enrichTagConfigs = pgTable(
  'enrich_tag_configs',
  {
    tagId: integer('tag_id')
      .primaryKey()
      .references(() => moriartyTags.id, { onDelete: 'cascade' }),
    labelEn: text('label_en').notNull().default(''),
    labelFr: text('label_fr').notNull().default(''),
    /** `#rrggbb`. */
    color: text('color').notNull(),
    /** 0 to 100. */
    priority: integer('priority').notNull(),
    /** Matches at least, for a call to count as tagged. */
    minMatches: integer('min_matches').notNull(),
    sendToWebhook: boolean('send_to_webhook').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('enrich_tag_configs_color', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
    check('enrich_tag_configs_priority', sql`${t.priority} BETWEEN 0 AND 100`),
    check('enrich_tag_configs_min_matches', sql`${t.minMatches} >= 1`),
  ],
);

export type EnrichPackageRow = typeof enrichPackages.$inferSelect;
export type EnrichTagConfigRow = typeof enrichTagConfigs.$inferSelect;
