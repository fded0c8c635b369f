import { minify } from 'terser';
import type { Plugin } from 'vite';

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

/**
 * Terser over the chunks named `names` once Vite has minified them (issue 16: JavaScript before
 * the first screen ≤ 1.15 × the bare app's). Its compressor finds what Vite's minifier leaves:
 * the first-screen chunks (boot, MUI, libraries, console) 3.6 KiB gz smaller, for ~11 s of build.
 * React's chunk grew under it (63.5 → 63.9 KiB gz): not listed. Their source maps are carried
 * through.
 */
export const terserFirstScreen = (names: readonly string[]): Plugin => ({
  name: 'terser-first-screen',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    // After Vite's own changes to the chunks (the preload map).
    order: 'post',
    async handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !names.includes(chunk.name)) continue;
        const map = bundle[`${chunk.fileName}.map`];
        const mapSource = map?.type === 'asset' && typeof map.source === 'string' ? map : undefined;
        const mapComment = SOURCE_MAP_COMMENT.exec(chunk.code)?.[0] ?? '';
        const result = await minify(chunk.code.replace(SOURCE_MAP_COMMENT, ''), {
          module: true,
          compress: true,
          mangle: true,
          sourceMap: mapSource && {
            content: String(mapSource.source),
            asObject: true,
            includeSources: true,
          },
        });
        if (result.code === undefined) this.error(`terser gave no code for ${chunk.fileName}`);
        chunk.code = `${result.code}${mapComment}`;
        if (mapSource && result.map) mapSource.source = JSON.stringify(result.map);
      }
    },
  },
});
