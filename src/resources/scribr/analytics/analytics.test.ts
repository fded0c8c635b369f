import { describe, expect, it } from 'vitest';
import { aggregationBody } from './aggregationRequest';
import { drillDownUrl } from './useDrillDown';
import { formatMetric } from './formatMetric';
import { chartRows } from './chartRows';
import type { AggregationAnswer } from './chartRecord';

// The dashboard's logic (issue 12 item 1): what each chart asks the search service, where a
// clicked bucket leads, how figures read.

const NOW = new Date('2026-11-25T10:00:00Z');
const context = { timeZone: 'Europe/Paris', weekFirstDay: 1, now: NOW };
const byTag = { metric: 'share', dimension: 'tag', breakdown: null, interval: null } as const;
const overTime = { ...byTag, metric: 'calls', dimension: 'time' } as const;
const shape = { metadata_key: null, duration_buckets: null };

describe('aggregation body', () => {
  const values = {
    language: 'fr',
    dateRange: { preset: 'last7days' },
    tags: { include: [3], exclude: [] },
    interval: 'week',
  };

  it('carries the dashboard filters, resolved in the user zone, and the chart’s own filters on top', () => {
    const body = aggregationBody(
      { ...byTag, ...shape, filters: { status: ['qualified'] } },
      values,
      context,
    );
    expect(body).toEqual({
      lang: 'fr',
      date_range: { begin: '2026-11-19', end: '2026-11-25' },
      timezone: 'Europe/Paris',
      tags: { include: [3], exclude: [] },
      status: ['qualified'],
      metric: 'share',
      dimension: 'tag',
      breakdown: null,
    });
  });

  it('sends the interval and week start only for charts over time (others are not refetched)', () => {
    const body = aggregationBody({ ...overTime, ...shape }, values, {
      ...context,
      weekFirstDay: 0,
    });
    expect(body).toMatchObject({ interval: 'week', week_first_day: 0, dimension: 'time' });
    const own = aggregationBody({ ...overTime, ...shape, interval: 'hour' }, values, context);
    expect(own).toMatchObject({ interval: 'hour' });
    const none = aggregationBody({ ...overTime, ...shape }, { language: 'fr' }, context);
    expect(none).toMatchObject({ interval: 'day' });
  });
});

describe('drill-down to the call list', () => {
  const current = {
    language: 'fr',
    dateRange: { preset: 'last30days' },
    tags: { include: [], exclude: [5] },
  };

  it('adds a tag bucket’s tag to the included ones and keeps the period and language', () => {
    const url = drillDownUrl(current, { filter: { tags: { include: [5] } } }, 'UTC', NOW);
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/scribr/call-list?')).toBe(true);
    expect(query.get('tags')).toBe('5');
    expect(query.get('dateRange')).toBe('last30days');
    expect(query.get('language')).toBe('fr');
  });

  it('narrows the period to a time bucket’s days, in the user zone, within the dashboard’s period', () => {
    // The week of Monday 16 November 2026 in Paris (UTC+1), cut at the period's first day.
    const week = { from: '2026-11-15T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z' };
    const period = { ...current, dateRange: { begin: '2026-11-18', end: '2026-11-30' } };
    const url = drillDownUrl(
      period,
      { ...week, filter: { date_range: { begin: week.from, end: week.to } } },
      'Europe/Paris',
      NOW,
    );
    expect(new URL(url, 'http://x').searchParams.get('dateRange')).toBe('2026-11-18,2026-11-22');
  });

  it('maps a client, a status, a duration range and a metadata value onto their URL keys', () => {
    const url = drillDownUrl(
      current,
      {
        filter: {
          clients: [2],
          status: ['void'],
          duration_min: 30,
          duration_max: 59,
          metadata: { include: { agent: 'Julie' } },
        },
      },
      'UTC',
      NOW,
    );
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('clients')).toBe('2');
    expect(query.get('status')).toBe('void');
    expect(query.get('durationRange')).toBe('30,59');
    expect(query.get('metadata')).toBe('agent:Julie');
  });

  it('keeps the dashboard’s filters alone for a bucket no filter selects (calls without a tag)', () => {
    const url = drillDownUrl(current, { filter: null }, 'UTC', NOW);
    expect(new URL(url, 'http://x').searchParams.get('tags')).toBe('-5');
  });
});

describe('figures', () => {
  it('reads calls, durations and shares in the UI language', () => {
    expect(formatMetric('calls', 12345, 'en')).toBe('12,345');
    expect(formatMetric('total_duration', 3723, 'en')).toBe('1 h 2 min 3 s');
    expect(formatMetric('tagged_share', 0.553, 'en')).toBe('55.3%');
    expect(formatMetric('tagged_share', 0.553, 'fr')).toBe('55,3\u00a0%');
    expect(formatMetric('average_duration', null, 'en')).toBe('—');
  });

  it('gives a breakdown one series per entry, 0 where a bucket has none of it', () => {
    const answer = {
      buckets: [
        {
          key: 'a',
          label: null,
          calls: 2,
          value: 2,
          filter: null,
          series: [{ key: '1', label: 'One', calls: 2, value: 2, filter: null }],
        },
        {
          key: 'b',
          label: null,
          calls: 1,
          value: 1,
          filter: null,
          series: [{ key: '2', label: 'Two', calls: 1, value: 1, filter: null }],
        },
      ],
    } as unknown as AggregationAnswer;
    const { rows, series } = chartRows(answer, (entry) => entry.label ?? entry.key ?? '');
    expect(series.map((item) => item.name)).toEqual(['One', 'Two']);
    expect(rows[0]).toMatchObject({ name: 'a', 's:1': 2, 's:2': 0 });
    expect(rows[1]).toMatchObject({ name: 'b', 's:1': 0, 's:2': 1 });
  });
});
