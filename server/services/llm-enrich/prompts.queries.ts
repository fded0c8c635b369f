import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { llmPrompts, type LlmPromptRow } from '../../db/schema';
import type { FieldErrors } from '../shared/errors';
import { selectPage } from '../shared/selectPage';
import { orderOf } from '../shared/simpleRest';
import { checkPrompt } from './prompts.check';
import type { CreatePrompt, Prompt, PromptListQuery, UpdatePrompt } from './prompts.schemas';
import { textMatches } from './records';
import { definedOnly } from '../shared/updateFields';

export const toPrompt = (row: LlmPromptRow): Prompt => ({
  id: row.uuid,
  name: row.name,
  lang: row.lang,
  description: row.description,
  template: row.template,
  instruction_uuids: row.instructionUuids,
  output_kind: row.outputKind,
  json_schema: row.jsonSchema ?? null,
  model: row.model,
  temperature: row.temperature,
  enabled: row.enabled,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const columnsOf = (prompt: CreatePrompt) => ({
  name: prompt.name,
  lang: prompt.lang,
  description: prompt.description,
  template: prompt.template,
  instructionUuids: prompt.instruction_uuids,
  outputKind: prompt.output_kind,
  // A text answer keeps no schema.
  jsonSchema: prompt.output_kind === 'json' ? prompt.json_schema : null,
  model: prompt.model,
  temperature: prompt.temperature,
  enabled: prompt.enabled,
});

const sortColumns = {
  name: sql`lower(${llmPrompts.name})`,
  lang: llmPrompts.lang,
  output_kind: llmPrompts.outputKind,
  enabled: llmPrompts.enabled,
  inserted_at: llmPrompts.insertedAt,
  updated_at: llmPrompts.updatedAt,
};

/** A page of prompts (simple-rest `filter`, `sort`, `range`), by name. */
export async function listPrompts(db: AppDatabase, query: PromptListQuery) {
  const filter = query.filter ?? {};
  const lang = filter.lang ?? filter.language;
  const where = and(
    textMatches(filter.q, llmPrompts.name, llmPrompts.description),
    lang ? eq(llmPrompts.lang, lang) : undefined,
    filter.output_kind ? eq(llmPrompts.outputKind, filter.output_kind) : undefined,
    filter.enabled === undefined ? undefined : eq(llmPrompts.enabled, filter.enabled),
    filter.id ? inArray(llmPrompts.uuid, filter.id) : undefined,
  );
  const order = orderOf(query.sort, sortColumns, ['name', 'ASC'], llmPrompts.uuid);
  const page = await selectPage(db, llmPrompts, where, order, query.range);
  return { ...page, rows: page.rows.map(toPrompt) };
}

export async function findPrompt(db: AppDatabase, uuid: string) {
  const [row] = await db.select().from(llmPrompts).where(eq(llmPrompts.uuid, uuid));
  return row && toPrompt(row);
}

/** Why a save was refused: field → messages. */
export interface PromptRefused {
  refused: FieldErrors;
}

const refusedIfAny = async (db: AppDatabase, prompt: CreatePrompt) => {
  const { errors } = await checkPrompt(db, prompt);
  return Object.keys(errors).length ? { refused: errors } : undefined;
};

export async function insertPrompt(
  db: AppDatabase,
  prompt: CreatePrompt,
): Promise<Prompt | PromptRefused> {
  const refused = await refusedIfAny(db, prompt);
  if (refused) return refused;
  const [row] = await db.insert(llmPrompts).values(columnsOf(prompt)).returning();
  return toPrompt(row);
}

/** Changes the given fields (checked with the kept ones); undefined when there is no such prompt. */
export async function updatePrompt(
  db: AppDatabase,
  uuid: string,
  changes: UpdatePrompt,
): Promise<Prompt | PromptRefused | undefined> {
  const current = await findPrompt(db, uuid);
  if (!current) return undefined;
  const defined = definedOnly(changes) as Partial<CreatePrompt>;
  const merged: CreatePrompt = {
    name: defined.name ?? current.name,
    lang: defined.lang ?? current.lang,
    description: defined.description ?? current.description,
    template: defined.template ?? current.template,
    instruction_uuids: defined.instruction_uuids ?? current.instruction_uuids,
    output_kind: defined.output_kind ?? current.output_kind,
    json_schema: 'json_schema' in defined ? (defined.json_schema ?? null) : current.json_schema,
    model: defined.model ?? current.model,
    temperature: defined.temperature ?? current.temperature,
    enabled: defined.enabled ?? current.enabled,
  };
  const refused = await refusedIfAny(db, merged);
  if (refused) return refused;
  const [row] = await db
    .update(llmPrompts)
    .set({ ...columnsOf(merged), updatedAt: sql`now()` })
    .where(eq(llmPrompts.uuid, uuid))
    .returning();
  return row && toPrompt(row);
}

export async function deletePrompt(db: AppDatabase, uuid: string) {
  const [row] = await db.delete(llmPrompts).where(eq(llmPrompts.uuid, uuid)).returning();
  return row && toPrompt(row);
}
