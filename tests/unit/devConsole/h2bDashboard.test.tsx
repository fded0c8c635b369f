import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';
import type { RoleMap } from '../../../contracts/roles';
import { settingStoreKey } from '../../../src/shared/settings';

// The H2B console (issue 14) over the real data provider, the H2B metrics service faked: the
// period lives in the URL, each chart shows its own failure with Retry, a row opens its session.

const API = TEST_CONFIG.services.h2bMetrics;
const ZONE = 'Europe/Paris';
const INTEGRATOR: RoleMap = { 'app.console.h2b': true, 'app.console.batch': true };

const latency = { p50: 120, p95: 340, p99: 610 };
const SUMMARY = {
  sessions: 1234,
  peak_concurrent: 17,
  audio_minutes: 5.5,
  latency_ms: latency,
  success_rate: 0.9,
};
const bucket = (key: string, sessions: number) => ({
  key,
  sessions,
  peak_concurrent: 3,
  audio_minutes: 2,
  latency_ms: latency,
  completion_causes: { Success: sessions, NoMatch: 0 },
});
const SESSION = {
  id: 41,
  app_id: 3,
  app_name: 'Élan stream',
  client_id: 1,
  custom_id: 'call-7',
  started_at: '2025-11-03T09:15:00.000Z',
  ended_at: '2025-11-03T09:16:00.000Z',
  duration_seconds: 60,
  audio_seconds: 58,
  completion_cause: 'NoMatch',
  final_latency_ms: 250,
};
const EVENTS = [
  { at: '2025-11-03T09:15:00.000Z', type: 'open', detail: 'Stream opened' },
  {
    at: '2025-11-03T09:15:59.800Z',
    type: 'recognition-complete',
    detail: 'Completion-Cause: 001 NoMatch',
  },
];

const respondWith =
  (failTimeseries: () => boolean = () => false) =>
  ({ url }: RecordedCall) => {
    const path = url.slice(API.length).split('?')[0];
    if (path === 'summary') return { json: SUMMARY };
    if (path === 'timeseries')
      return failTimeseries()
        ? new HttpError('Service unavailable', 503, { errors: {} })
        : { json: { interval: 'day', buckets: [bucket('2025-11-03T00:00:00', 5)] } };
    if (path === 'apps')
      return {
        json: [{ id: 3, name: 'Élan stream', client_id: 1 }],
        headers: { 'Content-Range': 'apps 0-0/1' },
      };
    if (path === 'sessions')
      return { json: [SESSION], headers: { 'Content-Range': 'sessions 0-0/1' } };
    if (path === 'sessions/41') return { json: { ...SESSION, events: EVENTS } };
    return new HttpError('Not found', 404, { errors: {} });
  };

const open = async (path: string, respond = respondWith(), roles: RoleMap = DEMO_ROLES.admin) => {
  const http = createFakeHttpClient(respond);
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
  });
  await renderApp({
    path,
    roles,
    dataProvider,
    storeValues: { [settingStoreKey('timeZone')]: ZONE },
  });
  return http.calls;
};

/** The queries sent to `path` of the service, in order. */
const queries = (calls: RecordedCall[], path: string) =>
  calls
    .filter(({ url }) => url.slice(API.length).split('?')[0] === path)
    .map(({ url }) => Object.fromEntries(new URL(url).searchParams));

const parisClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const DAY_MS = 86_400_000;

describe('H2B console', () => {
  it('redirects /dev-console to the first dashboard the user may open', async () => {
    await open('/dev-console', respondWith(), INTEGRATOR);
    await waitFor(() => expect(window.location.pathname).toBe('/dev-console/h2b'));
    await open('/dev-console', respondWith(), { 'app.console.batch': true });
    await waitFor(() => expect(window.location.pathname).toBe('/dev-console/batch'));
  });

  it('writes its default period into the URL, then asks for the last 7 days in the user’s time zone', async () => {
    const calls = await open('/dev-console/h2b', respondWith(), INTEGRATOR);
    await waitFor(() => {
      const query = new URLSearchParams(window.location.search);
      expect(query.get('dateRange')).toBe('last7days');
      expect(query.get('interval')).toBe('day');
    });
    expect(
      await screen.findByText('1,234', { selector: '[data-testid="kpi-value"]' }),
    ).toBeVisible();
    expect(screen.getByText('90%')).toBeVisible();
    const [summary] = queries(calls, 'summary');
    expect(summary.timezone).toBe(ZONE);
    expect([parisClock(summary.from), parisClock(summary.to)]).toEqual(['00:00', '00:00']);
    expect(Math.round((Date.parse(summary.to) - Date.parse(summary.from)) / DAY_MS)).toBe(7);
    expect(queries(calls, 'timeseries')[0]).toMatchObject({ interval: 'day', week_first_day: '1' });
  });

  it('refetches the tiles, the charts and the sessions with the new period, and keeps it in the URL', async () => {
    const calls = await open('/dev-console/h2b?dateRange=last7days&interval=day');
    await screen.findByText('1,234', { selector: '[data-testid="kpi-value"]' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 24 hours' }));
    await waitFor(() => {
      const query = new URLSearchParams(window.location.search);
      expect(query.get('dateRange')).toBe('last24h');
      expect(query.get('interval')).toBe('hour');
    });
    await waitFor(() => expect(queries(calls, 'timeseries').at(-1)?.interval).toBe('hour'));
    const summary = queries(calls, 'summary').at(-1) ?? {};
    expect(Date.parse(summary.to) - Date.parse(summary.from)).toBe(DAY_MS);
    await waitFor(() => {
      const filter = JSON.parse(queries(calls, 'sessions').at(-1)?.filter ?? '{}');
      expect(filter).toEqual({ from: summary.from, to: summary.to });
    });
  });

  it('shows a failed chart’s error with Retry in its card, the tiles still drawn', async () => {
    let failing = true;
    await open(
      '/dev-console/h2b?dateRange=last30days&interval=week',
      respondWith(() => failing),
    );
    const card = (await screen.findByRole('heading', { name: 'Sessions over time' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(
      await within(card).findByText('This could not be loaded.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText('1,234', { selector: '[data-testid="kpi-value"]' })).toBeVisible();
    failing = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(card).queryByText('This could not be loaded.')).toBeNull());
  });

  it('opens a session’s timeline from its row, and Escape closes it', async () => {
    await open('/dev-console/h2b?dateRange=last7days&interval=day');
    fireEvent.click(await screen.findByRole('button', { name: '#41' }));
    const drawer = await screen.findByRole('dialog', { name: 'Session #41' });
    expect(await within(drawer).findByText('Completion-Cause: 001 NoMatch')).toBeVisible();
    expect(within(drawer).getByText('recognition-complete')).toBeVisible();
    expect(within(drawer).getByText('call-7')).toBeVisible();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session #41' })).toBeNull());
  });
});
