import { Worker } from 'node:worker_threads';
import type { PlannedCall } from './generateCalls';
import { callRowRenderer, type DefinitionsByLanguage } from './callRows';

export interface RowPool {
  /** The COPY rows of the planned calls, as UTF-8. */
  render(planned: readonly PlannedCall[]): Promise<Uint8Array>;
  close(): Promise<void>;
}

// The platform runs TypeScript through tsx, whose loader a new thread must register again.
const WORKER_BOOTSTRAP = `import('tsx/esm/api')
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rowWorker.ts', import.meta.url).href)}); })`;

/** Renders on the calling thread (small seeds, tests). */
function inlinePool(seed: number, definitions: DefinitionsByLanguage): RowPool {
  const render = callRowRenderer(seed, definitions);
  return {
    render: async (planned) => new TextEncoder().encode(render(planned)),
    close: async () => undefined,
  };
}

/**
 * `workers` threads rendering chunks in turn, so generating conversations and detecting tags runs
 * beside the database's work (the embedded database runs on the main thread).
 */
function workerPool(seed: number, definitions: DefinitionsByLanguage, workers: number): RowPool {
  const pending = new Map<
    number,
    { resolve: (rows: Uint8Array) => void; reject: (e: Error) => void }
  >();
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { seed, definitions } });
    worker.on('message', ({ id, rows }: { id: number; rows: Uint8Array }) => {
      pending.get(id)?.resolve(rows);
      pending.delete(id);
    });
    worker.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return worker;
  });
  let next = 0;
  return {
    render: (planned) =>
      new Promise<Uint8Array>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        threads[id % threads.length].postMessage({ id, planned });
      }),
    close: async () => {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}

export const createRowPool = (
  seed: number,
  definitions: DefinitionsByLanguage,
  workers: number,
): RowPool =>
  workers > 0 ? workerPool(seed, definitions, workers) : inlinePool(seed, definitions);
