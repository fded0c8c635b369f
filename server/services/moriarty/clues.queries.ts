import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { moriartyClues, moriartyTagClues, moriartyTags, type ClueRow } from '../../db/schema';
import { readableBy, type Owner } from '../shared/ownership';
import type { Clue, CreateClue, UpdateClue } from './clues.schemas';
import { describedRecordOf } from './describedRecord';

type TagRef = Clue['tags'][number];

const toClue = (row: ClueRow, tags: TagRef[], owner: Owner): Clue => ({
  ...describedRecordOf(row, owner),
  query: row.query,
  speakers: row.speakers,
  tags,
});

/** The tags using each of these clues that the caller may read, by clue id. */
async function tagsUsing(
  db: AppDatabase,
  clueIds: number[],
  owner: Owner,
): Promise<Map<number, TagRef[]>> {
  const byClue = new Map<number, TagRef[]>();
  if (clueIds.length === 0) return byClue;
  const rows = await db
    .select({ clueId: moriartyTagClues.clueId, id: moriartyTags.id, label: moriartyTags.label })
    .from(moriartyTagClues)
    .innerJoin(moriartyTags, eq(moriartyTags.id, moriartyTagClues.tagId))
    .where(and(inArray(moriartyTagClues.clueId, clueIds), readableBy(owner, moriartyTags.clientId)))
    .orderBy(asc(moriartyTags.id));
  for (const { clueId, id, label } of rows)
    byClue.set(clueId, [...(byClue.get(clueId) ?? []), { id, label }]);
  return byClue;
}

const withTags = async (db: AppDatabase, rows: ClueRow[], owner: Owner) => {
  const tags = await tagsUsing(
    db,
    rows.map((row) => row.id),
    owner,
  );
  return rows.map((row) => toClue(row, tags.get(row.id) ?? [], owner));
};

/** Every clue the caller may read, of one language or of all, oldest first. */
export async function listClues(db: AppDatabase, owner: Owner, lang?: string): Promise<Clue[]> {
  const rows = await db
    .select()
    .from(moriartyClues)
    .where(
      and(
        readableBy(owner, moriartyClues.clientId),
        lang ? eq(moriartyClues.lang, lang) : undefined,
      ),
    )
    .orderBy(asc(moriartyClues.id));
  return withTags(db, rows, owner);
}

/** A clue the caller may read (another client's is not found). */
export async function findClue(
  db: AppDatabase,
  owner: Owner,
  id: number,
): Promise<Clue | undefined> {
  const rows = await db
    .select()
    .from(moriartyClues)
    .where(and(eq(moriartyClues.id, id), readableBy(owner, moriartyClues.clientId)));
  return (await withTags(db, rows, owner))[0];
}

/** The stored clues among these ids that the caller may read. */
export const cluesWithIds = (db: AppDatabase, ids: number[], owner: Owner): Promise<ClueRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(moriartyClues)
        .where(and(inArray(moriartyClues.id, ids), readableBy(owner, moriartyClues.clientId)));

export async function insertClue(
  db: AppDatabase,
  clue: CreateClue,
  owner: Owner,
  clientId: number | null,
): Promise<Clue> {
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
      clientId,
    })
    .returning();
  return toClue(row, [], owner);
}

/** Applies the given fields; undefined when the clue does not exist. */
export async function updateClue(
  db: AppDatabase,
  owner: Owner,
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
  return row && (await withTags(db, [row], owner))[0];
}
