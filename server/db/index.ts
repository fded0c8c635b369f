import { mkdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as schema from './schema';
import { takeTurns } from './turnTaking';

export interface DatabaseOptions {
  /** PGlite data directory; omitted (and no url) = in-memory PGlite (tests). */
  dataDir?: string;
  /** PostgreSQL connection URL (DATABASE_URL); wins over dataDir. */
  url?: string;
  /**
   * In-memory PGlite only: start from this dump of a data directory (`Database.dump`) instead of
   * an empty cluster — the tests' migrated and seeded templates, 4× faster than initdb.
   */
  snapshot?: Blob;
}

/** The query surface shared by both drivers: write portable SQL only (PGlite is PostgreSQL 18,
 * Debian's server is 15). */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw access for bulk loads (seeding): one transaction, plain SQL and `COPY … FROM STDIN`. */
export interface BulkSession {
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
  ): Promise<Row[]>;
  /**
   * A read with parameters that may run while a COPY of this session streams: on another
   * connection on PostgreSQL (the session's is busy), between COPY chunks on PGlite.
   */
  lookup<Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params: readonly unknown[],
  ): Promise<Row[]>;
  /**
   * `COPY <table> (<columns>) FROM STDIN` with `data` (UTF-8) in PostgreSQL's text format (tab-separated,
   * one row per line). PGlite reads it from its `/dev/blob` device; PostgreSQL from the stream.
   */
  copy(
    table: string,
    columns: readonly string[],
    data: AsyncIterable<Uint8Array>,
    options?: { freeze?: boolean },
  ): Promise<void>;
}

export interface Database {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction of raw SQL (rolled back if it throws). */
  bulk<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as an uncompressed tarball (see `snapshot`). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** `freeze`: rows written frozen and all-visible (the table was emptied in this transaction). */
const copyStatement = (table: string, columns: readonly string[], source: string, freeze = false) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source}${freeze ? ' WITH (FREEZE)' : ''}`;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Memory per sort or bitmap of a query (see the pool below). */
const WORK_MEM = '64MB';

/** Opens the embedded database (or PostgreSQL by URL) and applies the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // work_mem: full-text searches build bitmaps of many thousand calls; with the default 4 MB
    // they turn lossy and every row is checked again.
    const pool = new pg.Pool({ connectionString: options.url, options: `-c work_mem=${WORK_MEM}` });
    // An idle connection's error (the server restarted, a network cut) must not end the process:
    // the pool drops that client and opens another when next asked.
    pool.on('error', (error) => console.error('PostgreSQL: idle connection lost:', error.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const bulk = async <T>(work: (session: BulkSession) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends Record<string, unknown>>(text: string) =>
            (await client.query<Row>(text)).rows,
          lookup: async <Row extends Record<string, unknown>>(
            text: string,
            params: readonly unknown[],
          ) => (await pool.query<Row>(text, [...params])).rows,
          copy: (table, columns, data, copyOptions) =>
            pipeline(
              Readable.from(data, { objectMode: false }),
              client.query(copyFrom(copyStatement(table, columns, 'STDIN', copyOptions?.freeze))),
            ),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
    return { db, kind: 'postgres', bulk, close: () => pool.end() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // As PostgreSQL advises for bulk loads (docs §14.4): no WAL for a COPY into a table emptied
  // in the same transaction (the calls seed). A single embedded server replicates to nobody.
  const settings = {
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'wal_level=minimal',
      '-c',
      'max_wal_senders=0',
    ],
  };
  const client = options.dataDir
    ? new PGlite(options.dataDir, settings)
    : new PGlite({ ...settings, ...(options.snapshot && { loadDataDir: options.snapshot }) });
  await client.waitReady;
  takeTurns(client);
  await client.exec(`SET work_mem = '${WORK_MEM}'`);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const bulk = <T>(work: (session: BulkSession) => Promise<T>) =>
    client.transaction((tx) =>
      work({
        query: async <Row extends Record<string, unknown>>(text: string) =>
          (await tx.query<Row>(text)).rows,
        lookup: async <Row extends Record<string, unknown>>(
          text: string,
          params: readonly unknown[],
        ) => (await tx.query<Row>(text, [...params])).rows,
        copy: async (table, columns, data, copyOptions) => {
          for await (const chunk of data) {
            await tx.query(copyStatement(table, columns, "'/dev/blob'", copyOptions?.freeze), [], {
              blob: new Blob([chunk as Uint8Array<ArrayBuffer>]),
            });
          }
        },
      }),
    );
  const dump = async () => (await client.dumpDataDir('none')) as Blob;
  return { db, kind: 'pglite', bulk, dump, close: () => client.close() };
}
