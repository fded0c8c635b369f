import { availableParallelism } from 'node:os';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { firstScreenChunks } from './scripts/firstScreenChunks.ts';
import { raCoreWithoutHashRouter } from './scripts/raCoreRouter/index.ts';
import { terserFirstScreen } from './scripts/terserFirstScreen.ts';
import { defineConfig } from 'vitest/config';

/** The commit being built (`COMMIT_HASH`, else git's HEAD), or undefined outside a repository. */
const commitBeingBuilt = (): string | undefined => {
  if (process.env.COMMIT_HASH) return process.env.COMMIT_HASH;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

/** Writes `dist/commit.txt`: the platform serves it with the build id (spec §3 commit hash). */
const commitFile = (): Plugin => ({
  name: 'commit-file',
  apply: 'build',
  generateBundle() {
    const commit = commitBeingBuilt();
    if (commit) this.emitFile({ type: 'asset', fileName: 'commit.txt', source: `${commit}\n` });
  },
});

/**
 * react-router's package points every import at its development build, whose checks and
 * warnings run on each render (`ENABLE_DEV_WARNINGS`); the production build is the same code with
 * them off. The console's build takes that one (every import, so one copy of its contexts).
 */
const reactRouterProduction = (): Plugin => {
  const build = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
  };
};

/**
 * react-admin imports lodash one function at a time (`lodash/get.js`), CommonJS modules the build
 * wraps each in a require shim; lodash-es has the same functions as ES modules, bundled without
 * them: a list's first screen 1.1 KiB gz smaller (issue 16, 330.4 → 329.3 KiB).
 */
const lodashModules = (): Plugin => ({
  name: 'lodash-modules',
  apply: 'build',
  config: () => ({
    resolve: { alias: [{ find: /^lodash\/([^/]+?)(\.js)?$/, replacement: 'lodash-es/$1.js' }] },
  }),
});

const SOURCE_ROOTS = ['src', 'contracts'].map((folder) =>
  fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
);
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * The console's own modules have no side effects on import (none is imported for its effects
 * only; main.tsx, the entry, aside): a module whose exports nothing uses is left out. Without
 * this, importing one name from a folder's index.ts evaluates — hence bundles, and loads with
 * the first screen — every module the index re-exports (issue 16: the generated forms came with
 * every list).
 */
const ownModuleSideEffects = (id: string): boolean | undefined =>
  id !== ENTRY && SOURCE_ROOTS.some((root) => id.startsWith(root)) ? false : undefined;

// Test files that replace modules with vi.mock need a module graph of their own.
const MODULE_MOCKING_TESTS = ['src/main.test.tsx', 'src/app/routeMatrix.test.tsx'];

// One config for the console build and for vitest. The local platform (server/) serves the build,
// so there is no dev proxy here: `npm run dev` mounts Vite as middleware inside the platform.

export default defineConfig({
  plugins: [
    react(),
    commitFile(),
    // The first-screen chunks' names (firstScreenChunks' files): React's is left out.
    terserFirstScreen([
      'boot',
      'mui',
      'libraries',
      'console',
      'screens',
      'wholeListScreen',
      'pagedListScreen',
    ]),
    reactRouterProduction(),
    raCoreWithoutHashRouter(),
    lodashModules(),
    firstScreenChunks({
      entry: 'src/main.tsx',
      // The console (layout, menu, providers) and the list views of the sections' first pages.
      firstScreens: {
        shell: 'src/mountConsole.tsx',
        wholeList: 'src/shared/resourceViews/GeneratedList.tsx',
        pagedList: 'src/shared/resourceViews/ServerPagedList.tsx',
      },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: ownModuleSideEffects },
    },
  },
  test: {
    // vitest's default (cores − 1) is one worker on the 2-core CI machine, where the integration
    // tests' waits (network, timers) leave a core idle: two workers take a third less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...MODULE_MOCKING_TESTS],
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/setupOnDemand.ts'],
          // Component tests share nothing at module level: one module graph per worker saves
          // importing react-admin and MUI again for every file (the largest cost of the suite).
          isolate: false,
          // Worker threads rather than processes: the same files took 363 CPU-s instead of 386.
          pool: 'threads',
          // Component tests wait on real debounces and polls; a loaded 2-core CI needs room.
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          // Before 'unit' in vitest's order (projects run by name): its route matrix takes about
          // 100 s, and last it ran alone on one core while the other had nothing left to do.
          name: 'isolated',
          environment: 'jsdom',
          globals: true,
          include: [...MODULE_MOCKING_TESTS],
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          // Each file starts its own platform and database; the modules (Fastify, drizzle, the
          // services) load once per worker: a fifth less time, two thirds less on PostgreSQL.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
