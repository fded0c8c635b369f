import { HttpError } from 'react-admin';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';
import type { CallRecord } from '../../../src/resources/scribr/calls/callRecord';

/** The search service as the test platform configures it. */
export const API = 'http://platform.test/services/search/api';

export const notFound = () => new HttpError('Not found', 404, { message: 'Not found', errors: {} });

const call = (id: string, overrides: Partial<CallRecord> = {}): CallRecord => ({
  id,
  client: { id: 1, name: 'Élan Télécom' },
  campaign: { id: 2, name: 'Fidélisation' },
  start_time: '2025-11-03T09:15:00.000Z',
  duration: 185,
  lang: 'fr',
  status: 'qualified',
  decisional: false,
  metadata: { agent: 'Julie Martin', direction: 'inbound' },
  tags: [],
  highlights: [],
  ...overrides,
});

export const CALLS: CallRecord[] = [
  call('102-20251103.2', {
    status: 'queue',
    tags: [{ id: 7, label: 'Risque de départ', matches: [{ turn: 1, start: 15, end: 23 }] }],
  }),
  call('102-20251103.1', { duration: 62 }),
  call('101-20251102.4', { status: 'void', duration: 9 }),
];

export const DETAILS: CallRecord = {
  ...CALLS[0],
  metadata: { agent: 'Julie Martin', direction: 'inbound', caller_number: '+33 6 12 34 56 78' },
  transcript: [
    { speaker: 'out', start: 400, end: 3000, text: 'Bonjour, service client, je vous écoute.' },
    {
      speaker: 'in',
      start: 3500,
      end: 7000,
      text: "J'appelle pour résilier mon abonnement <b>fibre</b>.",
      words: [
        { word: "J'appelle", start: 3500, end: 4000, confidence: 0.95 },
        { word: 'pour', start: 4000, end: 4200, confidence: 0.97 },
        { word: 'résilier', start: 4200, end: 4800, confidence: 0.41 },
      ],
    },
  ],
};

export type Respond = (
  call: RecordedCall,
) => { status?: number; json?: unknown } | Error | undefined;

/** The default answers of the search service for these calls. */
export const searchService: Respond = (recorded) => {
  const url = recorded.url.split('?')[0];
  if (url === `${API}/v1/search/transcription-v2/`) return { json: { data: CALLS, _total: 3 } };
  if (url === `${API}/v1/calls/${encodeURIComponent(DETAILS.id)}`) return { json: DETAILS };
  if (url === `${API}/v1/statistics/events`) return { status: 204 };
  if (url === `${API}/v1/search/transcription-v2/neighbours`)
    return { json: { previous: null, next: CALLS[1].id, position: 1, total: 3 } };
  if (url.startsWith(`${API}/v1/client/`))
    return { json: { data: [{ id: 1, name: 'Élan Télécom' }] } };
  if (url.startsWith(`${API}/v1/campaign/`)) return { json: { data: [] } };
  if (url.startsWith(`${API}/v1/tag/`))
    return { json: { data: [{ id: 7, label: 'Risque de départ', lang: 'fr' }] } };
  return undefined;
};

/** The console at `path` over the real composite data provider, its HTTP client faked. */
export const openScribr = async (
  path: string,
  respond: Respond = searchService,
  roles = DEMO_ROLES.client,
) => {
  const http = createFakeHttpClient((recorded) => respond(recorded) ?? notFound());
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: { ...TEST_CONFIG, services: { ...TEST_CONFIG.services, search: `${API}/v1/` } },
    httpClient: http.client,
  });
  const rendered = await renderApp({ path, roles, dataProvider });
  return { calls: http.calls, ...rendered };
};

export const searches = (calls: RecordedCall[]) =>
  calls.filter((recorded) => recorded.url === `${API}/v1/search/transcription-v2/`);
