import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { setLanguages, setUserRoles } from '../../shared/session';
import type { RoleMap } from '../../../contracts/roles';
import type { RuntimeConfig } from '../../../contracts/runtimeConfig';
import { settingStoreKey } from '../../shared/settings';
import { App } from '../App';
import type { Registry } from '../createRegistry';
import { registry as discoveredRegistry } from '../registry';
import { createTestAuthProvider } from './testAuthProvider';
import { createTestI18nProvider } from './testI18nProvider';

// The first render loads the whole console (and lazy views) on a busy 2-core machine: give the
// queries and the tests more than their defaults (1 s and 5 s).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

const services = 'phonelines lmFactory config llmEnrich moriarty search batchMetrics ftp h2bMetrics'
  .split(' ')
  .map((name) => [name, `http://platform.test/services/${name}/api/`]);

export const TEST_CONFIG: RuntimeConfig = {
  productName: 'Speech Console',
  identityUrl: 'http://platform.test',
  clientId: 'console',
  loginPortalUrl: 'http://platform.test/portal',
  services: Object.fromEntries(services) as RuntimeConfig['services'],
  buildId: 'test',
};

export interface RenderAppOptions {
  path: string;
  roles: RoleMap;
  dataProvider: DataProvider;
  registry?: Registry;
  languages?: string[];
  i18nProvider?: I18nProvider;
  /** Replaces the registry-backed test authProvider. */
  authProvider?: AuthProvider;
  /**
   * Initial react-admin store content (key → value). The user has completed the first connection
   * unless `settings.isFirstConnection` says otherwise.
   */
  storeValues?: Record<string, unknown>;
}

/** A user past the first-connection screen (which diverts every page until done). */
export const SETTLED_USER = { [settingStoreKey('isFirstConnection')]: false };

/** Renders the whole console at `path` for a user with `roles` (the browser history is jsdom's). */
export const renderApp = async ({
  path,
  roles,
  dataProvider,
  registry = discoveredRegistry,
  languages = ['fr', 'en'],
  i18nProvider,
  storeValues = {},
  authProvider,
}: RenderAppOptions) => {
  setUserRoles(roles);
  setLanguages({ languages, uiLanguage: 'en' });
  window.history.replaceState({}, '', path);
  const store = memoryStore({ ...SETTLED_USER, ...storeValues });
  const result = render(
    <App
      config={TEST_CONFIG}
      authProvider={authProvider ?? createTestAuthProvider(registry, roles)}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider ?? (await createTestI18nProvider())}
      registry={registry}
      store={store}
      pollVersion={false}
    />,
  );
  return { ...result, store };
};
