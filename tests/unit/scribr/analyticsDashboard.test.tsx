import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';
import type { Chart } from '../../../src/resources/scribr/analytics/chartRecord';
import { settingStoreKey } from '../../../src/shared/settings';
import { API, notFound, searchService } from './scribrConsole';

// The Scribr dashboard and its editor (issue 12 items 1 and 3) over the real data provider, the
// search service faked: each chart loads and fails on its own, the filters live in the URL,
// administrators reorder and mark charts for deletion.

const chart = (id: string, overrides: Partial<Chart>): Chart => ({
  id,
  title: { en: `Chart ${id}`, fr: `Graphique ${id}` },
  type: 'bar',
  metric: 'calls',
  dimension: 'tag',
  breakdown: null,
  interval: null,
  metadata_key: null,
  duration_buckets: null,
  filters: {},
  width: 6,
  order: 0,
  ...overrides,
});

const CHARTS = [
  chart('c1', {
    title: { en: 'Calls', fr: 'Appels' },
    type: 'kpi',
    metric: 'calls',
    dimension: null,
    width: 3,
  }),
  chart('c2', {
    title: { en: 'Calls with a tag', fr: 'Appels avec un tag' },
    type: 'kpi',
    metric: 'tagged_share',
    dimension: null,
    width: 3,
  }),
  chart('c3', {
    title: { en: 'Calls per client', fr: 'Appels par client' },
    type: 'table',
    dimension: 'client',
  }),
  chart('c4', {
    title: { en: 'Status breakdown', fr: 'Par statut' },
    type: 'table',
    dimension: 'status',
  }),
];

const TOTALS = { calls: 1234, total_duration: 7200, average_duration: 5.8, tagged_share: 0.25 };
const answer = (body: Record<string, unknown>) => ({
  metric: body.metric,
  dimension: body.dimension,
  breakdown: null,
  interval: null,
  timezone: 'UTC',
  totals: TOTALS,
  truncated: false,
  buckets:
    body.dimension === 'client'
      ? [{ key: '1', label: 'Élan Télécom', calls: 1234, value: 1234, filter: { clients: [1] } }]
      : [],
});

const respondWith =
  (fail: (body: Record<string, unknown>) => boolean = () => false) =>
  (recorded: RecordedCall) => {
    const url = recorded.url.split('?')[0];
    if (url === `${API}/v1/charts` && recorded.method === 'GET')
      return { json: CHARTS, headers: { 'Content-Range': `charts 0-3/${CHARTS.length}` } };
    if (url === `${API}/v1/charts/order`) return { json: { ids: [] } };
    if (url === `${API}/v1/charts` && recorded.method === 'POST')
      return new HttpError('Invalid request body', 400, {
        message: 'Invalid request body',
        errors: {
          'title.fr': ['At most 200 characters'],
          dimension: ['A KPI tile has no dimension'],
        },
      });
    if (url === `${API}/v1/search/transcription-v2/aggregations`) {
      const body = recorded.body as Record<string, unknown>;
      return fail(body) ? new Error('boom') : { json: answer(body) };
    }
    return searchService(recorded);
  };

const open = async (path: string, roles = DEMO_ROLES.client, respond = respondWith()) => {
  const http = createFakeHttpClient((recorded) => respond(recorded) ?? notFound());
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: { ...TEST_CONFIG, services: { ...TEST_CONFIG.services, search: `${API}/v1/` } },
    httpClient: http.client,
  });
  const rendered = await renderApp({ path, roles, dataProvider });
  return { calls: http.calls, ...rendered };
};

const aggregations = (calls: RecordedCall[]) =>
  calls
    .filter((recorded) => recorded.url === `${API}/v1/search/transcription-v2/aggregations`)
    .map((recorded) => recorded.body as Record<string, unknown>);

