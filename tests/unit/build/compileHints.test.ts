import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../scripts/compileHints';

type Handler = (options: unknown, bundle: OutputBundle) => void;

const chunk = (fileName: string, code: string) =>
  ({ type: 'chunk', fileName, code }) as unknown as OutputChunk;
const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as OutputAsset;

const runHints = (bundle: OutputBundle) => {
  const hook = compileHints().generateBundle as { order?: string; handler: Handler };
  hook.handler({}, bundle);
  return hook.order;
};

describe('the compile-hints build plugin (issue 16)', () => {
  it('puts the hint on the first line of every chunk, after Vite has written its own', () => {
    const bundle: OutputBundle = {
      'assets/main.js': chunk('assets/main.js', 'const __vite__mapDeps=1;export{}'),
      'assets/view.js': chunk('assets/view.js', 'export const a=1;'),
      'assets/style.css': asset('assets/style.css', 'body{margin:0}'),
    };
    expect(runHints(bundle)).toBe('post');
    expect((bundle['assets/main.js'] as OutputChunk).code).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;export{}',
    );
    expect((bundle['assets/view.js'] as OutputChunk).code.startsWith(COMPILE_HINT)).toBe(true);
    expect((bundle['assets/style.css'] as OutputAsset).source).toBe('body{margin:0}');
  });

  it("moves the chunk's source map one line down, so that it still points at the sources", () => {
    const map = { version: 3, sources: ['src/a.ts'], mappings: 'AAAA;AACA', names: [] };
    const bundle: OutputBundle = {
      'assets/a.js': chunk('assets/a.js', 'a();\nb();'),
      'assets/a.js.map': asset('assets/a.js.map', JSON.stringify(map)),
    };
    runHints(bundle);
    const moved = JSON.parse(String((bundle['assets/a.js.map'] as OutputAsset).source));
    expect(moved).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });
});
