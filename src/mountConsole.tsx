import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { answerQueriesAtOnce } from './app/answerQueriesAtOnce';
import { App } from './app/App';
import type { FirstData } from './app/prefetchListData';
import { prefetchRouteData } from './app/prefetchRouteData';
import { preloadRouteView } from './app/preloadRouteView';
import { canAccess, resources } from './app/registry';
import { settleStartUrl } from './app/startUrl';
import {
  completeSignIn,
  createAuthProvider,
  INIT_FAILED_MESSAGE,
  immediateAuth,
  keycloakTokenGetter,
  startTokenRefresh,
} from './auth';
import type { CanAccessParams, KeycloakClient } from './auth';
import type { RoleMap } from '../contracts/roles';
import { createDataProvider } from './dataProviders';
import { createHttpClient } from './shared/http';
import { dropStartAnswers, loadedScripts, stopRecording } from './shared/http/startRequests';
import { createI18nProvider } from './shared/i18n';
import type { RuntimeConfig } from '../contracts/runtimeConfig';
import type { ServiceDataProvider } from './shared/declarations/serviceRequest';
import { atMost } from './shared/async/atMost';
import { afterFirstScreen } from './shared/preload';
import { getSession } from './shared/session';
import { createUserStore } from './shared/settings';
import { createStyleCache } from './shared/theme/savedStyles';
import type { I18nProvider, Store } from 'react-admin';

export interface MountConsoleOptions {
  config: RuntimeConfig;
  keycloak: KeycloakClient;
  rootElement: HTMLElement;
  /** What start-up began while signing in (prepareConsole), used when for the same user. */
  prepared?: PreparedConsole;
}

export interface PreparedConsole {
  userId: string;
  store: Store;
  i18nProvider: Promise<I18nProvider>;
  /** The page's own view loaded (settles, never rejects; see preloadRouteView). */
  viewReady: Promise<void>;
  /**
   * Once signed in (the token's roles saved): the data provider, the start page's address settled
   * and its first data requested, beside the profile (issue 16). Once; later calls share it.
   */
  connect: (keycloak: KeycloakClient, config: RuntimeConfig) => Promise<Connection>;
}

/** How long the first render waits for the page's view and first data at most. */
const FIRST_RENDER_WAIT_MS = 3000;
/**
 * How long it waits then, at most, for what the page asks once its first data has come (a
 * dashboard's figures, sent at start-up): arrived by then, the first render draws them, else
 * their placeholders. Not waited for, figures that came while the console rendered were drawn
 * in a render and a paint of their own, 60–150 ms after the page's first paint (issue 16).
 */
const FOLLOW_UPS_WAIT_MS = 150;

interface Connection {
  dataProvider: ServiceDataProvider;
  /** The page's first data arrived (settles, never rejects; see prefetchRouteData). */
  firstData: Promise<FirstData>;
}

/** The data provider over the HTTP client (bearer token, UI language), the first data asked. */
const connectData = (
  keycloak: KeycloakClient,
  config: RuntimeConfig,
  store: Store,
  i18nProvider: I18nProvider,
): Connection => {
  const httpClient = createHttpClient({
    getToken: keycloakTokenGetter(keycloak),
    // Services answer their messages in the UI language (Accept-Language).
    getLanguage: () => i18nProvider.getLocale(),
  });
  const dataProvider = createDataProvider({ resources, config, httpClient });
  settleStartUrl(store, i18nProvider.getLocale());
  const firstData = prefetchRouteData(dataProvider, store, i18nProvider.getLocale());
  return { dataProvider, firstData };
};

/**
 * What needs only the user's id: their settings store and the UI language, whose translations
 * then load while the profile does (issue 16: start-up requests in parallel).
 */
export function prepareConsole(userId: string): PreparedConsole {
  // The page's own view downloads now, beside the profile and translations, not after the mount.
  const viewReady = preloadRouteView(window.location.pathname);
  // Per-user settings (spec §3: prefix, store id and user id, see shared/settings/storageKeys.ts).
  const store = createUserStore(userId);
  const i18nProvider = createI18nProvider({ savedLanguage: () => store.getItem('locale') });
  // Awaited in mountConsole; meanwhile a failure is not an unhandled rejection.
  i18nProvider.catch(() => undefined);
  let connected: Promise<Connection> | undefined;
  const connect = (keycloak: KeycloakClient, config: RuntimeConfig) => {
    connected ??= i18nProvider.then((i18n) => {
      // react-admin applies the stored locale on mount: store the language chosen above.
      store.setItem('locale', i18n.getLocale());
      return connectData(keycloak, config, store, i18n);
    });
    return connected;
  };
  return { userId, store, i18nProvider, viewReady, connect };
}

/**
 * The signed-in part of start-up: token refresh, UI language, providers, then the console
 * mounted once on `rootElement`. Its own chunk, so that the sign-in redirect does not wait for it.
 */
export async function mountConsole({
  config,
  keycloak,
  rootElement,
  prepared,
}: MountConsoleOptions) {
  startTokenRefresh(keycloak);

  const userId = getSession().user?.id ?? '';
  const started = prepared?.userId === userId ? prepared : prepareConsole(userId);
  const i18nProvider = await started.i18nProvider;
  const { dataProvider, firstData } = await started.connect(keycloak, config);
  const { store } = started;
  const access = {
    keycloak,
    canAccess: (params: CanAccessParams, roles: RoleMap) => canAccess(roles, params),
  };
  const authProvider = createAuthProvider(access);
  // As react-admin's default client; what is in memory already answers its queries at once.
  const queryClient = new QueryClient();
  answerQueriesAtOnce(queryClient, {
    auth: immediateAuth(access),
    peekList: dataProvider.peekList,
    peekRequest: dataProvider.peekRequest,
  });

  // The first render waits for the page's view: rendered before, it would show the loading screen
  // and React would hold the page back for 300 ms after it (issue 16). And for its first data,
  // asked beside the profile: the page is then drawn once, with it, not empty then again. A
  // download or a request that hangs does not hold the console.
  await atMost(Promise.all([started.viewReady, firstData]), FIRST_RENDER_WAIT_MS);
  await atMost(
    firstData.then((data) => data.followUps),
    FOLLOW_UPS_WAIT_MS,
  );
  // What the page asked and loaded until now is kept for the next start-up here (startRequests).
  stopRecording(window.localStorage, loadedScripts());
  // The style rules the last session inserted, ready before the first render (see savedStyles).
  const styles = createStyleCache(window.localStorage);
  afterFirstScreen(styles.save);
  afterFirstScreen(dropStartAnswers);
  // A session started from the stored tokens: keycloak-js now (see storedSessionClient).
  afterFirstScreen(() => {
    completeSignIn(keycloak).catch((error: unknown) => console.error(INIT_FAILED_MESSAGE, error));
  });
  window.addEventListener('pagehide', styles.save);
  // For the bench: when the console first renders (what a reload asked early waited until then).
  performance.mark('console:first-render');
  createRoot(rootElement).render(
    <StrictMode>
      <CacheProvider value={styles.cache}>
        <App
          config={config}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={store}
          queryClient={queryClient}
        />
      </CacheProvider>
    </StrictMode>,
  );
}
