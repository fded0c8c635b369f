import { join } from 'node:path';
import type { Plugin } from 'vite';

const ADAPTER =
  /[\\/]node_modules[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;

/**
 * ra-core's default router adapter creates a hash router (`createHashRouter`, `RouterProvider`)
 * when <Admin> is not inside a router. The console always renders it inside its BrowserRouter
 * (src/app/App.tsx), yet the import alone kept react-router's whole data router in every first
 * screen (`createRouter`, loaders, actions, fetchers; issue 16: the `libraries` file 114.6 →
 * 97.8 KiB gz). The build gives that one module react-router-dom without those two, which throw
 * if ever called.
 */
export const raCoreWithoutHashRouter = (): Plugin => ({
  name: 'ra-core-without-hash-router',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'react-router-dom' || !importer || !ADAPTER.test(importer)) return null;
    return join(import.meta.dirname, 'hashRouterless.ts');
  },
});
