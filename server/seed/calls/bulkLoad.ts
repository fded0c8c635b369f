import { availableParallelism } from 'node:os';
import type { BulkSession, Database } from '../../db';
import { CACHED_TEXTS, CALL_COLUMNS, type RowSettings, type TextVectorLookup } from './callRows';
import type { PlannedCall } from './generateCalls';
import { createRowPool, type RowPool } from './rowPool';
import { TEXT_VECTORS_SQL } from './searchVectors';

/** The calls' full-text index (migration 0005). */
const SEARCH_INDEX = 'calls_search_vector';
/** Calls per COPY: large enough to be quick, small enough to keep memory flat. */
const CHUNK = 2000;
/** Below this many calls, threads cost more than they save. */
const INLINE_BELOW = 10_000;
/**
 * Text vectors from the database, each computed once for all workers while it stays cached
 * (`bound` vectors at most).
 */
function textVectorLookup(session: BulkSession, bound: number): TextVectorLookup {
  const known = new Map<string, string>();
  return async (keys) => {
    // What is known now: another worker's answer may empty the cache while this one waits.
    const answer = keys.map((key) => known.get(key));
    const unknown = keys.filter((_, at) => answer[at] === undefined);
    const rows = unknown.length
      ? await session.lookup<{ vector: string }>(TEXT_VECTORS_SQL, [unknown])
      : [];
    const fresh = new Map(unknown.map((key, at) => [key, rows[at].vector]));
    if (known.size + fresh.size > bound) known.clear();
    for (const [key, vector] of fresh) known.set(key, vector);
    return keys.map((key, at) => answer[at] ?? (fresh.get(key) as string));
  };
}

/**
 * Drops a table's own triggers and gives back what recreates them: the rows of a bulk load carry
 * what the triggers would write (the calls' search vectors), and with a BEFORE INSERT trigger
 * PostgreSQL's COPY inserts row by row and leaves the pages not all-visible (counts then read the
 * table instead of an index: 342 ms p95 on a million calls).
 */
async function deferTriggers(session: BulkSession, table: string) {
  const triggers = await session.query<{ name: string; definition: string }>(
    `SELECT tgname AS name, pg_get_triggerdef(oid) AS definition FROM pg_trigger
     WHERE tgrelid = '${table}'::regclass AND NOT tgisinternal`,
  );
  for (const { name } of triggers) await session.query(`DROP TRIGGER "${name}" ON ${table}`);
  return async () => {
    for (const { definition } of triggers) await session.query(definition);
  };
}

/**
 * Drops a table's indexes and the foreign keys from and to it, and gives back what recreates them:
 * a bulk load then writes plain rows and each index is built once, by sorting, at the end (an
 * index filled row by row in random key order slows down as it outgrows memory). Names and
 * definitions come from the catalogue, so the migrations stay the only place that defines them.
 */
async function deferIndexes(session: BulkSession, table: string, kept: readonly string[] = []) {
  type Named = { table: string; name: string; definition: string };
  const foreignKeys = await session.query<Named>(
    `SELECT conrelid::regclass::text AS table, conname AS name,
       pg_get_constraintdef(oid) AS definition
     FROM pg_constraint
     WHERE contype = 'f' AND (conrelid = '${table}'::regclass OR confrelid = '${table}'::regclass)`,
  );
  const keys = await session.query<Named>(
    `SELECT '${table}' AS table, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE conrelid = '${table}'::regclass AND contype IN ('p', 'u')`,
  );
  const indexes = await session.query<Named>(
    `SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = '${table}'
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = '${table}'::regclass)
       AND NOT indexname = ANY(ARRAY[${kept.map((name) => `'${name}'`).join(', ')}]::text[])`,
  );
  for (const key of [...foreignKeys, ...keys])
    await session.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
  for (const { name } of indexes) await session.query(`DROP INDEX "${name}"`);
  return async () => {
    for (const key of [...keys, ...foreignKeys])
      await session.query(
        `ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`,
      );
    for (const { definition } of indexes) await session.query(definition);
  };
}

