import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { corpuses, type CorpusRow } from '../../db/schema';
import type { Corpus, CreateCorpus } from './corpuses.schemas';

const toCorpus = (row: CorpusRow): Corpus => ({
  id: row.id,
  label: row.label,
  description: row.description,
  lang: row.lang,
  sentences: row.sentences,
  status: row.status === 'archived' ? 'archived' : 'available',
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notArchived = ne(corpuses.status, 'archived');

/** Every corpus not archived, of one language or of all, oldest first. */
export async function listCorpuses(db: AppDatabase, lang?: string): Promise<Corpus[]> {
  const rows = await db
    .select()
    .from(corpuses)
    .where(lang ? and(notArchived, eq(corpuses.lang, lang)) : notArchived)
    .orderBy(asc(corpuses.id));
  return rows.map(toCorpus);
}

export async function findCorpus(db: AppDatabase, id: number): Promise<Corpus | undefined> {
  const [row] = await db
    .select()
    .from(corpuses)
    .where(and(eq(corpuses.id, id), notArchived));
  return row && toCorpus(row);
}

export async function insertCorpus(db: AppDatabase, corpus: CreateCorpus): Promise<number> {
  const [{ id }] = await db.insert(corpuses).values(corpus).returning({ id: corpuses.id });
  return id;
}

/** Archives a corpus (spec §4: deletion is an archive); undefined when missing or archived. */
export async function archiveCorpus(db: AppDatabase, id: number): Promise<Corpus | undefined> {
  const [row] = await db
    .update(corpuses)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(and(eq(corpuses.id, id), notArchived))
    .returning();
  return row && toCorpus(row);
}
