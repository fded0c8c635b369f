import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface FirstScreenChunksOptions {
  /** The page's entry module (index.html's script): it signs in before the console loads. */
  entry: string;
  /** Modules every first screen imports (by name, relative to the root): the console, the list views. */
  firstScreens: Record<string, string>;
}

/** Libraries that only need React, and those that only need React and MUI: layers without cycles. */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
const MUI =
  /\/node_modules\/(@mui|@emotion|@babel\/runtime|stylis|react-transition-group|@popperjs|hoist-non-react-statics|clsx|prop-types|react-is)\//;
const OWN = /\/(src|contracts)\//;

/**
 * How the build cuts the first screens' code (issue 16). Their modules go into a few large files
 * whose modules run in plain import order: the entry's own modules (`boot`: configuration,
 * sign-in, session state), then React, MUI, the other libraries and the console's own code,
 * each layer importing only those before it. The rest of the console is split where it is
 * imported, as Vite does by default.
 *
 * Measured against the build before (small shared chunks copied into their importers, which needs
 * rolldown's strict execution order: every module wrapped in an init function, ~42 KiB gz of glue
 * on a list's first screen): tags and corpuses 382.5 → 337.0 KiB gz before the first rows, the
 * call list 390.4 → 346.8, the largest paint unchanged (compareBuilds, medians of 11: tags −72,
 * corpuses +43, call list −42, dashboard −51 ms).
 *
 * The first screens' modules are those the first-screen modules import statically, after
 * tree-shaking: rolldown's `$initial` tag, once they are entries of their own. Without strict
 * execution order a cycle between chunks could run a module before one it needs: the build fails
 * on any.
 */
export const firstScreenChunks = ({ entry, firstScreens }: FirstScreenChunksOptions): Plugin => {
  let entryId = '';
  // The entry's static imports, filled once the module graph is known (buildEnd).
  let bootModules = new Set<string>();
  const firstScreen = (test: RegExp) => (id: string) => !bootModules.has(id) && test.test(id);
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    config: (userConfig) => {
      const root = `${resolve(userConfig.root ?? process.cwd())}/`;
      entryId = `${root}${entry}`;
      return {
        build: {
          rolldownOptions: {
            input: {
              index: `${root}index.html`,
              ...Object.fromEntries(
                Object.entries(firstScreens).map(([name, path]) => [name, `${root}${path}`]),
              ),
            },
            preserveEntrySignatures: 'allow-extension',
            // The chunks stay as cut: no shared chunk moved into an entry (the first screens
            // measured the same either way; the later views come in 148 files instead of 142).
            experimental: { chunkOptimization: { mergeCommonChunks: false } },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'boot',
                    priority: 50,
                    includeDependenciesRecursively: false,
                    test: (id: string) => id !== entryId && bootModules.has(id),
                  },
                  ...(
                    [
                      ['react', REACT],
                      ['mui', MUI],
                      ['libraries', /\/node_modules\//],
                      ['console', OWN],
                    ] as const
                  ).map(([name, test], index) => ({
                    name,
                    priority: 40 - index,
                    tags: ['$initial' as const],
                    includeDependenciesRecursively: false,
                    test: firstScreen(test),
                  })),
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const seen = new Set<string>();
      const queue = [entryId];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      bootModules = seen;
    },
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (path.includes(file))
          this.error(`chunks import each other: ${[...path, file].join(' → ')}`);
        if (done.has(file)) return;
        for (const imported of imports.get(file) ?? []) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
};
