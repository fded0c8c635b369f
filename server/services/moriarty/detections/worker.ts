import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db';
import { moriartyPendingDetections as pendingTable } from '../../../db/schema';
import { recomputeDetections } from './recompute';

export const DEFAULT_DETECTION_DEBOUNCE_MS = 300;

export interface DetectionWorker {
  /** Asks for the detections of a language to be recomputed soon (debounced, in the background). */
  request(lang: string): void;
  /** Resolves once nothing is pending or running (tests, benchmarks). */
  idle(): Promise<void>;
  /** Stops: drops what is pending, lets the current batch finish. */
  stop(): Promise<void>;
}

export interface DetectionWorkerOptions {
  debounceMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

const workers = new WeakMap<AppDatabase, DetectionWorker>();

/**
 * Marks a language's detections as to be recomputed — in the database, so a crash before the
 * recomputation ends leaves the mark for the next start — and wakes the worker of this database.
 */
export async function requestDetections(db: AppDatabase, lang: string): Promise<void> {
  await db
    .insert(pendingTable)
    .values({ lang })
    .onConflictDoUpdate({ target: pendingTable.lang, set: { requestedAt: sql`now()` } });
  workers.get(db)?.request(lang);
}

/**
 * The queue that recomputes `calls.detected_tags` after clues and tags are saved: saves of one
 * language within `debounceMs` of each other give one recomputation, run after the request has
 * been answered; saves during a run give one more run after it. The languages still marked in
 * `moriarty_pending_detections` when it starts (a crash, a stop mid-run) are recomputed first.
 */
export function startDetectionWorker(
  db: AppDatabase,
  { debounceMs = DEFAULT_DETECTION_DEBOUNCE_MS, log }: DetectionWorkerOptions = {},
): DetectionWorker {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let stopped = false;
  const waiting: (() => void)[] = [];

  const settle = () => {
    if (pending.size === 0 && !active && !timer) waiting.splice(0).forEach((resolve) => resolve());
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || pending.size === 0) return settle();
    timer = setTimeout(run, debounceMs);
    timer.unref();
  };

  async function drain() {
    while (pending.size > 0 && !stopped) {
      const [lang] = pending;
      pending.delete(lang);
      const started = performance.now();
      const [mark] = await db.select().from(pendingTable).where(eq(pendingTable.lang, lang));
      const result = await recomputeDetections(db, { lang, shouldStop: () => stopped });
      if (stopped) return; // cut short: the mark stays for the next start
      // A save during the run moved the mark on: it stays, and that save's request runs again.
      if (mark)
        await db
          .delete(pendingTable)
          .where(and(eq(pendingTable.lang, lang), lte(pendingTable.requestedAt, mark.requestedAt)));
      log?.info(
        `moriarty: ${lang} detections recomputed over ${result.calls} calls ` +
          `(${result.changed} changed) in ${Math.round(performance.now() - started)} ms`,
      );
    }
  }

  function run() {
    timer = undefined;
    if (stopped || active) return;
    // The marks left by an earlier process join the first run rather than make one more after it.
    active = marksLoaded
      .then(drain)
      .catch((error: unknown) => log?.error(error))
      .finally(() => {
        active = undefined;
        schedule();
      });
  }

  const worker: DetectionWorker = {
    request(lang) {
      if (stopped) return;
      pending.add(lang);
      if (!active) schedule();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        settle();
      }),
    async stop() {
      stopped = true;
      pending.clear();
      clearTimeout(timer);
      timer = undefined;
      await active;
      if (workers.get(db) === worker) workers.delete(db);
      settle();
    },
  };
  workers.set(db, worker);
  const marksLoaded = db
    .select({ lang: pendingTable.lang })
    .from(pendingTable)
    .then(
      (rows) => rows.forEach(({ lang }) => worker.request(lang)),
      (error: unknown) => log?.error(error),
    );
  return worker;
}
