import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { corpuses, type CorpusRow } from '../../db/schema';
import { readableBy, type Owner } from '../shared/ownership';
import type { Corpus, CreateCorpus } from './corpuses.schemas';

const toCorpus = (row: CorpusRow): Corpus => ({
  id: row.id,
  label: row.label,
  description: row.description,
  lang: row.lang,
  sentences: row.sentences,
  status: row.status === 'archived' ? 'archived' : 'available',
  client_id: row.clientId,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notArchived = ne(corpuses.status, 'archived');

/** Every corpus the caller may read, not archived, of one language or of all, oldest first. */
export async function listCorpuses(
  db: AppDatabase,
  owner: Owner,
  lang?: string,
): Promise<Corpus[]> {
  const rows = await db
    .select()
    .from(corpuses)
    .where(
      and(
        notArchived,
        readableBy(owner, corpuses.clientId),
        lang ? eq(corpuses.lang, lang) : undefined,
      ),
    )
    .orderBy(asc(corpuses.id));
  return rows.map(toCorpus);
}

/** A corpus the caller may read (another client's is not found). */
export async function findCorpus(
  db: AppDatabase,
  owner: Owner,
  id: number,
): Promise<Corpus | undefined> {
  const [row] = await db
    .select()
    .from(corpuses)
    .where(and(eq(corpuses.id, id), notArchived, readableBy(owner, corpuses.clientId)));
  return row && toCorpus(row);
}

export async function insertCorpus(
  db: AppDatabase,
  corpus: CreateCorpus,
  clientId: number | null,
): Promise<number> {
  const [{ id }] = await db
    .insert(corpuses)
    .values({ ...corpus, clientId })
    .returning({ id: corpuses.id });
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
