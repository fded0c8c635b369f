import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { moriartyClues, moriartyTagClues, moriartyTags, type ClueRow } from '../../db/schema';
import type { Clue, CreateClue, UpdateClue } from './clues.schemas';
import { describedRecordOf } from './describedRecord';

type TagRef = Clue['tags'][number];

const toClue = (row: ClueRow, tags: TagRef[]): Clue => ({
  ...describedRecordOf(row),
  query: row.query,
  speakers: row.speakers,
  tags,
});

/** The tags using each of these clues, by clue id. */
async function tagsUsing(db: AppDatabase, clueIds: number[]): Promise<Map<number, TagRef[]>> {
  const byClue = new Map<number, TagRef[]>();
  if (clueIds.length === 0) return byClue;
  const rows = await db
    .select({ clueId: moriartyTagClues.clueId, id: moriartyTags.id, label: moriartyTags.label })
    .from(moriartyTagClues)
    .innerJoin(moriartyTags, eq(moriartyTags.id, moriartyTagClues.tagId))
    .where(inArray(moriartyTagClues.clueId, clueIds))
    .orderBy(asc(moriartyTags.id));
  for (const { clueId, id, label } of rows)
    byClue.set(clueId, [...(byClue.get(clueId) ?? []), { id, label }]);
  return byClue;
}

const withTags = async (db: AppDatabase, rows: ClueRow[]) => {
  const tags = await tagsUsing(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toClue(row, tags.get(row.id) ?? []));
};

/** Every clue, of one language or of all, oldest first. */
export async function listClues(db: AppDatabase, lang?: string): Promise<Clue[]> {
  const rows = await db
    .select()
    .from(moriartyClues)
    .where(lang ? eq(moriartyClues.lang, lang) : undefined)
    .orderBy(asc(moriartyClues.id));
  return withTags(db, rows);
}

export async function findClue(db: AppDatabase, id: number): Promise<Clue | undefined> {
  const rows = await db.select().from(moriartyClues).where(eq(moriartyClues.id, id));
  return (await withTags(db, rows))[0];
}

/** The stored clues among these ids. */
export const cluesWithIds = (db: AppDatabase, ids: number[]): Promise<ClueRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(moriartyClues).where(inArray(moriartyClues.id, ids));

export async function insertClue(db: AppDatabase, clue: CreateClue): Promise<Clue> {
  const [row] = await db
    .insert(moriartyClues)
    .values({
      label: clue.label,
      lang: clue.lang,
      package: clue.package,
      privateDescription: clue.private_description,
      publicDescription: clue.public_description,
      concatenationDelay: clue.concatenation_delay,
      query: clue.query,
      speakers: clue.speakers,
    })
    .returning();
  return toClue(row, []);
}

/** Applies the given fields; undefined when the clue does not exist. */
export async function updateClue(
  db: AppDatabase,
  id: number,
  changes: UpdateClue,
): Promise<Clue | undefined> {
  const [row] = await db
    .update(moriartyClues)
    .set({
      label: changes.label,
      package: changes.package,
      privateDescription: changes.private_description,
      publicDescription: changes.public_description,
      concatenationDelay: changes.concatenation_delay,
      query: changes.query,
      speakers: changes.speakers,
      updatedAt: new Date(),
    })
    .where(eq(moriartyClues.id, id))
    .returning();
  return row && (await withTags(db, [row]))[0];
}
