import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { llmInstructions, llmPrompts, type LlmInstructionRow } from '../../db/schema';
import { selectPage } from '../shared/selectPage';
import { orderOf } from '../shared/simpleRest';
import type {
  CreateInstruction,
  Instruction,
  InstructionListQuery,
  UpdateInstruction,
} from './instructions.schemas';
import { textMatches } from './records';
import { definedOnly } from '../shared/updateFields';

export const toInstruction = (row: LlmInstructionRow): Instruction => ({
  id: row.uuid,
  name: row.name,
  lang: row.lang,
  kind: row.kind,
  text: row.text,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const sortColumns = {
  name: sql`lower(${llmInstructions.name})`,
  lang: llmInstructions.lang,
  kind: llmInstructions.kind,
  inserted_at: llmInstructions.insertedAt,
  updated_at: llmInstructions.updatedAt,
};

/** A page of instructions (simple-rest `filter`, `sort`, `range`), by name. */
export async function listInstructions(db: AppDatabase, query: InstructionListQuery) {
  const filter = query.filter ?? {};
  const lang = filter.lang ?? filter.language;
  const where = and(
    textMatches(filter.q, llmInstructions.name, llmInstructions.text),
    lang ? eq(llmInstructions.lang, lang) : undefined,
    filter.kind ? eq(llmInstructions.kind, filter.kind) : undefined,
    filter.id ? inArray(llmInstructions.uuid, filter.id) : undefined,
  );
  const order = orderOf(query.sort, sortColumns, ['name', 'ASC'], llmInstructions.uuid);
  const page = await selectPage(db, llmInstructions, where, order, query.range);
  return { ...page, rows: page.rows.map(toInstruction) };
}

export async function findInstruction(db: AppDatabase, uuid: string) {
  const [row] = await db.select().from(llmInstructions).where(eq(llmInstructions.uuid, uuid));
  return row && toInstruction(row);
}

/** The instructions with these uuids (any order). */
export async function instructionsByUuid(db: AppDatabase, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  const rows = await db
    .select()
    .from(llmInstructions)
    .where(inArray(llmInstructions.uuid, [...uuids]));
  return rows.map(toInstruction);
}

export async function insertInstruction(db: AppDatabase, instruction: CreateInstruction) {
  const [row] = await db.insert(llmInstructions).values(instruction).returning();
  return toInstruction(row);
}

/** Names of the prompts listing an instruction. */
export async function promptsUsing(db: AppDatabase, uuid: string): Promise<string[]> {
  const rows = await db
    .select({ name: llmPrompts.name })
    .from(llmPrompts)
    .where(sql`${llmPrompts.instructionUuids} @> ${JSON.stringify([uuid])}::jsonb`)
    .orderBy(llmPrompts.name);
  return rows.map(({ name }) => name);
}

/** Why a change was refused: prompts of another language list the instruction. */
export interface InstructionInUse {
  inUse: { name: string; prompts: string[] };
}

/** Changes the given fields; undefined when there is no such instruction. */
export async function updateInstruction(
  db: AppDatabase,
  uuid: string,
  changes: UpdateInstruction,
): Promise<Instruction | InstructionInUse | undefined> {
  const current = await findInstruction(db, uuid);
  if (!current) return undefined;
  // Prompts list instructions of their own language only.
  if (changes.lang !== undefined && changes.lang !== current.lang) {
    const prompts = await promptsUsing(db, uuid);
    if (prompts.length) return { inUse: { name: current.name, prompts } };
  }
  const { name, lang, kind, text } = changes;
  const columns = definedOnly({ name, lang, kind, text });
  const [row] = await db
    .update(llmInstructions)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(llmInstructions.uuid, uuid))
    .returning();
  return row && toInstruction(row);
}

/** Deletes an instruction no prompt lists; undefined when there is none. */
export async function deleteInstruction(
  db: AppDatabase,
  uuid: string,
): Promise<Instruction | InstructionInUse | undefined> {
  const current = await findInstruction(db, uuid);
  if (!current) return undefined;
  const prompts = await promptsUsing(db, uuid);
  if (prompts.length) return { inUse: { name: current.name, prompts } };
  const [row] = await db.delete(llmInstructions).where(eq(llmInstructions.uuid, uuid)).returning();
  return row && toInstruction(row);
}
