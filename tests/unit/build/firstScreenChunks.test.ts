import { posix } from 'node:path';
import type { InputOptions, OutputBundle, OutputChunk } from 'rolldown';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from '../../../scripts/firstScreenChunks';

interface Group {
  name: string | ((id: string) => string | null);
  tags?: string[];
  test?: (id: string) => boolean;
}

interface FakeModule {
  importedIds: string[];
  dynamicallyImportedIds?: string[];
  code?: string;
}

const ROOT = '/repo/';
const id = (path: string) => `${ROOT}${path}`;
const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as OutputChunk;

/**
 * The module graph (own modules with their code, as TypeScript leaves it): main.tsx imports a
 * session store, which imports React, and loads the console later. The console imports one of
 * two fields through two barrels, and opens an edit view and the list view later. The list view
 * has a toolbar of its own and a field it shares with the edit view.
 */
const GRAPH: Record<string, FakeModule> = {
  [id('src/main.tsx')]: {
    importedIds: [id('src/session.ts')],
    dynamicallyImportedIds: [id('src/mountConsole.tsx')],
    code: "import { session } from './session';\nimport('./mountConsole');",
  },
  [id('src/session.ts')]: {
    importedIds: [id('node_modules/react/index.js')],
    code: "import { useSyncExternalStore } from 'react';\nexport const session = useSyncExternalStore;",
  },
  [id('src/mountConsole.tsx')]: {
    importedIds: [
      id('node_modules/react-dom/index.js'),
      id('node_modules/react/jsx-runtime.js'),
      id('node_modules/@mui/material/esm/Button/Button.js'),
      id('node_modules/ra-core/dist/index.js'),
      id('src/views/index.ts'),
    ],
    dynamicallyImportedIds: [id('src/views/TagEdit.tsx'), id('src/views/GeneratedList.tsx')],
    code: [
      "import { createRoot } from 'react-dom';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { Button } from '@mui/material/esm/Button/Button';",
      "import { useList } from 'ra-core';",
      "import { CountField } from './views';",
      'createRoot(jsx(Button, { children: jsx(CountField, { useList }) }));',
    ].join('\n'),
  },
  [id('src/views/index.ts')]: {
    importedIds: [id('src/views/fields/index.ts'), id('src/views/GeneratedList.tsx')],
    code: "export * from './fields';\nexport { GeneratedList } from './GeneratedList';",
  },
  [id('src/views/fields/index.ts')]: {
    importedIds: [id('src/views/fields/CountField.tsx'), id('src/views/fields/DateField.tsx')],
    code: "export { CountField } from './CountField';\nexport { DateField } from './DateField';",
  },
  [id('src/views/fields/CountField.tsx')]: {
    importedIds: [],
    code: 'export const CountField = 1;',
  },
  [id('src/views/fields/DateField.tsx')]: { importedIds: [], code: 'export const DateField = 1;' },
  [id('src/views/GeneratedList.tsx')]: {
    importedIds: [id('src/views/ListToolbar.tsx'), id('src/views/FieldValue.tsx')],
    code: "import { ListToolbar } from './ListToolbar';\nimport { FieldValue } from './FieldValue';",
  },
  [id('src/views/ListToolbar.tsx')]: { importedIds: [], code: 'export const ListToolbar = 1;' },
  [id('src/views/FieldValue.tsx')]: { importedIds: [], code: 'export const FieldValue = 1;' },
  [id('src/views/TagEdit.tsx')]: {
    importedIds: [id('src/views/FieldValue.tsx')],
    code: "import { FieldValue } from './FieldValue';",
  },
};

/** The id a specifier stands for: an own module by its path, without extension or index. */
const resolveId = (specifier: string, importer: string) => {
  const path = specifier.startsWith('.')
    ? posix.join(posix.dirname(importer), specifier)
    : id(`node_modules/${specifier}`);
  const found = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.js']
    .map((extension) => `${path}${extension}`)
    .find((candidate) => candidate in GRAPH || candidate.includes('/node_modules/'));
  return found ? { id: found } : null;
};