export interface BulkLoadOptions extends RowSettings {
  /** Threads rendering rows; default: none for small loads, else one per core. */
  workers?: number;
  /** Called after each chunk with the number of calls written so far. */
  onProgress?: (written: number) => void;
}

/**
 * Writes planned calls into an empty `calls` table in one transaction: rows rendered in chunks
 * (by worker threads for large loads, always a few chunks ahead), sent with COPY, indexes built
 * once at the end. Memory stays flat whatever the number of calls.
 */
export async function bulkLoadCalls(
  database: Database,
  planned: readonly PlannedCall[],
  options: BulkLoadOptions,
): Promise<void> {
  // One per core, the embedded database's included: its thread waits for rows about as long as
  // it writes them (measured: one worker fewer on two cores left it idle half the time).
  const workers = options.workers ?? (planned.length < INLINE_BELOW ? 0 : availableParallelism());
  let pool: RowPool | undefined;
  try {
    await database.bulk(async (session) => {
      const { seed, definitions, cachedTexts = CACHED_TEXTS } = options;
      const rowPool = createRowPool(
        { seed, definitions, cachedTexts },
        textVectorLookup(session, cachedTexts),
        workers,
      );
      pool = rowPool;
      // Index builds sort in memory: the full-text GIN index is built several times faster.
      await session.query(`SET LOCAL maintenance_work_mem = '1GB'`);
      // lz4 compresses the long transcripts several times faster than the default (pglz), where
      // the server has it (PostgreSQL 14+ built with lz4; not PGlite).
      const [lz4] = await session.query(
        `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`,
      );
      if (lz4) await session.query(`SET LOCAL default_toast_compression = 'lz4'`);
      // Without it (PGlite), pglz was a fifth of the embedded database's work: the seeded
      // transcripts are stored uncompressed, and what is written later compressed again.
      else await session.query('ALTER TABLE calls ALTER COLUMN transcript SET STORAGE EXTERNAL');
      // The embedded database's thread waits for rows about a fifth of the load, then builds the
      // indexes alone: there the full-text index, the longest to build (3.5 s of 5.8 on 100 000
      // calls), is filled while the rows come instead (its pending list emptied after). PostgreSQL
      // keeps building every index once at the end (as the million-call seed was measured).
      const keptIndexes = database.kind === 'pglite' ? [SEARCH_INDEX] : [];
      const restoreIndexes = await deferIndexes(session, 'calls', keptIndexes);
      const restoreTriggers = await deferTriggers(session, 'calls');
      // Emptied in this transaction (it is empty already), so COPY may write the rows frozen and
      // all-visible: counts then read indexes only, with no VACUUM afterwards.
      await session.query('TRUNCATE calls');
      const ahead = Math.max(2, workers * 2);
      const chunks: Promise<Uint8Array>[] = [];
      const render = (at: number) => {
        const slice = planned.slice(at * CHUNK, (at + 1) * CHUNK);
        if (!slice.length) return;
        const rows = rowPool.render(slice);
        rows.catch(() => undefined); // awaited in order below; a failure surfaces there
        chunks[at] = rows;
      };
      const count = Math.ceil(planned.length / CHUNK);
      for (let at = 0; at < Math.min(ahead, count); at += 1) render(at);
      // The chunks in order, each asked for `ahead` chunks before it is needed.
      async function* inOrder() {
        for (let at = 0; at < count; at += 1) {
          const rows = await chunks[at];
          delete chunks[at];
          render(at + ahead);
          yield rows;
          options.onProgress?.(Math.min(planned.length, (at + 1) * CHUNK));
        }
      }
      await session.copy('calls', CALL_COLUMNS, inOrder(), { freeze: true });
      await restoreTriggers();
      await restoreIndexes();
      for (const name of keptIndexes)
        await session.query(`SELECT gin_clean_pending_list('${name}')`);
      if (!lz4)
        await session.query('ALTER TABLE calls ALTER COLUMN transcript SET STORAGE EXTENDED');
    });
  } finally {
    await pool?.close();
  }
}
