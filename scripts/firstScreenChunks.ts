import { resolve } from 'node:path';
import type { ESTree, Plugin } from 'vite';

export interface FirstScreenChunksOptions {
  /** The page's entry module (index.html's script): it signs in before the console loads. */
  entry: string;
  /**
   * Modules every first screen imports (by name, relative to the root): the console (`shell`),
   * the list views (the others).
   */
  firstScreens: { shell: string } & Record<string, string>;
}

/** Libraries that only need React, and those that only need React and MUI: layers without cycles. */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
const MUI =
  /\/node_modules\/(@mui|@emotion|@babel\/runtime|stylis|react-transition-group|@popperjs|hoist-non-react-statics|clsx|prop-types|react-is)\//;
const OWN = /\/(src|contracts)\//;
const isOwn = (id: string) => OWN.test(id) && !id.includes('/node_modules/');

/** The names asked of a module: those listed, or all of them (a namespace, a side effect, code). */
type Names = ReadonlySet<string> | 'all';
const NONE: Names = new Set();
const asks = (names: Names, name: string) => names === 'all' || names.has(name);
const union = (a: Names, b: Names): Names =>
  a === 'all' || b === 'all' ? 'all' : new Set([...a, ...b]);
const nameOf = (name: ESTree.ModuleExportName) =>
  name.type === 'Literal' ? name.value : name.name;

/** A static import or re-export: its specifier, and what it asks of it when asked `names`. */
interface Link {
  source: string;
  asked: (names: Names) => Names;
}

/**
 * A module's static imports and re-exports (without types: the code is TypeScript's output), and
 * whether it is a barrel: nothing but re-exports, so only those of the names asked need follow.
 */
const readModule = (program: ESTree.Program) => {
  const links: Link[] = [];
  let barrel = program.body.length > 0;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      barrel = false;
      const names = node.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? [nameOf(specifier.imported)]
          : specifier.type === 'ImportDefaultSpecifier'
            ? ['default']
            : [],
      );
      // A namespace, or an import for the module's effects only: all of it.
      const taken: Names =
        names.length === node.specifiers.length && names.length ? new Set(names) : 'all';
      links.push({ source: node.source.value, asked: () => taken });
    } else if (node.type === 'ExportAllDeclaration') {
      const namespace = node.exported && nameOf(node.exported);
      links.push({
        source: node.source.value,
        asked: (names) => (namespace === null ? names : asks(names, namespace) ? 'all' : NONE),
      });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const { specifiers } = node;
      links.push({
        source: node.source.value,
        asked: (names) =>
          new Set(
            specifiers
              .filter((specifier) => asks(names, nameOf(specifier.exported)))
              .map((specifier) => nameOf(specifier.local)),
          ),
      });
    } else if (node.type !== 'ExportNamedDeclaration' || node.declaration || node.specifiers.length)
      barrel = false;
  }
  return { links, barrel };
};

/**
 * How the build cuts the first screens' code (issue 16). Their modules go into a few large files
 * whose modules run in plain import order: the entry's own modules (`boot`: configuration,
 * sign-in, session state), then React, MUI, the other libraries and the console's own code,
 * each layer importing only those before it. The list views' own modules (those no other view
 * reaches but through a list view) come after, in a file per set of list views using them
 * (`screens`, `wholeListScreen`, `pagedListScreen`): the dashboard does not load them. The rest
 * of the console is split where it is imported, as Vite does by default.
 *
 * Measured against the build before (small shared chunks copied into their importers, which needs
 * rolldown's strict execution order: every module wrapped in an init function, ~42 KiB gz of glue
 * on a list's first screen): tags and corpuses 382.5 → 337.0 KiB gz before the first rows, the
 * call list 390.4 → 346.8, the largest paint unchanged (compareBuilds, medians of 11: tags −72,
 * corpuses +43, call list −42, dashboard −51 ms). The list views' own modules out of the console
 * layer (before the largest paint): the dashboard 344.9 → 341.6, tags and corpuses 337.0 → 337.6,
 * the call list 346.8 → 348.2; left to rolldown's default splitting instead, they came in many
 * small files: 341.3 and 354.2 on the lists.
 *
 * The first screens' modules are those the first-screen modules import statically, after
 * tree-shaking: rolldown's `$initial` tag, once they are entries of their own. Which of them the
 * shell or the other views import is worked out here from the module graph (`closure`). Through
 * a barrel (an own module of re-exports only, such as a folder's index.ts) only the re-exports
 * of the names taken count: the rest is tree-shaken away (own modules have no side effects), and
 * following it brought the list views into the shell's layers. Without strict execution order a
 * cycle between chunks could run a module before one it needs: the build fails on any.
 */
