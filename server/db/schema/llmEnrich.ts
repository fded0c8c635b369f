import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// LLM Enrich (issue 15): the instructions (system texts) and prompts the platform sends to a
// language model to enrich a call (a summary, the call reason as JSON, next actions).

export const LLM_INSTRUCTION_KINDS = ['system', 'style', 'output_format'] as const;
export type LlmInstructionKind = (typeof LLM_INSTRUCTION_KINDS)[number];

export const LLM_OUTPUT_KINDS = ['text', 'json'] as const;
export type LlmOutputKind = (typeof LLM_OUTPUT_KINDS)[number];

const stamps = {
  insertedAt: timestamp('inserted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/** A text given to the model as its system message, alone or with others (in a prompt's order). */
export const llmInstructions = pgTable(
  'llm_instructions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 2-letter language code. */
    lang: text('lang').notNull(),
    kind: text('kind').$type<LlmInstructionKind>().notNull(),
    text: text('text').notNull(),
    ...stamps,
  },
  (t) => [
    index('llm_instructions_lang').on(t.lang),
    check('llm_instructions_kind', sql`${t.kind} IN ('system', 'style', 'output_format')`),
  ],
);
export type LlmInstructionRow = typeof llmInstructions.$inferSelect;

/** A prompt: a template filled from a call, its instructions, and how the model answers. */
export const llmPrompts = pgTable(
  'llm_prompts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lang: text('lang').notNull(),
    description: text('description').notNull().default(''),
    template: text('template').notNull(),
    /** Instructions of the same language, in the order they are joined (uuids). */
    instructionUuids: jsonb('instruction_uuids').$type<string[]>().notNull().default([]),
    outputKind: text('output_kind').$type<LlmOutputKind>().notNull().default('text'),
    /** JSON Schema of a `json` answer; null for text. */
    jsonSchema: jsonb('json_schema').$type<Record<string, unknown>>(),
    model: text('model').notNull().default(''),
    temperature: doublePrecision('temperature').notNull().default(0.2),
    enabled: boolean('enabled').notNull().default(true),
    ...stamps,
  },
  (t) => [
    index('llm_prompts_lang').on(t.lang),
    check('llm_prompts_output_kind', sql`${t.outputKind} IN ('text', 'json')`),
    check('llm_prompts_temperature', sql`${t.temperature} >= 0 AND ${t.temperature} <= 2`),
  ],
);
export type LlmPromptRow = typeof llmPrompts.$inferSelect;
