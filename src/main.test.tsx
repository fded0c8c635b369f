import { screen, waitFor } from '@testing-library/react';
import type { AuthProvider, I18nProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from './app/App';
import type { KeycloakClient } from './auth';
import { bootstrap } from './main';
import { resetSession, setSession } from './shared/session/sessionStore';

const mocks = vi.hoisted(() => ({
  appProps: [] as unknown[],
  startSession: vi.fn(),
  startTokenRefresh: vi.fn(),
  canAccess: vi.fn(() => true),
  loadRuntimeConfig: vi.fn(),
  createI18nProvider: vi.fn(),
  httpClientOptions: [] as import('./shared/http').HttpClientOptions[],
  prefetchRouteData: vi.fn(),
  preloadRouteView: vi.fn(),
}));

vi.mock('./app/App', () => ({
  App: (props: unknown) => {
    mocks.appProps.push(props);
    return <p>console mounted</p>;
  },
}));
vi.mock('./app/registry', () => ({ resources: [], canAccess: mocks.canAccess }));
vi.mock('./app/preloadRouteView', () => ({ preloadRouteView: mocks.preloadRouteView }));
vi.mock('./app/prefetchRouteData', () => ({ prefetchRouteData: mocks.prefetchRouteData }));
vi.mock('./app/startUrl', () => ({ settleStartUrl: () => undefined }));
vi.mock('./auth/startSession', () => ({ startSession: mocks.startSession }));
vi.mock('./auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth')>()),
  startTokenRefresh: mocks.startTokenRefresh,
}));
vi.mock('./shared/http/loadRuntimeConfig', () => ({
  loadRuntimeConfig: mocks.loadRuntimeConfig,
}));
vi.mock('./shared/http', async (importOriginal) => {
  const original = await importOriginal<typeof import('./shared/http')>();
  return {
    ...original,
    createHttpClient: (options: import('./shared/http').HttpClientOptions) => {
      mocks.httpClientOptions.push(options);
      return original.createHttpClient(options);
    },
  };
});
vi.mock('./shared/i18n', () => ({ createI18nProvider: mocks.createI18nProvider }));