export const firstScreenChunks = ({ entry, firstScreens }: FirstScreenChunksOptions): Plugin => {
  let root = '';
  // Filled once the module graph is known (buildEnd): the entry's static imports, the modules of
  // the shell's layers, and the chunk of each list view's own module.
  let bootModules = new Set<string>();
  let layered = new Set<string>();
  let screenChunks = new Map<string, string>();
  // Whether the build's tree-shaking takes a module for one without side effects (options).
  let withoutSideEffects = (_id: string) => false;
  const firstScreen = (test: RegExp) => (id: string) =>
    !bootModules.has(id) && layered.has(id) && test.test(id);
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    config: (userConfig) => {
      root = `${resolve(userConfig.root ?? process.cwd())}/`;
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
                    test: (id: string) => id !== `${root}${entry}` && bootModules.has(id),
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
                  {
                    name: (id: string) => screenChunks.get(id) ?? null,
                    priority: 30,
                    tags: ['$initial' as const],
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    options({ treeshake }) {
      const option = typeof treeshake === 'object' ? treeshake.moduleSideEffects : undefined;
      if (typeof option === 'function') withoutSideEffects = (id) => option(id, false) === false;
    },
    async buildEnd() {
      const read = new Map<string, ReturnType<typeof readModule> | undefined>();
      // An own module's imports and re-exports (undefined: a library's module, or not JavaScript).
      const readOnce = (id: string) => {
        if (!read.has(id)) {
          const code = isOwn(id) ? this.getModuleInfo(id)?.code : undefined;
          try {
            read.set(id, code ? readModule(this.parse(code)) : undefined);
          } catch {
            read.set(id, undefined);
          }
        }
        return read.get(id);
      };
      // What a module asked `names` asks of each module it imports, by id (those left out: all).
      const askedBy = async (id: string, names: Names, importedIds: string[]) => {
        const asked = new Map<string, Names>();
        // Names matter to barrels only: those asked of this one, or asked by this module of one.
        if (![id, ...importedIds].some((module) => readOnce(module)?.barrel)) return asked;
        for (const link of readOnce(id)?.links ?? []) {
          const target = (await this.resolve(link.source, id))?.id;
          if (target) asked.set(target, union(asked.get(target) ?? NONE, link.asked(names)));
        }
        return asked;
      };
      // The modules `starts` import statically, not past `stops`; through a barrel only the
      // re-exports taken.
      const closure = async (starts: string[], stops: string[] = []) => {
        const reached = new Map<string, Names>();
        const queue = starts.map((start): [string, Names] => [start, 'all']);
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          const [id, asked] = next;
          const before = reached.get(id);
          const names = !readOnce(id)?.barrel ? 'all' : before ? union(before, asked) : asked;
          const grown =
            !before || (before !== 'all' && (names === 'all' || names.size > before.size));
          if (!grown || stops.includes(id)) continue;
          reached.set(id, names);
          const importedIds = this.getModuleInfo(id)?.importedIds ?? [];
          const askedOf = await askedBy(id, names, importedIds);
          for (const imported of importedIds) {
            const wanted = askedOf.get(imported) ?? 'all';
            // A module without side effects of which nothing is taken is left out of the build.
            if (wanted === 'all' || wanted.size || !withoutSideEffects(imported))
              queue.push([imported, wanted]);
          }
        }
        return new Set(reached.keys());
      };
      const { shell, ...lists } = firstScreens;
      const listIds = Object.values(lists).map((path) => `${root}${path}`);
      bootModules = await closure([`${root}${entry}`]);
      layered = await closure([`${root}${shell}`]);
      // What the other views (the dynamic imports) reach without going through a list view: the
      // list views' modules among them go in the layers, the others in chunks of their own.
      const views = [...this.getModuleIds()].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      const shared = await closure(
        views.filter((id) => !listIds.includes(id)),
        listIds,
      );
      const usedBy = new Map<string, string[]>();
      for (const [name, path] of Object.entries(lists))
        for (const id of await closure([`${root}${path}`]))
          usedBy.set(id, [...(usedBy.get(id) ?? []), name]);
      screenChunks = new Map();
      for (const [id, names] of usedBy)
        if (shared.has(id)) layered.add(id);
        else if (!layered.has(id) && !bootModules.has(id))
          screenChunks.set(id, names.length > 1 ? 'screens' : `${names[0]}Screen`);
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
