import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Issue 16 item 1 ("JavaScript before the first screen ≤ 1.15 × the bare app's"): how much of a
// first screen's JavaScript is the console's own code and how much the libraries it runs on, so
// that the figure says where its bytes are.

/** A built chunk: its gzipped size and the part of it that is the console's own code (0–1). */
export interface ChunkComposition {
  gzBytes: number;
  ownShare: number;
}

/** The console's own modules: its sources and the contracts it shares with the platform. */
const isOwnModule = (id: string) =>
  !id.includes('node_modules') && /[\\/](src|contracts)[\\/]/.test(id);

/**
 * A Vite plugin that fills `into` (chunk file name → composition) as the build writes its
 * chunks. A chunk's gzipped bytes are split by its modules' share of its minified length.
 */
export const recordComposition = (into: Map<string, ChunkComposition>): Plugin => ({
  name: 'bench-script-composition',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      let own = 0;
      let all = 0;
      for (const [id, module] of Object.entries(chunk.modules)) {
        all += module.renderedLength;
        if (isOwnModule(id)) own += module.renderedLength;
      }
      const name = chunk.fileName.slice(chunk.fileName.lastIndexOf('/') + 1);
      into.set(name, {
        gzBytes: gzipSync(chunk.code, { level: 9 }).length,
        ownShare: all > 0 ? own / all : 0,
      });
    }
  },
});

/** The gzipped bytes of the console's own code among `scriptUrls` (those the build made). */
export const ownGzBytes = (
  scriptUrls: Iterable<string>,
  chunks: ReadonlyMap<string, ChunkComposition>,
): number => {
  let total = 0;
  for (const url of new Set(scriptUrls)) {
    const chunk = chunks.get(new URL(url).pathname.split('/').pop() ?? '');
    if (chunk) total += chunk.gzBytes * chunk.ownShare;
  }
  return total;
};
