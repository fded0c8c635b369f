import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+) on every chunk: a chunk is loaded when its code is
 * about to run, so V8 compiles all its functions at once, while it downloads, instead of each on
 * the main thread at its first call. Measured (issue 16, alternating cold loads, medians of 21):
 * each first page's largest paint 2–22 ms sooner. Other browsers read a comment. Added once the
 * chunks are minified (the minifier drops comments); the source maps move one line down.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    // After Vite's own additions to the chunks' first line (the preload map).
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // The source map is already an asset of its own by now.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const json = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  },
});