const config = {
  productName: 'Speech Console',
  identityUrl: 'http://localhost:8080',
  clientId: 'console',
  loginPortalUrl: '/portal',
  services: {},
  buildId: 'build-1',
};

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload))}.sig`;

/** Tokens of realm demo in local storage, as a reload finds them (their refresh token valid). */
const storeRestorableSession = () => {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('realm', 'demo');
  localStorage.setItem(
    'session.tokens.demo',
    JSON.stringify({ token: jwt({ sub: 'user-1' }), refreshToken: jwt({ exp: inAnHour }) }),
  );
};

let uiLanguage = 'fr';
const i18nProvider = { getLocale: () => uiLanguage } as unknown as I18nProvider;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><div role="progressbar"></div></div>';
  mocks.appProps.length = 0;
  mocks.httpClientOptions.length = 0;
  uiLanguage = 'fr';
  vi.clearAllMocks();
  localStorage.clear();
  mocks.loadRuntimeConfig.mockResolvedValue(config);
  mocks.createI18nProvider.mockResolvedValue(i18nProvider);
  mocks.preloadRouteView.mockResolvedValue(undefined);
  mocks.prefetchRouteData.mockResolvedValue(undefined);
});

describe('bootstrap', () => {
  it('mounts nothing when the sign-in did not complete', async () => {
    mocks.startSession.mockResolvedValue(undefined);
    await bootstrap();
    expect(mocks.startSession).toHaveBeenCalledWith(expect.objectContaining({ config }));
    expect(mocks.startTokenRefresh).not.toHaveBeenCalled();
    expect(mocks.appProps).toEqual([]);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('mounts the console once on #root with its providers, after starting the token refresh', async () => {
    const keycloak = { token: 't' } as KeycloakClient;
    mocks.startSession.mockResolvedValue(keycloak);
    await bootstrap();
    await waitFor(() => expect(screen.getByText('console mounted')).toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(mocks.startTokenRefresh).toHaveBeenCalledWith(keycloak);
    const props = mocks.appProps[0] as AppProps;
    expect(props.config).toBe(config);
    expect(props.i18nProvider).toBe(i18nProvider);
    expect(props.dataProvider.supportAbortSignal).toBe(true);
    expect(props.store?.getItem('locale')).toBe('fr');
    await (props.authProvider as AuthProvider).canAccess!({
      resource: 'lmfactory/corpuses',
      action: 'list',
    });
    expect(mocks.canAccess).toHaveBeenCalledWith(
      {},
      { resource: 'lmfactory/corpuses', action: 'list', record: undefined },
    );
  });

  it('a reload asks for its token before the console’s files, and signs in from that refresh', async () => {
    storeRestorableSession();
    const fresh = jwt({ sub: 'user-1', iat: Math.floor(Date.now() / 1000) });
    let translationsAskedFirst: boolean | undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (!String(url).endsWith('/openid-connect/token')) return Response.json({});
      translationsAskedFirst = document.head.querySelector('link[href*="/locales/"]') !== null;
      return Response.json({ access_token: fresh, refresh_token: 'refresh-2' });
    });
    mocks.startSession.mockResolvedValue(undefined);
    await bootstrap();
    expect(translationsAskedFirst).toBe(false);
    const [{ restoring }] = mocks.startSession.mock.calls[0] as [
      { restoring?: Promise<{ token: string }> },
    ];
    expect(await restoring).toMatchObject({ token: fresh, refreshToken: 'refresh-2' });
    fetchSpy.mockRestore();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('a reload waits no more than 100 ms for its token request (another tab holds the token lock)', async () => {
    storeRestorableSession();
    const request = vi.fn(() => new Promise<never>(() => undefined)); // never granted
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    mocks.startSession.mockResolvedValue(undefined);
    const started = Date.now();
    await bootstrap();
    expect(request).toHaveBeenCalled();
    expect(document.head.querySelector('link[href*="/locales/"]')).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    Reflect.deleteProperty(navigator, 'locks');
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('back from signing in, asks the first data once signed in, before the profile has loaded', async () => {
    window.history.replaceState(null, '', '/lmfactory/corpuses?code=c&state=s');
    let profileLoaded = () => undefined as void;
    mocks.startSession.mockImplementation(
      async ({ onAuthenticated }: { onAuthenticated: (client: KeycloakClient) => void }) => {
        const keycloak = { token: 't', subject: 'user-1' } as KeycloakClient;
        onAuthenticated(keycloak);
        await new Promise<void>((resolve) => (profileLoaded = resolve));
        setSession({ user: { id: 'user-1' } }); // as saveSession does, with the profile
        return keycloak;
      },
    );
    const started = bootstrap();
    await waitFor(() => expect(mocks.prefetchRouteData).toHaveBeenCalledTimes(1));
    expect(mocks.appProps).toEqual([]); // not mounted: the profile is still loading
    profileLoaded();
    await started;
    await waitFor(() => expect(screen.getByText('console mounted')).toBeInTheDocument());
    // The console uses that data provider: its first data is not asked again.
    expect(mocks.prefetchRouteData).toHaveBeenCalledTimes(1);
    expect((mocks.appProps[0] as AppProps).dataProvider).toBe(
      mocks.prefetchRouteData.mock.calls[0][0],
    );
    window.history.replaceState(null, '', '/');
    resetSession();
  });

  // Rendered before its view, the page would show the loading screen first; before its first
  // data, it would be drawn empty, then again.
  it.each([
    ['view has loaded', () => mocks.preloadRouteView],
    ['first data has arrived', () => mocks.prefetchRouteData],
  ])('renders the console once the page’s %s', async (_, step) => {
    let done = () => undefined as void;
    step().mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    mocks.startSession.mockResolvedValue({ token: 't' } as KeycloakClient);
    const started = bootstrap();
    await waitFor(() => expect(step()).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mocks.appProps).toEqual([]);
    done();
    await started;
    await waitFor(() => expect(screen.getByText('console mounted')).toBeInTheDocument());
  });

  it('does not wait more than 3 s for a view whose download hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mocks.preloadRouteView.mockReturnValue(new Promise<void>(() => undefined));
    mocks.startSession.mockResolvedValue({ token: 't' } as KeycloakClient);
    const started = bootstrap();
    await vi.waitFor(() => expect(mocks.startTokenRefresh).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(2900);
    expect(mocks.appProps).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await started;
    await vi.waitFor(() => expect(screen.getByText('console mounted')).toBeInTheDocument());
  });

  it('gives the HTTP client the UI language of the moment (the i18n provider’s locale)', async () => {
    mocks.startSession.mockResolvedValue({ token: 't' } as KeycloakClient);
    await bootstrap();
    await waitFor(() => expect(screen.getByText('console mounted')).toBeInTheDocument());
    const [{ getLanguage }] = mocks.httpClientOptions;
    expect(getLanguage?.()).toBe('fr');
    uiLanguage = 'en';
    expect(getLanguage?.()).toBe('en');
  });
});
