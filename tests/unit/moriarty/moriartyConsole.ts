import { HttpError } from 'react-admin';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';
import { settingStoreKey } from '../../../src/shared/settings';
import type { PreviewResult } from '../../../src/resources/moriarty/preview/previewTypes';

/** The Moriarty service as the test platform configures it. */
export const API = 'http://platform.test/services/moriarty/api';

export type Answer = { status?: number; json?: unknown } | Error;
export type Respond = (call: RecordedCall) => Answer | undefined;

export const notFound = () => new HttpError('Not found', 404, { message: 'Not found', errors: {} });

export const invalidQuery = (message: string, position: number) =>
  new HttpError('Invalid query', 400, {
    message: 'Invalid query',
    errors: { query: [`${message} (position ${position})`] },
    position: { query: position },
  });

export const previewAnswer = (matched: number, evaluated = 120): PreviewResult => ({
  evaluated,
  matched,
  calls: [
    {
      id: '412-20251103.7',
      start_time: '2025-11-03T09:15:00.000Z',
      client: { id: 1, name: 'Telco' },
      campaign: { id: 2, name: 'Support' },
      duration: 185,
      snippets: [
        {
          turn: 3,
          speaker: 'in',
          start: 12000,
          end: 15000,
          text: 'je veux résilier <script>alert(1)</script> mon abonnement',
          highlights: [{ start: 8, end: 16 }],
        },
      ],
    },
  ],
});

/**
 * The whole console at `path` over the real composite data provider, with the HTTP client faked:
 * `respond` answers (undefined → 404) and every call is recorded with its exact URL and body.
 */
export const openConsole = async (path: string, respond: Respond, roles = DEMO_ROLES.client) => {
  const http = createFakeHttpClient((call) => respond(call) ?? notFound());
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
    listCacheMs: 0,
  });
  // A returning user: the first-connection screen would divert every page.
  const storeValues = { [settingStoreKey('isFirstConnection')]: false };
  const rendered = await renderApp({ path, roles, dataProvider, storeValues });
  return { calls: http.calls, ...rendered };
};

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === `${API}/${path}`);
