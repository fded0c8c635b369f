import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { canAccess, resources } from './app/registry';
import { createAuthProvider, keycloakTokenGetter, startTokenRefresh } from './auth';
import type { KeycloakClient } from './auth';
import { createDataProvider } from './dataProviders';
import { createHttpClient } from './shared/http';
import { createI18nProvider } from './shared/i18n';
import type { RuntimeConfig } from '../contracts/runtimeConfig';
import { getSession } from './shared/session';
import { createUserStore } from './shared/settings';

export interface MountConsoleOptions {
  config: RuntimeConfig;
  keycloak: KeycloakClient;
  rootElement: HTMLElement;
}

/**
 * The signed-in part of start-up: token refresh, UI language, providers, then the console
 * mounted once on `rootElement`. Its own chunk, so that the sign-in redirect does not wait for it.
 */
export async function mountConsole({ config, keycloak, rootElement }: MountConsoleOptions) {
  startTokenRefresh(keycloak);

  // Per-user settings (spec §3: prefix, store id and user id, see shared/settings/storageKeys.ts).
  const store = createUserStore(getSession().user?.id ?? '');
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
