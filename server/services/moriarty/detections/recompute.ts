import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import {
  calls,
  moriartyClues,
  moriartyTags,
  type DetectedTag,
  type TranscriptTurn,
} from '../../../db/schema';
import {
  buildCallIndex,
  detectTags,
  parseClueQuery,
  tagClueIds,
  type ClueDefinition,
  type TagDefinition,
} from '../engine';

/** Calls indexed and written at a time: bounded memory whatever the number of calls. */
const BATCH = 1000;

export interface RecomputeOptions {
  /** Only the calls and tags of this language; default: every language of the calls. */
  lang?: string;
  /** Checked between batches: true stops the work (what is written stays consistent per call). */
  shouldStop?: () => boolean;
}

export interface RecomputeResult {
  calls: number;
  /** Calls whose detected tags changed. */
  changed: number;
}

/** The stored clues and tags of a language, as plain data (what a seed worker receives). */
export interface StoredDefinitions {
  /** `clientId`: the tag's owner; a client's tag is detected on that client's calls only. */
  tags: { id: number; query: TagDefinition['query']; clientId: number | null }[];
  clues: { id: number; query: string; speakers: ClueDefinition['speakers']; delay: number }[];
}

/** The tags of a language and the clues they use, as stored. */
export async function storedDefinitions(db: AppDatabase, lang: string): Promise<StoredDefinitions> {
  const tags = await db
    .select({ id: moriartyTags.id, query: moriartyTags.query, clientId: moriartyTags.clientId })
    .from(moriartyTags)
    .where(eq(moriartyTags.lang, lang))
    .orderBy(asc(moriartyTags.id));
  const clueRows = await db.select().from(moriartyClues).where(eq(moriartyClues.lang, lang));
  const clues = clueRows.map(({ id, query, speakers, concatenationDelay }) => ({
    id,
    query,
    speakers,
    delay: concatenationDelay,
  }));
  return { tags, clues };
}

/** Stored definitions ready for the engine. */
export function compileDefinitions(stored: StoredDefinitions) {
  const clues = new Map<number, ClueDefinition>();
  for (const clue of stored.clues) {
    // Stored queries were checked on save; one that no longer parses detects nothing.
    try {
      clues.set(clue.id, {
        query: parseClueQuery(clue.query),
        speakers: clue.speakers,
        concatenationDelay: clue.delay,
      });
    } catch {
      continue;
    }
  }
  const tags: TagDefinition[] = stored.tags.filter((tag) => tagClueIds(tag.query).length > 0);
  const owners = new Map(stored.tags.map((tag) => [tag.id, tag.clientId]));
  /** The detections a call of this client keeps: the platform's tags and its own client's. */
  const ownedBy = (clientId: number, detected: DetectedTag[]) =>
    detected.filter((tag) => {
      const owner = owners.get(tag.id);
      return owner === null || owner === undefined || owner === clientId;
    });
  return { tags, clues, ownedBy };
}

const definitionsOf = async (db: AppDatabase, lang: string) =>
  compileDefinitions(await storedDefinitions(db, lang));

const sameDetections = (a: readonly DetectedTag[], b: readonly DetectedTag[]) =>
  a.length === b.length &&
  a.every(
    (tag, at) =>
      tag.id === b[at].id &&
      tag.matches.length === b[at].matches.length &&
      tag.matches.every(
        (match, m) =>
          match.turn === b[at].matches[m].turn &&
          match.start === b[at].matches[m].start &&
          match.end === b[at].matches[m].end,
      ),
  );

/** Writes the detected tags of many calls in one statement. */
async function writeDetections(db: AppDatabase, rows: { id: string; tags: DetectedTag[] }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(({ id, tags }) => sql`(${id}, ${JSON.stringify(tags)})`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${calls} SET detected_tags = changed.tags::jsonb
    FROM (VALUES ${values}) AS changed(id, tags)
    WHERE ${calls.id} = changed.id`);
}

async function recomputeLanguage(
  db: AppDatabase,
  lang: string,
  shouldStop: () => boolean,
): Promise<RecomputeResult> {
  const { tags, clues, ownedBy } = await definitionsOf(db, lang);
  if (tags.length === 0) {
    // Nothing to detect: clear what earlier tags left, without reading transcripts.
    const cleared = await db
      .update(calls)
      .set({ detectedTags: [] })
      .where(and(eq(calls.lang, lang), ne(calls.detectedTags, sql`'[]'::jsonb`)))
      .returning({ id: calls.id });
    return { calls: 0, changed: cleared.length };
  }
  const result = { calls: 0, changed: 0 };
  let after = '';
  for (;;) {
    if (shouldStop()) break;
    const batch = await db
      .select({
        id: calls.id,
        clientId: calls.clientId,
        detectedTags: calls.detectedTags,
        transcript: sql<TranscriptTurn[]>`(
          SELECT coalesce(jsonb_agg(turn.value - 'words' ORDER BY turn.at), '[]'::jsonb)
          FROM jsonb_array_elements(${calls.transcript}) WITH ORDINALITY AS turn(value, at))`,
      })
      .from(calls)
      .where(and(eq(calls.lang, lang), gt(calls.id, after)))
      .orderBy(asc(calls.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const detections = detectTags(buildCallIndex(batch), tags, clues).map((detected, at) =>
      ownedBy(batch[at].clientId, detected),
    );
    const changed = batch.flatMap((call, at) =>
      sameDetections(call.detectedTags, detections[at])
        ? []
        : [{ id: call.id, tags: detections[at] }],
    );
    await writeDetections(db, changed);
    result.calls += batch.length;
    result.changed += changed.length;
    after = batch[batch.length - 1].id;
  }
  return result;
}

/**
 * Recomputes `calls.detected_tags` with the detection engine: for each call, every tag of its
 * language that holds, with where its clues matched (`{ turn, start, end }`, character offsets in
 * the turn text). Only calls whose detections changed are written.
 */
export async function recomputeDetections(
  db: AppDatabase,
  { lang, shouldStop = () => false }: RecomputeOptions = {},
): Promise<RecomputeResult> {
  const languages = lang
    ? [lang]
    : (await db.selectDistinct({ lang: calls.lang }).from(calls)).map((row) => row.lang);
  const total = { calls: 0, changed: 0 };
  for (const language of languages) {
    if (shouldStop()) break;
    const { calls: seen, changed } = await recomputeLanguage(db, language, shouldStop);
    total.calls += seen;
    total.changed += changed;
  }
  return total;
}
