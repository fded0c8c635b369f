import { and, asc, desc, eq, min, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { dictionaries, type DictionaryRow } from '../../db/schema/lmFactoryDictionaries';
import type { CreateDictionary, Dictionary } from './dictionaries.schemas';
import { nextId } from './nextId';

const available = ne(dictionaries.status, 'archived');

/** Newest version of each dictionary (by root id) among the given rows. */
function latestVersions(rows: readonly DictionaryRow[]) {
  const latest = new Map<number, DictionaryRow>();
  for (const row of rows) {
    const known = latest.get(row.rootId);
    if (!known || row.version > known.version) latest.set(row.rootId, row);
  }
  return latest;
}

/** A version with its version info; `familyLatest` is the newest version of its dictionary. */
const toDictionary = (
  row: DictionaryRow,
  familyLatest: DictionaryRow,
  main: boolean,
): Dictionary => ({
  id: row.id,
  label: row.label,
  description: row.description,
  lang: row.lang,
  content: row.content,
  main,
  status: row.status === 'archived' ? 'archived' : 'available',
  version: {
    current: row.version,
    is_latest: row.id === familyLatest.id,
    latest: familyLatest.version,
    latest_id: familyLatest.id,
  },
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Root id of each language's main dictionary: its oldest dictionary not archived. */
function mainRoots(rows: readonly DictionaryRow[]) {
  const roots = new Map<string, number>();
  for (const row of rows) {
    if (row.status === 'archived') continue;
    const known = roots.get(row.lang);
    if (known === undefined || row.rootId < known) roots.set(row.lang, row.rootId);
  }
  return roots;
}

export interface DictionaryFilter {
  lang?: string;
  /** true: newest versions only; false: older versions only. */
  isLatest?: boolean;
}

/** Every version of every dictionary not archived (of one language or all), oldest first. */
export async function listDictionaries(
  db: AppDatabase,
  { lang, isLatest }: DictionaryFilter = {},
): Promise<Dictionary[]> {
  const rows = await db
    .select()
    .from(dictionaries)
    .where(lang ? and(available, eq(dictionaries.lang, lang)) : available)
    .orderBy(asc(dictionaries.id));
  const latest = latestVersions(rows);
  const main = mainRoots(rows);
  return rows
    .map((row) =>
      toDictionary(row, latest.get(row.rootId) as DictionaryRow, main.get(row.lang) === row.rootId),
    )
    .filter((dictionary) => isLatest === undefined || dictionary.version.is_latest === isLatest);
}

/** Whether the dictionary rooted at `rootId` is its language's main one. */
async function isMainRoot(db: AppDatabase, lang: string, rootId: number) {
  const [{ root }] = await db
    .select({ root: min(dictionaries.rootId) })
    .from(dictionaries)
    .where(and(available, eq(dictionaries.lang, lang)));
  return root === rootId;
}

const familyOf = (db: AppDatabase, rootId: number) =>
  db.select().from(dictionaries).where(eq(dictionaries.rootId, rootId));

/** One version (any, not only the newest); undefined when missing or archived. */
export async function findDictionary(db: AppDatabase, id: number): Promise<Dictionary | undefined> {
  const [row] = await db
    .select()
    .from(dictionaries)
    .where(and(eq(dictionaries.id, id), available));
  if (!row) return undefined;
  const latest = latestVersions(await familyOf(db, row.rootId)).get(row.rootId) as DictionaryRow;
  return toDictionary(row, latest, await isMainRoot(db, row.lang, row.rootId));
}

/**
 * Saves a dictionary (spec §4: saving always creates a version): version n+1 of the dictionary of
 * the same language and label (case and surrounding spaces ignored) that is not archived, else
 * version 1 of a new dictionary. Returns the new version's id.
 */
export async function insertDictionary(db: AppDatabase, input: CreateDictionary): Promise<number> {
  return db.transaction(async (tx) => {
    const sameLabel = sql`lower(${dictionaries.label}) = lower(${input.label})`;
    // Two saves of one dictionary at once must not both become version n+1.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`dictionary:${input.lang}:${input.label.toLowerCase()}`}))`,
    );
    const [previous] = await tx
      .select({ rootId: dictionaries.rootId, version: dictionaries.version })
      .from(dictionaries)
      .where(and(available, eq(dictionaries.lang, input.lang), sameLabel))
      .orderBy(desc(dictionaries.version))
      .limit(1);
    const id = await nextId(tx, 'dictionaries');
    const now = new Date();
    await tx.insert(dictionaries).values({
      ...input,
      id,
      rootId: previous?.rootId ?? id,
      version: (previous?.version ?? 0) + 1,
      insertedAt: now,
      updatedAt: now,
    });
    return id;
  });
}

/**
 * Archives a dictionary (spec §4): every version of the dictionary the given version belongs to.
 * Returns the given version as archived; undefined when missing or already archived.
 */
export async function archiveDictionary(
  db: AppDatabase,
  id: number,
): Promise<Dictionary | undefined> {
  const [target] = await db
    .select({ rootId: dictionaries.rootId })
    .from(dictionaries)
    .where(and(eq(dictionaries.id, id), available));
  if (!target) return undefined;
  const rows = await db
    .update(dictionaries)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(dictionaries.rootId, target.rootId), available))
    .returning();
  const row = rows.find((version) => version.id === id);
  if (!row) return undefined;
  const latest = latestVersions(await familyOf(db, row.rootId)).get(row.rootId) as DictionaryRow;
  return toDictionary(row, latest, false);
}
