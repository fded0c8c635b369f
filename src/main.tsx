import { isSignInCallback } from './auth/authUrl';
import { startSession } from './auth/startSession';
import { loadRuntimeConfig } from './shared/http/loadRuntimeConfig';
import { setSession } from './shared/session/sessionStore';

// The entry holds only what signing in needs (configuration, keycloak-js, session state): a first
// visit is redirected to the identity server before the console's code is even downloaded.
const loadConsole = () => import('./mountConsole');

/**
 * Start-up (spec §2 items 1–5): runtime configuration, sign-in and session state, then the
 * console (token refresh, UI language, providers) mounted once on #root. Failures are logged,
 * never shown.
 */
export async function bootstrap(rootElement = document.getElementById('root')): Promise<void> {
  // Back from signing in, the console downloads while the code is exchanged for tokens.
  const consoleModule = isSignInCallback(window.location.href) ? loadConsole() : undefined;
  // A failed download surfaces where it is awaited, not as an unhandled rejection meanwhile.
  consoleModule?.catch(() => undefined);
  const config = await loadRuntimeConfig();
  setSession({ buildId: config.buildId, commitHash: config.commitHash });
  const keycloak = await startSession({ config });
  if (!keycloak || !rootElement) return;
  const { mountConsole } = await (consoleModule ?? loadConsole());
  await mountConsole({ config, keycloak, rootElement });
}

// Tests import bootstrap() and call it themselves.
if (import.meta.env.MODE !== 'test') {
  bootstrap().catch((error: unknown) => console.error('The console failed to start', error));
}
