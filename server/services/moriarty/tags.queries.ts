import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { moriartyTagClues, moriartyTags, type ClueRow, type TagRow } from '../../db/schema';
import { cluesWithIds } from './clues.queries';
import { tagClueIds, type TagQuery } from './engine';
import { msg } from '../../shared/messages';
import { invalidTagQuery } from './queryErrors';
import type { CreateTag, Tag, UpdateTag } from './tags.schemas';
import { describedRecordOf } from './describedRecord';
import { readableBy, type Owner } from '../shared/ownership';

type TagClue = Tag['clues'][number];

const toTagClue = (clue: ClueRow): TagClue => ({
  id: clue.id,
  label: clue.label,
  query: clue.query,
  speakers: clue.speakers,
  concatenation_delay: clue.concatenationDelay,
});

const toTag = (row: TagRow, clues: ReadonlyMap<number, ClueRow>, owner: Owner): Tag => ({
  ...describedRecordOf(row, owner),
  query: row.query,
  clues: tagClueIds(row.query).flatMap((id) => {
    const clue = clues.get(id);
    return clue ? [toTagClue(clue)] : [];
  }),
});

const withClues = async (db: AppDatabase, rows: TagRow[], owner: Owner) => {
  const ids = [...new Set(rows.flatMap((row) => tagClueIds(row.query)))];
  const clues = new Map((await cluesWithIds(db, ids, owner)).map((clue) => [clue.id, clue]));
  return rows.map((row) => toTag(row, clues, owner));
};

/** Every tag the caller may read, of one language or of all, oldest first. */
export async function listTags(db: AppDatabase, owner: Owner, lang?: string): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(moriartyTags)
    .where(
      and(readableBy(owner, moriartyTags.clientId), lang ? eq(moriartyTags.lang, lang) : undefined),
    )
    .orderBy(asc(moriartyTags.id));
  return withClues(db, rows, owner);
}

const tagRow = async (db: AppDatabase, owner: Owner, id: number): Promise<TagRow | undefined> =>
  (
    await db
      .select()
      .from(moriartyTags)
      .where(and(eq(moriartyTags.id, id), readableBy(owner, moriartyTags.clientId)))
  )[0];

/** A tag the caller may read (another client's is not found). */
export async function findTag(db: AppDatabase, owner: Owner, id: number): Promise<Tag | undefined> {
  const row = await tagRow(db, owner, id);
  return row && (await withClues(db, [row], owner))[0];
}

/**
 * Refuses (InvalidQuery) a query naming clues that do not exist, are of another language, or
 * that the tag's owner cannot read: a tag uses the platform's clues and its own client's only.
 */
export async function checkTagClues(
  db: AppDatabase,
  query: TagQuery,
  lang: string,
  tagOwner: number | null,
) {
  const ids = tagClueIds(query);
  const readers: Owner = { scope: tagOwner === null ? [] : [tagOwner], creates: tagOwner };
  const found = new Map((await cluesWithIds(db, ids, readers)).map((clue) => [clue.id, clue]));
  const problems = ids.flatMap((id) => {
    const clue = found.get(id);
    if (!clue) return [msg('moriarty.unknownClue', { id })];
    if (clue.lang !== lang)
      return [
        msg('moriarty.clueOtherLanguage', { id, label: clue.label, clueLang: clue.lang, lang }),
      ];
    return [];
  });
  if (problems.length) throw invalidTagQuery(problems);
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Keeps the tag → clue links in step with the tag's query. */
async function linkClues(tx: Transaction, tagId: number, query: TagQuery) {
  await tx.delete(moriartyTagClues).where(eq(moriartyTagClues.tagId, tagId));
  const ids = tagClueIds(query);
  if (ids.length)
    await tx.insert(moriartyTagClues).values(ids.map((clueId) => ({ tagId, clueId })));
}

/** Inserts a tag whose query was checked (`checkTagClues`), owned by `clientId`. */
export async function insertTag(
  db: AppDatabase,
  tag: CreateTag,
  owner: Owner,
  clientId: number | null,
): Promise<Tag> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(moriartyTags)
      .values({
        label: tag.label,
        lang: tag.lang,
        package: tag.package,
        privateDescription: tag.private_description,
        publicDescription: tag.public_description,
        concatenationDelay: tag.concatenation_delay,
        query: tag.query,
        clientId,
      })
      .returning();
    await linkClues(tx, inserted.id, tag.query);
    return inserted;
  });
  return (await withClues(db, [row], owner))[0];
}

/**
 * Applies the given fields, checking a new query against the tag's language; undefined when the
 * tag does not exist.
 */
export async function updateTag(
  db: AppDatabase,
  owner: Owner,
  id: number,
  changes: UpdateTag,
): Promise<Tag | undefined> {
  const existing = await tagRow(db, owner, id);
  if (!existing) return undefined;
  const { query } = changes;
  if (query) await checkTagClues(db, query, existing.lang, existing.clientId);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(moriartyTags)
      .set({
        label: changes.label,
        package: changes.package,
        privateDescription: changes.private_description,
        publicDescription: changes.public_description,
        concatenationDelay: changes.concatenation_delay,
        query,
        updatedAt: new Date(),
      })
      .where(eq(moriartyTags.id, id))
      .returning();
    if (query) await linkClues(tx, id, query);
    return updated;
  });
  return (await withClues(db, [row], owner))[0];
}
