import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, campaigns, clients, type TranscriptTurn } from '../../db/schema';
import { buildCallIndex, type CallIndex, type IndexableCall } from './engine';

/** A call of a preview index: what the preview answers, and the transcript turns to match. */
export interface PreviewCall extends IndexableCall {
  id: string;
  startTime: Date;
  duration: number;
  client: { id: number; name: string };
  campaign: { id: number; name: string };
}

export const DEFAULT_PREVIEW_CALLS = 10000;

/** `MORIARTY_PREVIEW_CALLS` (how many recent calls a preview evaluates) or the default. */
export function readPreviewCallLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.MORIARTY_PREVIEW_CALLS?.trim();
  if (!value) return DEFAULT_PREVIEW_CALLS;
  if (!/^[1-9]\d{0,6}$/.test(value))
    throw new Error('Invalid configuration: MORIARTY_PREVIEW_CALLS must be a positive integer');
  return Number(value);
}

/** Which calls: one language, the caller's clients (undefined = all), the most recent `limit`. */
export interface CallSelection {
  lang: string;
  clientIds: readonly number[] | undefined;
  limit: number;
}

interface Entry {
  fingerprint: string;
  index: Promise<CallIndex<PreviewCall>>;
}

// Indexes kept per database: a few selections (languages × client scopes) at a time.
const MAX_ENTRIES = 4;
const caches = new WeakMap<AppDatabase, Map<string, Entry>>();

const selected = ({ lang, clientIds }: CallSelection): SQL | undefined =>
  and(eq(calls.lang, lang), clientIds && inArray(calls.clientId, [...clientIds]));

/** Changes whenever calls of the selection are added, removed or moved. */
async function fingerprint(db: AppDatabase, selection: CallSelection): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string>`coalesce(max(${calls.startTime})::text, '')`,
      earliest: sql<string>`coalesce(min(${calls.startTime})::text, '')`,
      seconds: sql<string>`coalesce(sum(${calls.duration}), 0)::text`,
    })
    .from(calls)
    .where(selected(selection));
  return `${row.count}|${row.latest}|${row.earliest}|${row.seconds}`;
}

/** The most recent calls of the selection, latest first, turns without their word timings. */
async function loadCalls(db: AppDatabase, selection: CallSelection): Promise<PreviewCall[]> {
  const rows = await db
    .select({
      id: calls.id,
      startTime: calls.startTime,
      duration: calls.duration,
      clientId: clients.id,
      clientName: clients.name,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      transcript: sql<TranscriptTurn[]>`(
        SELECT coalesce(jsonb_agg(turn.value - 'words' ORDER BY turn.at), '[]'::jsonb)
        FROM jsonb_array_elements(${calls.transcript}) WITH ORDINALITY AS turn(value, at))`,
    })
    .from(calls)
    .innerJoin(clients, eq(clients.id, calls.clientId))
    .innerJoin(campaigns, eq(campaigns.id, calls.campaignId))
    .where(selected(selection))
    .orderBy(desc(calls.startTime), desc(calls.id))
    .limit(selection.limit);
  return rows.map((row) => ({
    id: row.id,
    startTime: row.startTime,
    duration: row.duration,
    client: { id: row.clientId, name: row.clientName },
    campaign: { id: row.campaignId, name: row.campaignName },
    transcript: row.transcript,
  }));
}

/**
 * The token index of the selection's calls (latest first), built once and kept in memory while
 * the selection's calls stay the same (checked by a cheap aggregate on each use).
 */
export async function recentCallIndex(
  db: AppDatabase,
  selection: CallSelection,
): Promise<CallIndex<PreviewCall>> {
  if (selection.clientIds?.length === 0) return buildCallIndex([]);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const scope = selection.clientIds ? [...selection.clientIds].sort((a, b) => a - b) : 'all';
  const key = `${selection.lang}|${String(scope)}|${selection.limit}`;
  const current = await fingerprint(db, selection);
  const known = cache.get(key);
  cache.delete(key);
  if (known && known.fingerprint === current) {
    cache.set(key, known); // most recently used last
    return known.index;
  }
  const index = loadCalls(db, selection).then((loaded) => buildCallIndex(loaded));
  const entry = { fingerprint: current, index };
  cache.set(key, entry);
  index.catch(() => cache.get(key) === entry && cache.delete(key));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return index;
}

/** Forgets the indexes of a database (after its calls were rewritten in place). */
export const forgetCallIndexes = (db: AppDatabase) => caches.delete(db);