/** Configured, then given the module graph, as Vite would. */
const builtPlugin = async () => {
  const plugin = firstScreenChunks({
    entry: 'src/main.tsx',
    firstScreens: { shell: 'src/mountConsole.tsx', wholeList: 'src/views/GeneratedList.tsx' },
  });
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
  // As vite.config.ts: the own modules but the entry have no side effects.
  (plugin.options as (options: InputOptions) => void)({
    treeshake: {
      moduleSideEffects: (module) =>
        module.startsWith(id('src/')) && module !== id('src/main.tsx') ? false : undefined,
    },
  });
  await (plugin.buildEnd as (this: unknown) => Promise<void>).call({
    getModuleIds: () => Object.keys(GRAPH).values(),
    getModuleInfo: (module: string) => ({
      importedIds: GRAPH[module]?.importedIds ?? [],
      dynamicallyImportedIds: GRAPH[module]?.dynamicallyImportedIds ?? [],
      code: GRAPH[module]?.code ?? null,
    }),
    parse: (code: string) => parseSync('module.js', code).program,
    resolve: (specifier: string, importer: string) =>
      Promise.resolve(resolveId(specifier, importer)),
  });
  return { plugin, rolldown: config.build.rolldownOptions };
};

/** The chunk the groups put a module in, if any: the first group (by priority) that takes it. */
const groupOf = (groups: Group[], module: string) => {
  for (const group of groups) {
    const name = typeof group.name === 'function' ? group.name(id(module)) : group.name;
    if (name !== null && (group.test?.(id(module)) ?? true)) return name;
  }
  return undefined;
};

describe('the first-screen chunks build plugin (issue 16)', () => {
  it('makes the first-screen modules entries of their own, beside the page', async () => {
    expect((await builtPlugin()).rolldown.input).toEqual({
      index: id('index.html'),
      shell: id('src/mountConsole.tsx'),
      wholeList: id('src/views/GeneratedList.tsx'),
    });
  });

  it("keeps the entry's static imports in a file of their own, the entry itself outside it", async () => {
    const { groups } = (await builtPlugin()).rolldown.output.codeSplitting;
    expect(groupOf(groups, 'src/session.ts')).toBe('boot');
    expect(groupOf(groups, 'node_modules/react/index.js')).toBe('boot');
    expect(groupOf(groups, 'src/main.tsx')).toBeUndefined();
  });

  it("puts the rest of the shell's modules in layers: React, MUI, the other libraries, the console", async () => {
    const { groups } = (await builtPlugin()).rolldown.output.codeSplitting;
    expect(groupOf(groups, 'node_modules/react-dom/index.js')).toBe('react');
    expect(groupOf(groups, 'node_modules/react/jsx-runtime.js')).toBe('react');
    expect(groupOf(groups, 'node_modules/@mui/material/esm/Button/Button.js')).toBe('mui');
    expect(groupOf(groups, 'node_modules/ra-core/dist/index.js')).toBe('libraries');
    expect(groupOf(groups, 'src/mountConsole.tsx')).toBe('console');
    // Only what a first screen imports: rolldown's tag for the entries' static imports.
    for (const group of groups.filter((group) => group.name !== 'boot'))
      expect(group.tags).toEqual(['$initial']);
  });

  it('follows through barrels only the re-exports of the names imported', async () => {
    const { groups } = (await builtPlugin()).rolldown.output.codeSplitting;
    // The console imports CountField from a barrel, which takes it from another with DateField.
    expect(groupOf(groups, 'src/views/fields/CountField.tsx')).toBe('console');
    expect(groupOf(groups, 'src/views/fields/DateField.tsx')).toBeUndefined();
    // The list view the first barrel re-exports stays out of the console.
    expect(groupOf(groups, 'src/views/GeneratedList.tsx')).toBe('wholeListScreen');
  });

  it("puts a list view's own modules in a file of its own, those it shares in the console", async () => {
    const { groups } = (await builtPlugin()).rolldown.output.codeSplitting;
    expect(groupOf(groups, 'src/views/ListToolbar.tsx')).toBe('wholeListScreen');
    // The edit view uses it too.
    expect(groupOf(groups, 'src/views/FieldValue.tsx')).toBe('console');
    expect(groupOf(groups, 'src/views/TagEdit.tsx')).toBeUndefined();
  });

  it('fails the build when two chunks import each other, and passes layered chunks', async () => {
    const { plugin } = await builtPlugin();
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
