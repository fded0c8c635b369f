import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { PlannedCall } from './generateCalls';
import { callRowRenderer, type RowSettings, type TextVectorLookup } from './callRows';

// A seed worker: renders the COPY rows of the chunks of planned calls it is sent, asking the
// main thread (which holds the database) for the text vectors of turn texts it has not met.
// (Computing them in an embedded database of the worker's own was slower: two more databases
// to start on two cores.)
// The embedded database's thread (the main one) is the seed's narrow point: the row workers
// yield to it, so three busy threads on two cores do not leave it two thirds of one. On Linux,
// a thread's own priority, ten steps below the process's (elsewhere the call would lower the whole process's: left as is).
if (process.platform === 'linux') setPriority(Math.min(19, getPriority() + 10));

const waiting = new Map<number, (vectors: readonly string[]) => void>();
let nextAsk = 0;
const askMainThread: TextVectorLookup = (keys) =>
  new Promise((resolve) => {
    const ask = nextAsk++;
    waiting.set(ask, resolve);
    parentPort?.postMessage({ ask, keys });
  });
const render = callRowRenderer(workerData as RowSettings, askMainThread);

type Message = { id: number; planned: PlannedCall[] } | { ask: number; vectors: string[] };

parentPort?.on('message', (message: Message) => {
  if ('ask' in message) {
    waiting.get(message.ask)?.(message.vectors);
    waiting.delete(message.ask);
    return;
  }
  const { id, planned } = message;
  render(planned).then(
    (text) => {
      // UTF-8 bytes, handed over without a copy.
      const rows = new TextEncoder().encode(text);
      parentPort?.postMessage({ id, rows }, [rows.buffer]);
    },
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
  );
});
