import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../../db';
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

/** Asks the worker of this database (if any) to recompute a language's detections. */
export const requestDetections = (db: AppDatabase, lang: string) => workers.get(db)?.request(lang);

/**
 * An in-process queue that recomputes `calls.detected_tags` after clues and tags are saved: saves
 * of one language within `debounceMs` of each other give one recomputation, run after the request
 * has been answered; saves during a run give one more run after it.
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
      const result = await recomputeDetections(db, { lang, shouldStop: () => stopped });
      log?.info(
        `moriarty: ${lang} detections recomputed over ${result.calls} calls ` +
          `(${result.changed} changed) in ${Math.round(performance.now() - started)} ms`,
      );
    }
  }

  function run() {
    timer = undefined;
    if (stopped || active) return;
    active = drain()
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
  return worker;
}
