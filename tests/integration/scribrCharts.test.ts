import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 12, "Chart editor": the dashboard's charts are simple-rest records of the search service,
// read by every analytics user, changed by administrators only, every change in the audit trail;
// the migration's default dashboard is one the aggregation endpoint draws.
const api = '/services/search/api/v1';
const charts = `${api}/charts`;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

interface Chart {
  id: string;
  title: { en: string; fr: string };
  type: string;
  metric: string;
  dimension: string | null;
  breakdown: string | null;
  interval: string | null;
  metadata_key: string | null;
  duration_buckets: number[] | null;
  filters: Record<string, unknown>;
  width: number;
  order: number;
  inserted_at: string;
  updated_at: string;
}

type User = 'admin' | 'client' | 'guest';
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: User, payload?: object) =>
  platform.request({ method, url, as, payload });
const list = async (query = '', as: User = 'client') => {
  const response = await send('GET', `${charts}${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return { charts: response.json() as Chart[], range: response.headers['content-range'] };
};
const history = async (path: string) =>
  (await send('GET', `${api}/history?path=${encodeURIComponent(path)}`, 'admin')).json().data as {
    action: string;
    actor: { name: string };
    before: unknown;
    after: unknown;
  }[];

const newChart = {
  title: { en: 'Calls per agent', fr: 'Appels par agent' },
  type: 'bar',
  metric: 'calls',
  dimension: 'metadata',
  metadata_key: 'agent',
  filters: { status: ['qualified'] },
};

describe('the default dashboard', () => {
  it('is seeded in order: KPI tiles, then the charts of the issue', async () => {
    const { charts: seeded, range } = await list();
    expect(range).toBe(`charts 0-${seeded.length - 1}/${seeded.length}`);
    expect(seeded.map((chart) => chart.order)).toEqual(seeded.map((_, index) => index));
    expect(seeded.slice(0, 4).map(({ type, metric }) => [type, metric])).toEqual([
      ['kpi', 'calls'],
      ['kpi', 'total_duration'],
      ['kpi', 'average_duration'],
      ['kpi', 'tagged_share'],
    ]);
    const shapes = seeded.map(({ dimension, breakdown, metric }) => [dimension, breakdown, metric]);
    expect(shapes).toEqual(
      expect.arrayContaining([
        ['time', null, 'calls'],
        ['tag', null, 'share'],
        ['time', 'tag', 'share'],
        ['client', null, 'calls'],
        ['duration', null, 'calls'],
        ['status', null, 'calls'],
      ]),
    );
  });

  it('draws every chart with the aggregation endpoint, as a client', async () => {
    for (const chart of (await list()).charts) {
      const response = await send('POST', `${api}/search/transcription-v2/aggregations`, 'client', {
        ...chart.filters,
        metric: chart.metric,
        dimension: chart.dimension,
        breakdown: chart.breakdown,
        interval: chart.interval ?? 'week',
        metadata_key: chart.metadata_key,
        duration_buckets: chart.duration_buckets,
        timezone: 'Europe/Paris',
        week_first_day: 1,
      });
      expect(response.statusCode, `${chart.title.en}: ${response.body}`).toBe(200);
      expect(response.json().totals.calls).toBeGreaterThan(0);
    }
  });
});

describe('reading', () => {
  it('filters, sorts and pages like ra-data-simple-rest', async () => {
    const kpis = await list(`?filter=${encodeURIComponent('{"type":"kpi"}')}`);
    expect(kpis.charts.map((chart) => chart.type)).toEqual(['kpi', 'kpi', 'kpi', 'kpi']);
    const all = (await list()).charts;
    const two = await list(`?range=${encodeURIComponent('[1,2]')}`);
    expect(two.charts.map((chart) => chart.id)).toEqual([all[1].id, all[2].id]);
    expect(two.range).toBe(`charts 1-2/${all.length}`);
    const reversed = await list(`?sort=${encodeURIComponent('["order","DESC"]')}`);
    expect(reversed.charts.map((chart) => chart.id)).toEqual(
      all.map((chart) => chart.id).reverse(),
    );
    const some = await list(`?filter=${encodeURIComponent(JSON.stringify({ id: [all[3].id] }))}`);
    expect(some.charts).toEqual([all[3]]);
    expect((await send('GET', `${charts}/${all[0].id}`, 'client')).json()).toEqual(all[0]);
  });

  it('answers 404 for an unknown chart, 400 for a malformed id or query, 403 to guest', async () => {
    const unknown = '6f1f7b2a-1d4e-4c3b-9a8e-000000000000';
    expect((await send('GET', `${charts}/${unknown}`, 'client')).statusCode).toBe(404);
    expect((await send('GET', `${charts}/12`, 'client')).statusCode).toBe(400);
    expect(
      (await send('GET', `${charts}?sort=${encodeURIComponent('["title","ASC"]')}`, 'client'))
        .statusCode,
    ).toBe(400);
    expect((await send('GET', charts, 'guest')).statusCode).toBe(403);
  });
});

describe('changes, by administrators only, audited', () => {
  it('creates a chart after the last one, with the defaults', async () => {
    const before = (await list()).charts;
    expect((await send('POST', charts, 'client', newChart)).statusCode).toBe(403);
    const created = await send('POST', charts, 'admin', newChart);
    expect(created.statusCode, created.body).toBe(201);
    const chart = created.json() as Chart;
    expect(chart).toMatchObject({
      ...newChart,
      breakdown: null,
      interval: null,
      duration_buckets: null,
      width: 6,
      order: before.length,
    });
    expect((await list()).charts.at(-1)).toEqual(chart);
    const [entry] = await history(`charts/${chart.id}`);
    expect(entry).toMatchObject({
      action: 'create',
      actor: { name: 'admin' },
      before: null,
      after: chart,
    });
  });

  it('updates a chart, accepting the record sent back whole', async () => {
    const [chart] = (await list(`?filter=${encodeURIComponent('{"type":"bar"}')}`)).charts;
    expect((await send('PUT', `${charts}/${chart.id}`, 'client', { width: 12 })).statusCode).toBe(
      403,
    );
    const updated = await send('PUT', `${charts}/${chart.id}`, 'admin', {
      ...chart,
      title: { en: 'Renamed', fr: 'Renommé' },
      width: 12,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: chart.id, title: { en: 'Renamed' }, width: 12 });
    expect(Date.parse(updated.json().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(chart.updated_at),
    );
    const [entry] = await history(`charts/${chart.id}`);
    expect(entry).toMatchObject({
      action: 'update',
      before: { title: chart.title, width: chart.width },
      after: { title: { en: 'Renamed', fr: 'Renommé' }, width: 12 },
    });
  });

  it('deletes a chart and answers it as it was', async () => {
    const chart = (await list()).charts.at(-1) as Chart;
    expect((await send('DELETE', `${charts}/${chart.id}`, 'client')).statusCode).toBe(403);
    const deleted = await send('DELETE', `${charts}/${chart.id}`, 'admin');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(chart);
    expect((await send('GET', `${charts}/${chart.id}`, 'client')).statusCode).toBe(404);
    expect((await send('DELETE', `${charts}/${chart.id}`, 'admin')).statusCode).toBe(404);
    const [entry] = await history(`charts/${chart.id}`);
    expect(entry).toMatchObject({ action: 'delete', before: chart, after: null });
  });

  it('reorders every chart at once, or refuses and changes nothing', async () => {
    const before = (await list()).charts;
    const ids = before.map((chart) => chart.id);
    const reorder = (body: object, as: User = 'admin') => send('PUT', `${charts}/order`, as, body);
    expect((await reorder({ ids: [...ids].reverse() }, 'client')).statusCode).toBe(403);
    const missing = await reorder({ ids: ids.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.ids).toEqual([`Missing chart: ${ids[0]}`]);
    const unknown = '6f1f7b2a-1d4e-4c3b-9a8e-000000000000';
    const extra = await reorder({ ids: [...ids, unknown] });
    expect(extra.json().errors.ids).toEqual([`Unknown chart: ${unknown}`]);
    const twice = await reorder({ ids: [...ids, ids[0]] });
    expect(twice.json().errors.ids).toEqual(['Must list every chart once']);
    expect((await list()).charts).toEqual(before);

    const reordered = await reorder({ ids: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = (await list()).charts;
    expect(after.map((chart) => chart.id)).toEqual([...ids].reverse());
    expect(after.map((chart) => chart.order)).toEqual(ids.map((_, index) => index));
    expect(reordered.json()).toEqual(after);
    const [entry] = await history('charts/order');
    expect(entry).toMatchObject({ action: 'update', before, after });
  });
});

describe('refusals', () => {
  const kpi = { title: { en: 'KPI', fr: 'KPI' }, type: 'kpi', metric: 'calls' };
  it.each([
    [{ ...kpi, dimension: 'tag' }, 'dimension'],
    [{ ...kpi, type: 'bar' }, 'dimension'],
    [{ ...kpi, type: 'stacked_bar', dimension: 'time' }, 'breakdown'],
    [{ ...kpi, type: 'pie', dimension: 'status', breakdown: 'tag' }, 'breakdown'],
    [{ ...kpi, type: 'bar', dimension: 'metadata' }, 'metadata_key'],
    [{ ...kpi, type: 'donut' }, 'type'],
    [{ ...kpi, metric: 'median' }, 'metric'],
    [{ ...kpi, title: { en: 'KPI' } }, 'title.fr'],
    [{ ...kpi, width: 13 }, 'width'],
    [{ ...kpi, order: -1 }, 'order'],
    [{ ...kpi, filters: { date_range: { begin: '2025-01-01' } } }, 'filters.date_range'],
    [{ ...kpi, filters: { status: ['lost'] } }, 'filters.status.0'],
    [{ ...kpi, interval: 'fortnight' }, 'interval'],
  ])('%j → 400 on %s', async (payload, field) => {
    const response = await send('POST', charts, 'admin', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('checks a change against the chart it makes: a KPI gets no dimension', async () => {
    const [tile] = (await list(`?filter=${encodeURIComponent('{"type":"kpi"}')}`)).charts;
    const response = await send('PUT', `${charts}/${tile.id}`, 'admin', { dimension: 'tag' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ dimension: ['A KPI shows one figure: no dimension'] });
    expect((await send('GET', `${charts}/${tile.id}`, 'client')).json()).toEqual(tile);
  });
});
