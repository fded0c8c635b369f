import { isSignInCallback } from './auth/authUrl';
import type { KeycloakClient } from './auth/keycloakClient';
import { startStoredRefresh } from './auth/refreshStoredSession';
import { startSession } from './auth/startSession';
import { loadKeycloak } from './auth/loadKeycloak';
import { jwtPayload, restorableSession } from './auth/storedTokens';
import { loadRuntimeConfig } from './shared/http/loadRuntimeConfig';
import {
  loadedScripts,
  preloadStartScripts,
  sendStartRequests,
  startPlace,
  startRecording,
} from './shared/http/startRequests';
import { likelyUiLanguage, preloadTranslations } from './shared/i18n/preloadTranslations';
import { setSession } from './shared/session/sessionStore';
import type { PreparedConsole } from './mountConsole';

// The entry holds only what signing in needs (configuration, session state; keycloak-js in a file
// of its own, not needed by a reload that restores its session): a first visit is redirected to the
// identity server before the console's code is even downloaded.
const loadConsole = () => import('./mountConsole');
const ignore = () => undefined;
/** At most this long the console's files wait for the token request (another tab may hold the lock). */
const tokenLockWait = () => new Promise((resolve) => setTimeout(resolve, 100));

/** The stored access token while it has at least a few seconds left, else undefined. */
const liveAccessToken = (token: string) => {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > Date.now() + 10_000 ? token : undefined;
};

/**
 * Start-up (spec §2 items 1–5): runtime configuration, sign-in and session state, then the
 * console (token refresh, UI language, providers) mounted once on #root. Failures are logged,
 * never shown. What does not wait on another step runs beside it (issue 16): back from signing
 * in, or with a stored session to restore, the console and its likely translations download
 * while the tokens are fetched.
 */
export async function bootstrap(rootElement = document.getElementById('root')): Promise<void> {
  const href = window.location.href;
  const restore = restorableSession(href, window.localStorage);
  // keycloak-js downloads now, beside the configuration, unless the session is restored without it.
  if (!restore.restore) loadKeycloak().catch(ignore);
  const configLoaded = loadRuntimeConfig();
  // A reload's token request leaves before the console's files take the browser's six connections
  // to the platform (HTTP/1.1): asked after them, it waited 150–250 ms for one.
  const refresh = restore.restore
    ? configLoaded.then((config) =>
        startStoredRefresh({ config, href, storage: window.localStorage }),
      )
    : undefined;
  if (refresh) await Promise.race([refresh.then((started) => started?.requested), tokenLockWait()]);
  const consoleModule = isSignInCallback(href) || restore.restore ? loadConsole() : undefined;
  // A failed download surfaces where it is awaited, not as an unhandled rejection meanwhile.
  consoleModule?.catch(ignore);
  if (consoleModule) {
    const language = likelyUiLanguage({
      search: window.location.search,
      storage: window.localStorage,
      userId: restore.restore ? restore.subject : undefined,
      navigatorLanguages: navigator.languages,
    });
    preloadTranslations(language);
  }
  let prepared: Promise<PreparedConsole> | undefined;
  const prepare = (userId: string | undefined) => {
    if (prepared || !consoleModule || !userId) return;
    prepared = consoleModule.then((module) => module.prepareConsole(userId));
    prepared.catch(ignore);
  };
  // A restored session's user is the stored token's subject: no need to wait for it.
  if (restore.restore) prepare(restore.subject);

  // A restored session's page asks its first data the way it did last time, now (startRequests).
  const place =
    restore.restore && restore.subject ? startPlace(restore.subject, window.location) : '';
  if (place) {
    startRecording(place, loadedScripts());
    preloadStartScripts(window.localStorage, place);
  }

  const config = await configLoaded;
  setSession({ buildId: config.buildId, commitHash: config.commitHash });
  const token = restore.restore ? liveAccessToken(restore.tokens.token) : undefined;
  const early = {
    storage: window.localStorage,
    place,
    serviceUrls: Object.values(config.services),
  };
  // The page's own data now; what follows from it (a dashboard's dozen aggregations) once signed
  // in: sent now, it held up the token refresh on a platform serving both from one process.
  if (place && token) sendStartRequests({ ...early, token, limit: 1 });
  const keycloak = await startSession({
    config,
    restoring: refresh?.then((started) => started?.session),
    onAuthenticated: (client: KeycloakClient) => {
      if (place && token && client.token)
        sendStartRequests({ ...early, token: client.token, skip: 1 });
      prepare(client.subject);
      // The first data leaves now, beside the profile (the token's roles are saved).
      prepared?.then((ready) => ready.connect(client, config)).catch(ignore);
    },
  });
  if (!keycloak || !rootElement) return;
  const { mountConsole } = await (consoleModule ?? loadConsole());
  await mountConsole({
    config,
    keycloak,
    rootElement,
    prepared: await prepared?.catch(ignore),
  });
}

// Tests import bootstrap() and call it themselves.
if (import.meta.env.MODE !== 'test') {
  bootstrap().catch((error: unknown) => console.error('The console failed to start', error));
}
