import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db';
import { calls, type Speaker } from '../../db/schema';
import type { Highlight } from './search.schemas';

/** Which version of its row a call was read from (select it with the call). */
export const rowVersion = sql<string>`${calls}.xmin::text`;

/** Computes the highlights of these calls (absent: none). */
export type HighlightsOf = (ids: readonly string[]) => Promise<Map<string, Highlight[]>>;

// Per database, the most recently used entries last; ~1 KB each.
const MAX_ENTRIES = 5000;
const caches = new WeakMap<AppDatabase, Map<string, Highlight[]>>();

/**
 * The highlights of a page of calls (each read with its `rowVersion`) for an expression, each
 * call's computed once per version of its row. Finding the matching turns parses every turn of
 * every call of the page (`to_tsvector` per turn): three quarters of a search's time on the
 * embedded database, paid again by every user paging, reloading or coming back to the same list.
 * A row's `xmin` (the transaction that wrote this version of it) changes with any update of the
 * call, so an entry never outlives the transcript or language it was computed from.
 */
export async function cachedHighlights(
  db: AppDatabase,
  rows: readonly { id: string; version: string }[],
  expression: string,
  speakers: readonly Speaker[] | undefined,
  compute: HighlightsOf,
): Promise<Map<string, Highlight[]>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const query = `${[...(speakers ?? [])].sort().join(',')}|${expression}`;
  const keyOf = new Map(rows.map(({ id, version }) => [id, `${id}|${version}|${query}`]));
  const found = new Map<string, Highlight[]>();
  const missing: string[] = [];
  for (const [id, key] of keyOf) {
    const known = cache.get(key);
    if (!known) {
      missing.push(id);
      continue;
    }
    cache.delete(key);
    cache.set(key, known); // most recently used last
    found.set(id, known);
  }
  if (missing.length > 0) {
    const computed = await compute(missing);
    for (const id of missing) {
      const highlights = computed.get(id) ?? [];
      cache.set(keyOf.get(id) as string, highlights);
      found.set(id, highlights);
    }
    for (const key of cache.keys()) {
      if (cache.size <= MAX_ENTRIES) break;
      cache.delete(key);
    }
  }
  return found;
}
