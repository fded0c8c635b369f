import { parentPort, workerData } from 'node:worker_threads';
import type { PlannedCall } from './generateCalls';
import { callRowRenderer, type DefinitionsByLanguage } from './callRows';

// A seed worker: renders the COPY rows of the chunks of planned calls it is sent.
const { seed, definitions } = workerData as { seed: number; definitions: DefinitionsByLanguage };
const render = callRowRenderer(seed, definitions);

parentPort?.on('message', ({ id, planned }: { id: number; planned: PlannedCall[] }) => {
  // UTF-8 bytes, handed over without a copy.
  const rows = new TextEncoder().encode(render(planned));
  parentPort?.postMessage({ id, rows }, [rows.buffer]);
});
