import { Worker } from 'node:worker_threads';
import type { PlannedCall } from './generateCalls';
import { callRowRenderer, type RowSettings, type TextVectorLookup } from './callRows';

export interface RowPool {
  /** The COPY rows of the planned calls, as UTF-8. */
  render(planned: readonly PlannedCall[]): Promise<Uint8Array>;
  close(): Promise<void>;
}

// The platform runs TypeScript through tsx, whose loader a new thread must register again.
const WORKER_BOOTSTRAP = `import('tsx/esm/api')
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./rowWorker.ts', import.meta.url).href)}); })`;

/** Renders on the calling thread (small seeds, tests). */
function inlinePool(settings: RowSettings, lookup: TextVectorLookup): RowPool {
  const render = callRowRenderer(settings, lookup);
  return {
    render: async (planned) => new TextEncoder().encode(await render(planned)),
    close: async () => undefined,
  };
}

type WorkerMessage =
  | { id: number; rows: Uint8Array }
  | { id: number; error: string }
  | { ask: number; keys: string[] };

/**
 * `workers` threads rendering chunks in turn, so generating conversations and detecting tags runs
 * beside the database's work (the embedded database runs on the main thread); their questions
 * for text vectors are answered here, with the database.
 */
function workerPool(settings: RowSettings, lookup: TextVectorLookup, workers: number): RowPool {
  const pending = new Map<
    number,
    { resolve: (rows: Uint8Array) => void; reject: (e: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: settings,
    });
    worker.on('message', (message: WorkerMessage) => {
      if ('ask' in message) {
        lookup(message.keys).then(
          (vectors) => worker.postMessage({ ask: message.ask, vectors }),
          (error: Error) => failAll(error),
        );
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if ('rows' in message) waiting?.resolve(message.rows);
      else waiting?.reject(new Error(message.error));
    });
    worker.on('error', failAll);
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
  settings: RowSettings,
  lookup: TextVectorLookup,
  workers: number,
): RowPool => (workers > 0 ? workerPool(settings, lookup, workers) : inlinePool(settings, lookup));
