import { HttpError } from 'react-admin';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';

/** Test helpers of the LM Factory component tests: the whole console over a fake HTTP client. */
export const LM_API = 'http://platform.test/services/lmFactory/api';
export const CONFIG_API = 'http://platform.test/services/config/api';
export const SEARCH_API = 'http://platform.test/services/search/api';

export type Answer = { status?: number; json?: unknown } | Error;
export type Respond = (call: RecordedCall) => Answer | undefined;

export const notFound = () => new HttpError('Not found', 404, { message: 'Not found', errors: {} });

/** Opens `path` as `roles`; `respond` answers first (undefined = not handled: 404). */
export const openConsole = async (
  path: string,
  respond: Respond,
  { roles = DEMO_ROLES.admin, storeValues = {} } = {},
) => {
  const http = createFakeHttpClient((call) => respond(call) ?? notFound());
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
    listCacheMs: 0,
  });
  await renderApp({ path, roles, dataProvider, storeValues });
  return http.calls;
};

/** The calls that change something, and the alias look-ups, in order. */
export const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET' || call.url.includes('alias='));
