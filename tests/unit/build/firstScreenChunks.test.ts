import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from '../../../scripts/firstScreenChunks';

interface Group {
  name: string;
  tags?: string[];
  test: (id: string) => boolean;
}

const ROOT = '/repo/';
const id = (path: string) => `${ROOT}${path}`;
const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as OutputChunk;

/** Configured, then given the module graph: main.tsx imports a session store, which imports React. */
const builtPlugin = () => {
  const plugin = firstScreenChunks({
    entry: 'src/main.tsx',
    firstScreens: { shell: 'src/mountConsole.tsx' },
  });
  const graph: Record<string, string[]> = {
    [id('src/main.tsx')]: [id('src/session.ts')],
    [id('src/session.ts')]: [id('node_modules/react/index.js')],
  };
  const config = (
    plugin.config as (userConfig: { root: string }) => {
      build: {
        rolldownOptions: {
          input: Record<string, string>;
          output: { codeSplitting: { groups: Group[] } };
        };
      };
    }
  )({ root: '/repo' });
  (plugin.buildEnd as (this: unknown) => void).call({
    getModuleInfo: (module: string) => ({ importedIds: graph[module] ?? [] }),
  });
  return { plugin, rolldown: config.build.rolldownOptions };
};

const groupOf = (groups: Group[], module: string) =>
  groups.find((group) => group.test(id(module)))?.name;

describe('the first-screen chunks build plugin (issue 16)', () => {
  it('makes the first-screen modules entries of their own, beside the page', () => {
    expect(builtPlugin().rolldown.input).toEqual({
      index: id('index.html'),
      shell: id('src/mountConsole.tsx'),
    });
  });

  it("keeps the entry's static imports in a file of their own, the entry itself outside it", () => {
    const { groups } = builtPlugin().rolldown.output.codeSplitting;
    expect(groupOf(groups, 'src/session.ts')).toBe('boot');
    expect(groupOf(groups, 'node_modules/react/index.js')).toBe('boot');
    expect(groupOf(groups, 'src/main.tsx')).toBeUndefined();
  });

  it('puts the rest of the first screens in layers: React, MUI, the other libraries, the console', () => {
    const { groups } = builtPlugin().rolldown.output.codeSplitting;
    expect(groupOf(groups, 'node_modules/react-dom/index.js')).toBe('react');
    expect(groupOf(groups, 'node_modules/react/jsx-runtime.js')).toBe('react');
    expect(groupOf(groups, 'node_modules/@mui/material/esm/Button/Button.js')).toBe('mui');
    expect(groupOf(groups, 'node_modules/ra-core/dist/index.js')).toBe('libraries');
    expect(groupOf(groups, 'src/mountConsole.tsx')).toBe('console');
    // Only what a first screen imports: rolldown's tag for the entries' static imports.
    for (const group of groups.filter((group) => group.name !== 'boot'))
      expect(group.tags).toEqual(['$initial']);
  });

  it('fails the build when two chunks import each other, and passes layered chunks', () => {
    const { plugin } = builtPlugin();
    const check = (bundle: OutputBundle) =>
      (
        plugin.generateBundle as (this: unknown, options: unknown, bundle: OutputBundle) => void
      ).call(
        {
          error: (message: string) => {
            throw new Error(message);
          },
        },
        {},
        bundle,
      );
    const layered: OutputBundle = {
      'a.js': chunk('a.js', ['b.js', 'c.js']),
      'b.js': chunk('b.js', ['c.js']),
      'c.js': chunk('c.js', []),
    };
    expect(() => check(layered)).not.toThrow();
    const cyclic: OutputBundle = { ...layered, 'c.js': chunk('c.js', ['a.js']) };
    expect(() => check(cyclic)).toThrow('chunks import each other: a.js → b.js → c.js → a.js');
  });
});