describe('Scribr dashboard', () => {
  it('writes its default period and interval into the URL and draws each chart from its aggregation', async () => {
    const { calls } = await open('/scribr/analytics?language=fr');
    await waitFor(() => {
      const query = new URLSearchParams(window.location.search);
      expect(query.get('dateRange')).toBe('last30days');
      expect(query.get('interval')).toBe('day');
    });
    expect(
      await screen.findByText('1,234', { selector: '[data-testid="kpi-value"]' }),
    ).toBeVisible();
    expect(screen.getByText('25%')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Élan Télécom' })).toBeVisible();
    // One request per chart, each with the dashboard's language and period.
    await waitFor(() =>
      expect(new Set(aggregations(calls).map((body) => body.dimension))).toEqual(
        new Set([null, 'client', 'status']),
      ),
    );
    for (const body of aggregations(calls))
      expect(body).toMatchObject({
        lang: 'fr',
        date_range: { begin: expect.any(String), end: expect.any(String) },
      });
    expect(screen.getByText('No calls match these filters.')).toBeVisible(); // the status table
    expect(screen.queryByRole('link', { name: 'Edit the dashboard' })).toBeNull();
  });

  it('shows a failed chart’s error in its own card while the others draw, and retries it', async () => {
    let failing = true;
    await open(
      '/scribr/analytics?language=fr&dateRange=last7days&interval=week',
      DEMO_ROLES.client,
      respondWith((body) => failing && body.dimension === 'client'),
    );
    const card = (await screen.findByRole('heading', { name: 'Calls per client' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(
      await within(card).findByText('This chart could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('1,234')).toBeVisible();
    failing = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('button', { name: 'Élan Télécom' })).toBeVisible();
  });

  it('opens the call list of a clicked bucket with the dashboard’s filters', async () => {
    await open('/scribr/analytics?language=fr&dateRange=last7days&interval=day&status=qualified');
    fireEvent.click(await screen.findByRole('button', { name: 'Élan Télécom' }));
    await waitFor(() => expect(window.location.pathname).toBe('/scribr/call-list'));
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({
      language: 'fr',
      dateRange: 'last7days',
      clients: '1',
      status: 'qualified',
    });
  });
});

describe('chart editor (administrators)', () => {
  it('links from the dashboard, moves a chart with Alt+↓ (PUT charts/order) and keeps deletion marks in the user setting', async () => {
    const { calls, store } = await open('/scribr/analytics?language=fr', DEMO_ROLES.admin);
    fireEvent.click(await screen.findByRole('link', { name: 'Edit the dashboard' }));
    const row = await screen.findByRole('listitem', { name: 'Calls' });
    fireEvent.keyDown(row, { key: 'ArrowDown', altKey: true });
    await waitFor(() =>
      expect(calls.find((recorded) => recorded.url === `${API}/v1/charts/order`)?.body).toEqual({
        ids: ['c2', 'c1', 'c3', 'c4'],
      }),
    );
    const status = screen.getByRole('listitem', { name: 'Status breakdown' });
    fireEvent.click(within(status).getByRole('button', { name: 'Mark for deletion' }));
    expect(await within(status).findByText('Marked for deletion')).toBeVisible();
    expect(store.getItem(settingStoreKey('chartsConfigToDelete'))).toEqual(['c4']);
    expect(screen.getByRole('button', { name: 'Delete 1 chart' })).toBeVisible();
  });

  it('shows the service’s refusal of a new chart under the fields, keeping what was typed', async () => {
    await open('/scribr/analytics/edit/add?language=fr', DEMO_ROLES.admin);
    fireEvent.change(await screen.findByLabelText('Title (English) *'), {
      target: { value: 'Mine' },
    });
    fireEvent.change(screen.getByLabelText('Title (French) *'), { target: { value: 'À moi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Under the input the message names (the toast may repeat it).
    await waitFor(() =>
      expect(screen.getByLabelText('Title (French) *')).toHaveAccessibleDescription(
        /At most 200 characters/,
      ),
    );
    expect(
      screen.getByRole('combobox', { name: 'Grouped by' }).closest('.MuiFormControl-root'),
    ).toHaveTextContent('A KPI tile has no dimension');
    expect(screen.getByLabelText('Title (English) *')).toHaveValue('Mine');
  });

  it('is Access denied to a client', async () => {
    await open('/scribr/analytics/edit?language=fr');
    expect(await screen.findByRole('img', { name: '403 - Access denied' })).toBeInTheDocument();
  });
});
