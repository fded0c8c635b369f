import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../../db';
import type { LanguageModelRow } from '../../../db/schema/lmFactoryLanguageModels';
import { msg, renderMessage } from '../../../shared/messages';
import type { CompileResult } from './compile';
import {
  claimNextBuild,
  compileBuild,
  oldestQueuedAt,
  recordBuildOutcome,
  recoverInterruptedBuilds,
} from './jobs';

export const DEFAULT_LM_BUILD_MIN_MS = 2000;
/** How often the worker looks for queued models nobody announced (other writers, retries). */
const IDLE_POLL_MS = 5000;

export interface LmBuildWorkerOptions {
  /**
   * Minimum time a model spends in each of `queued` and `running`, so a console that re-reads
   * the model sees the progression; the model itself is the real compilation either way.
   */
  minPhaseMs: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

export interface LmBuildWorker {
  /** Looks for due builds now (after a POST). */
  wake(): void;
  /** Stops: no new claim, a phase wait is cut short, the current write is awaited. A build cut
   * short stays `running` and is resumed by the next start, as after a crash. */
  stop(): Promise<void>;
}

const workers = new WeakMap<AppDatabase, LmBuildWorker>();

/** Wakes the build worker running on this database, if any (routes call it after queuing). */
export const wakeBuildWorker = (db: AppDatabase) => workers.get(db)?.wake();

/** `LM_BUILD_MIN_MS` (milliseconds, a non-negative integer) or the default. */
export function readLmBuildMinMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.LM_BUILD_MIN_MS?.trim();
  if (!value) return DEFAULT_LM_BUILD_MIN_MS;
  if (!/^\d+$/.test(value))
    throw new Error('Invalid configuration: LM_BUILD_MIN_MS must be a non-negative integer');
  return Number(value);
}

/**
 * Starts the durable build worker of a database: recovers builds interrupted by the previous
 * process, then builds queued models one at a time, oldest first.
 */
export async function startLmBuildWorker(
  db: AppDatabase,
  options: LmBuildWorkerOptions,
): Promise<LmBuildWorker> {
  const { minPhaseMs, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let wokenWhileActive = false;
  let cancelWait: (() => void) | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || stopped) return resolve();
      const waiting = setTimeout(resolve, ms);
      cancelWait = () => {
        clearTimeout(waiting);
        resolve();
      };
    }).finally(() => (cancelWait = undefined));

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };

  // Outcomes the database refused to record (it was down): written again before the next claim,
  // so a database error never leaves a build `running` until a restart.
  const unrecorded = new Map<number, { model: LanguageModelRow; outcome: CompileResult }>();
  const record = async (model: LanguageModelRow, outcome: CompileResult) => {
    unrecorded.set(model.id, { model, outcome });
    await recordBuildOutcome(db, model, outcome);
    unrecorded.delete(model.id);
  };

  const build = async (model: LanguageModelRow) => {
    const outcome = await compileBuild(db, model).catch((error: unknown): CompileResult => ({
      ok: false,
      reason: msg('lmFactory.build.error', {
        detail: error instanceof Error ? error.message : String(error),
      }),
    }));
    const startedAt = model.buildStartedAt?.getTime() ?? Date.now();
    await wait(startedAt + minPhaseMs - Date.now());
    if (stopped) return; // left running: the next start resumes it
    await record(model, outcome);
    log?.info(
      `language model ${model.codename}: ${
        outcome.ok ? 'built' : `failed (${renderMessage(outcome.reason, 'en')})`
      }`,
    );
  };

  const claimDue = () => claimNextBuild(db, new Date(Date.now() - minPhaseMs));

  /** Builds every due model, then sleeps until the next queued one is due. */
  const drain = async () => {
    for (const { model, outcome } of [...unrecorded.values()]) await record(model, outcome);
    do {
      wokenWhileActive = false;
      let model = await claimDue();
      while (model && !stopped) {
        await build(model);
        model = stopped ? undefined : await claimDue();
      }
    } while (wokenWhileActive && !stopped);
    if (stopped) return;
    const queuedAt = await oldestQueuedAt(db);
    // At least a few ms: a queued row another process holds must not make this loop spin.
    schedule(queuedAt ? Math.max(queuedAt.getTime() + minPhaseMs - Date.now(), 20) : IDLE_POLL_MS);
  };

  function run() {
    if (stopped) return;
    if (active) {
      wokenWhileActive = true;
      return;
    }
    active = drain()
      .catch((error: unknown) => {
        log?.error(error);
        schedule(IDLE_POLL_MS);
      })
      .finally(() => (active = undefined));
  }

  await recoverInterruptedBuilds(db);
  const worker: LmBuildWorker = {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      cancelWait?.();
      await active;
      workers.delete(db);
    },
  };
  workers.set(db, worker);
  schedule(0);
  return worker;
}
