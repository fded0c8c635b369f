import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { canAccess, resources } from './app/registry';
import { createAuthProvider, keycloakTokenGetter, startSession, startTokenRefresh } from './auth';
import { createDataProvider } from './dataProviders';
import { createHttpClient, loadRuntimeConfig } from './shared/http';
import { createI18nProvider } from './shared/i18n';
import { getSession, setSession } from './shared/session';
import { createUserStore } from './shared/settings';

/**
 * Per-user settings store (spec §3: a key made of a prefix, the store id and the user id —
 * `RaStore` + `SpeechConsole` + `.<userId>`, see src/shared/settings/storageKeys.ts).
 */
export const userStore = createUserStore;

/**
 * Start-up (spec §2 items 1–5): runtime configuration, sign-in and session state, token refresh,
 * UI language, then the console mounted once on #root. Failures are logged, never shown.
 */
export async function bootstrap(rootElement = document.getElementById('root')): Promise<void> {
  const config = await loadRuntimeConfig();
  setSession({ buildId: config.buildId });
  const keycloak = await startSession({ config });
  if (!keycloak || !rootElement) return;
  startTokenRefresh(keycloak);

  const store = userStore(getSession().user?.id ?? '');
  const i18nProvider = await createI18nProvider({ savedLanguage: () => store.getItem('locale') });
  // react-admin applies the stored locale on mount: store the language chosen above.
  store.setItem('locale', i18nProvider.getLocale());

  const httpClient = createHttpClient({
    getToken: keycloakTokenGetter(keycloak),
    // Services answer their messages in the UI language (Accept-Language).
    getLanguage: () => i18nProvider.getLocale(),
  });
  const dataProvider = createDataProvider({ resources, config, httpClient });
  const authProvider = createAuthProvider({
    keycloak,
    canAccess: (params, roles) => canAccess(roles, params),
  });

  createRoot(rootElement).render(
    <StrictMode>
      <App
        config={config}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
      />
    </StrictMode>,
  );
}

// Tests import bootstrap() and call it themselves.
if (import.meta.env.MODE !== 'test') {
  bootstrap().catch((error: unknown) => console.error('The console failed to start', error));
}
