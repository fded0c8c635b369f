import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { AccessDeniedPage, FullScreenLoader, NotFoundPage } from '../custom/shell';
import { ToastStack } from '../shared/notifications';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { createConsoleThemes } from '../shared/theme';
import { ConsoleAdmin } from './admin/ConsoleAdmin';
import { AppContext } from './AppContext';
import type { Registry } from './createRegistry';
import { customRoutes, shellRoutes } from './customRoutes';
import { AppLayout } from './layout/AppLayout';
import { registry as discoveredRegistry } from './registry';
import { resourceElements } from './resourceElements';
import { VersionPoller } from './VersionPoller';

export interface AppProps {
  config: RuntimeConfig;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  /** Defaults to the declarations found under src/resources/ (tests pass their own). */
  registry?: Registry;
  /** Defaults to local storage (tests pass a memoryStore). */
  store?: Store;
  /** react-query's client (default: react-admin's own; start-up passes one it primes). */
  queryClient?: QueryClient;
  /** Poll `GET /version` for a new build (default: production builds only, spec §7). */
  pollVersion?: boolean;
}

const defaultStore = localStorageStore(undefined, 'SpeechConsole');

// The page's palettes (index.html :root variables) are read once, at start-up (spec §9).
const themes = createConsoleThemes();

/**
 * The console, assembled only from the registry: no per-resource code here. A BrowserRouter (not
 * react-admin's default HashRouter) so the spec's paths (`/lmfactory/corpuses`) are real URLs.
 */
export const App = ({
  registry = discoveredRegistry,
  store = defaultStore,
  pollVersion = !import.meta.env.DEV,
  ...props
}: AppProps) => {
  const context = useMemo(() => ({ registry, config: props.config }), [registry, props.config]);
  return (
    <AppContext.Provider value={context}>
      <VersionPoller buildId={props.config.buildId} enabled={pollVersion} />
      <BrowserRouter useTransitions={false}>
        <ConsoleAdmin
          authProvider={props.authProvider}
          dataProvider={props.dataProvider}
          i18nProvider={props.i18nProvider}
          store={store}
          queryClient={props.queryClient}
          title={props.config.productName}
          layout={AppLayout}
          theme={themes.lightTheme}
          darkTheme={themes.darkTheme}
          notification={ToastStack}
          loading={FullScreenLoader}
          accessDenied={AccessDeniedPage}
          catchAll={NotFoundPage}
          requireAuth
          disableTelemetry
        >
          {resourceElements(registry)}
          {customRoutes(registry)}
          {shellRoutes}
        </ConsoleAdmin>
      </BrowserRouter>
    </AppContext.Provider>
  );
};
