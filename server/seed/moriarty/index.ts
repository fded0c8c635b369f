import { count } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import {
  moriartyClues,
  moriartyTagClues,
  moriartyTags,
  type StoredTagItem,
  type StoredTagQuery,
} from '../../db/schema';
import { recomputeDetections } from '../../services/moriarty/detections/recompute';
import { parseClueQuery, tagClueIds } from '../../services/moriarty/engine';
import { SEED_CLUES, SEED_TAGS, type SeedTagItem, type SeedTagQuery } from './catalog';

function resolve(query: SeedTagQuery, ids: ReadonlyMap<string, number>): StoredTagQuery {
  const item = (child: SeedTagItem): StoredTagItem => {
    if (typeof child !== 'string') return resolve(child, ids);
    const id = ids.get(child);
    if (id === undefined) throw new Error(`seed: tag uses unknown clue ${child}`);
    return id;
  };
  if ('and' in query) return { and: query.and.map(item) };
  if ('or' in query) return { or: query.or.map(item) };
  return { not: query.not.map(item) };
}

/**
 * Demo clues and tags when there are none yet. Seeded before the calls, whose seed detects them
 * as it writes them; `seedMoriarty` recomputes the detections of calls already there.
 */
export async function seedMoriartyCatalog(db: AppDatabase): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(moriartyClues);
  if (total > 0) return false;
  SEED_CLUES.forEach((clue) => parseClueQuery(clue.query)); // a typo here is a start-up error
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(moriartyClues)
      .values(
        SEED_CLUES.map((clue) => ({
          label: clue.label,
          lang: clue.lang,
          package: clue.package,
          privateDescription: clue.private_description,
          publicDescription: clue.public_description,
          query: clue.query,
          speakers: clue.speakers,
          concatenationDelay: clue.concatenation_delay,
        })),
      )
      .returning({ id: moriartyClues.id });
    const ids = new Map(SEED_CLUES.map((clue, at) => [clue.key, inserted[at].id]));
    for (const tag of SEED_TAGS) {
      const query = resolve(tag.query, ids);
      const [{ id }] = await tx
        .insert(moriartyTags)
        .values({
          label: tag.label,
          lang: tag.lang,
          package: tag.package,
          privateDescription: tag.private_description,
          publicDescription: tag.public_description,
          query,
        })
        .returning({ id: moriartyTags.id });
      await tx
        .insert(moriartyTagClues)
        .values(tagClueIds(query).map((clueId) => ({ tagId: id, clueId })));
    }
  });
  return true;
}

/** The demo catalogue, then the tags it detects in the calls already stored. */
export async function seedMoriarty(db: AppDatabase): Promise<void> {
  if (await seedMoriartyCatalog(db)) await recomputeDetections(db);
}

export { SEED_CLUES, SEED_TAGS } from './catalog';
