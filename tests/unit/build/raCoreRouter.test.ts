import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { raCoreWithoutHashRouter } from '../../../scripts/raCoreRouter';
import * as hashRouterless from '../../../scripts/raCoreRouter/hashRouterless';

// Issue 16: react-router's data router out of the first screen (scripts/raCoreRouter).
describe("ra-core's router adapter without the hash router", () => {
  const resolveId = raCoreWithoutHashRouter().resolveId as (
    source: string,
    importer?: string,
  ) => string | null;
  const adapter = join(
    dirname(createRequire(import.meta.url).resolve('ra-core')),
    'routing',
    'adapters',
    'reactRouterProvider.js',
  );

  it("gives ra-core's adapter react-router-dom without createHashRouter and RouterProvider", () => {
    expect(resolveId('react-router-dom', adapter)).toMatch(/hashRouterless\.ts$/);
    expect(() => hashRouterless.createHashRouter()).toThrow(/inside its own BrowserRouter/);
    expect(() => hashRouterless.RouterProvider()).toThrow(/inside its own BrowserRouter/);
    // Everything else the adapter imports is react-router's own.
    expect(typeof hashRouterless.useBlocker).toBe('function');
    expect(typeof hashRouterless.matchPath).toBe('function');
  });

  it('leaves every other import of react-router-dom alone', () => {
    expect(resolveId('react-router-dom', join(process.cwd(), 'src/app/App.tsx'))).toBeNull();
    expect(resolveId('react-router', adapter)).toBeNull();
    expect(resolveId('react-router-dom', undefined)).toBeNull();
  });
});
