import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '../support/testTokens';
import { insertFixedCalls, type FixedTag } from './support/fixedCalls';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 12, "Aggregations in the platform": each metric by each dimension over five known calls
// (support/fixedCalls.ts), exact figures, time zones and week starts, the client scope, the 4xx.
const api = '/services/search/api/v1';
const url = `${api}/search/transcription-v2/aggregations`;
const JANUARY_5_TO_7 = { date_range: { begin: '2025-01-05', end: '2025-01-07' } };

let platform: TestPlatform;
let tags: { A: FixedTag; B: FixedTag };
beforeAll(async () => {
  // No demo calls: the five fixed ones are every call there is.
  platform = await startTestPlatform({ seedSize: 0 });
  tags = await insertFixedCalls(platform.database.db);
});
afterAll(() => platform?.close());

interface Bucket {
  key: string | null;
  label: string | null;
  from?: string;
  to?: string;
  min?: number;
  max?: number | null;
  calls: number;
  value: number | null;
  filter: Record<string, unknown> | null;
  series?: Bucket[];
}
interface Answer {
  totals: { calls: number; total_duration: number; average_duration: number; tagged_share: number };
  buckets: Bucket[];
  truncated: boolean;
  interval: string | null;
  week_first_day: number | null;
}

type Caller = { as: 'admin' | 'client' | 'guest' } | { token: string } | object;
const post = (payload: object, caller: Caller = { as: 'admin' }) =>
  platform.request({ method: 'POST', url, payload, ...caller });
const aggregate = async (payload: object, caller?: Caller) => {
  const response = await post(payload, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
};
/** key → value of each bucket, in answer order. */
const values = (answer: Answer) => answer.buckets.map(({ key, value }) => [key, value]);

describe('KPI totals', () => {
  it('count calls, audio time, average duration and the share with a tag', async () => {
    const answer = await aggregate({ metric: 'average_duration' });
    expect(answer.totals).toEqual({
      calls: 5,
      total_duration: 555,
      average_duration: 111,
      tagged_share: 0.6,
    });
    expect(answer.buckets).toEqual([{ key: null, label: null, calls: 5, value: 111, filter: {} }]);
  });

  it('apply every search filter: language, tags, status, text, date range', async () => {
    const calls = async (filters: object) => (await aggregate(filters)).totals.calls;
    expect(await calls({ lang: 'fr' })).toBe(4);
    expect(await calls({ tags: { include: [tags.A.id] } })).toBe(2);
    expect(await calls({ tags: { exclude: [tags.A.id, tags.B.id] } })).toBe(2);
    expect(await calls({ status: ['qualified', 'void'] })).toBe(3);
    expect(await calls({ search: 'résilier', lang: 'fr' })).toBe(1);
    expect(await calls({ clients: [2], campaigns: [4] })).toBe(2);
    expect(await calls({ metadata: { include: { agent: 'Alice' } } })).toBe(2);
    expect(await calls({ duration_min: 45, duration_max: 120 })).toBe(3);
    expect(await calls(JANUARY_5_TO_7)).toBe(4);
  });
});

describe('time buckets', () => {
  it('cut days in the time zone: 23:30 UTC on Monday is Tuesday in Paris', async () => {
    const utc = await aggregate({ dimension: 'time', interval: 'day', ...JANUARY_5_TO_7 });
    expect(values(utc)).toEqual([
      ['2025-01-05T00:00:00', 1],
      ['2025-01-06T00:00:00', 2],
      ['2025-01-07T00:00:00', 1],
    ]);
    const paris = await aggregate({
      dimension: 'time',
      interval: 'day',
      timezone: 'Europe/Paris',
      ...JANUARY_5_TO_7,
    });
    expect(values(paris)).toEqual([
      ['2025-01-05T00:00:00', 1],
      ['2025-01-06T00:00:00', 1],
      ['2025-01-07T00:00:00', 2],
    ]);
    expect(paris.buckets[0]).toMatchObject({
      from: '2025-01-04T23:00:00.000Z',
      to: '2025-01-05T23:00:00.000Z',
      filter: {
        date_range: { begin: '2025-01-04T23:00:00.000Z', end: '2025-01-05T23:00:00.000Z' },
      },
    });
  });

  it('fill every bucket of the date range, and none without calls', async () => {
    const answer = await aggregate({
      dimension: 'time',
      interval: 'day',
      metric: 'total_duration',
      timezone: 'Europe/Paris',
      date_range: { begin: '2025-01-03', end: '2025-01-09' },
    });
    expect(values(answer)).toEqual([
      ['2025-01-03T00:00:00', 0],
      ['2025-01-04T00:00:00', 0],
      ['2025-01-05T00:00:00', 30],
      ['2025-01-06T00:00:00', 60],
      ['2025-01-07T00:00:00', 420],
      ['2025-01-08T00:00:00', 0],
      ['2025-01-09T00:00:00', 0],
    ]);
    const empty = await aggregate({
      dimension: 'time',
      date_range: { begin: '2025-03-01', end: '2025-03-31' },
    });
    expect(empty.buckets).toEqual([]);
    expect(empty.totals.calls).toBe(0);
  });

  it('start weeks on Monday or on Sunday (the Sunday call moves week)', async () => {
    const weeks = (week_first_day: number) =>
      aggregate({
        dimension: 'time',
        interval: 'week',
        week_first_day,
        date_range: { begin: '2025-01-01', end: '2025-01-31' },
      });
    const monday = await weeks(1);
    expect(monday.week_first_day).toBe(1);
    expect(values(monday)).toEqual([
      ['2024-12-30T00:00:00', 1],
      ['2025-01-06T00:00:00', 3],
      ['2025-01-13T00:00:00', 0],
      ['2025-01-20T00:00:00', 0],
      ['2025-01-27T00:00:00', 0],
    ]);
    expect(values(await weeks(0))).toEqual([
      ['2024-12-29T00:00:00', 0],
      ['2025-01-05T00:00:00', 4],
      ['2025-01-12T00:00:00', 0],
      ['2025-01-19T00:00:00', 0],
      ['2025-01-26T00:00:00', 0],
    ]);
  });

  it('cut months and hours, with the average per bucket (null when empty)', async () => {
    const months = await aggregate({ dimension: 'time', interval: 'month' });
    expect(values(months)).toEqual([
      ['2025-01-01T00:00:00', 4],
      ['2025-02-01T00:00:00', 1],
    ]);
    const hours = await aggregate({
      dimension: 'time',
      interval: 'hour',
      metric: 'average_duration',
      timezone: 'Europe/Paris',
      date_range: { begin: '2025-01-07', end: '2025-01-07' },
    });
    expect(hours.buckets).toHaveLength(24);
    expect(hours.buckets[0]).toMatchObject({ key: '2025-01-07T00:00:00', calls: 1, value: 120 });
    expect(hours.buckets[13]).toMatchObject({ key: '2025-01-07T13:00:00', calls: 1, value: 300 });
    expect(hours.buckets[1]).toMatchObject({ calls: 0, value: null });
  });
});

describe('categorical dimensions, largest first', () => {
  it('tags: a call counts in each of its tags; calls without a tag have key null', async () => {
    const share = await aggregate({ dimension: 'tag', metric: 'share' });
    expect(share.buckets.map(({ key, label, calls, value }) => [key, label, calls, value])).toEqual(
      [
        [String(tags.A.id), tags.A.label, 2, 0.4],
        [String(tags.B.id), tags.B.label, 2, 0.4],
        [null, null, 2, 0.4],
      ],
    );
    const total = await aggregate({ dimension: 'tag', metric: 'total_duration' });
    expect(values(total)).toEqual([
      [String(tags.B.id), 420],
      [String(tags.A.id), 180],
      [null, 75],
    ]);
    const average = await aggregate({ dimension: 'tag', metric: 'average_duration' });
    expect(values(average)).toEqual([
      [String(tags.B.id), 210],
      [String(tags.A.id), 90],
      [null, 37.5],
    ]);
    const tagged = await aggregate({ dimension: 'tag', metric: 'tagged_share' });
    expect(tagged.buckets.map(({ value }) => value)).toEqual([1, 1, 0]);
  });

  it('clients, campaigns, statuses and languages', async () => {
    const clients = await aggregate({ dimension: 'client', metric: 'share' });
    expect(clients.buckets.map(({ key, label, value }) => [key, label, value])).toEqual([
      ['1', 'Élan Télécom', 0.6],
      ['2', 'Maison Lumière', 0.4],
    ]);
    expect(values(await aggregate({ dimension: 'campaign' }))).toEqual([
      ['1', 2],
      ['4', 2],
      ['3', 1],
    ]);
    expect(values(await aggregate({ dimension: 'status', metric: 'total_duration' }))).toEqual([
      ['qualification_pending', 300],
      ['qualified', 180],
      ['queue', 45],
      ['void', 30],
    ]);
    expect(values(await aggregate({ dimension: 'language', metric: 'tagged_share' }))).toEqual([
      ['fr', 0.75],
      ['en', 0],
    ]);
  });

  it('a metadata key, and a limit that cuts the answer', async () => {
    expect(values(await aggregate({ dimension: 'metadata', metadata_key: 'agent' }))).toEqual([
      ['Alice', 2],
      ['Bob', 1],
      ['Chloé', 1],
      [null, 1],
    ]);
    const cut = await aggregate({ dimension: 'metadata', metadata_key: 'agent', limit: 2 });
    expect(values(cut)).toEqual([
      ['Alice', 2],
      ['Bob', 1],
    ]);
    expect(cut.truncated).toBe(true);
  });
});

describe('duration buckets', () => {
  it('every bucket in order, the default bounds and given ones', async () => {
    const answer = await aggregate({ dimension: 'duration' });
    expect(answer.buckets.map(({ key, min, max, calls }) => [key, min, max, calls])).toEqual([
      ['0-29', 0, 29, 0],
      ['30-59', 30, 59, 2],
      ['60-119', 60, 119, 1],
      ['120-299', 120, 299, 1],
      ['300-599', 300, 599, 1],
      ['600-', 600, null, 0],
    ]);
    const given = await aggregate({ dimension: 'duration', duration_buckets: [100] });
    expect(given.buckets.map(({ key, filter }) => [key, filter])).toEqual([
      ['0-99', { duration_min: 0, duration_max: 99 }],
      ['100-', { duration_min: 100 }],
    ]);
    expect(values(given)).toEqual([
      ['0-99', 3],
      ['100-', 2],
    ]);
  });
});

describe('breakdowns', () => {
  it('share of each day’s calls per tag: a call with two tags counts once in its day', async () => {
    const answer = await aggregate({
      dimension: 'time',
      breakdown: 'tag',
      metric: 'share',
      ...JANUARY_5_TO_7,
    });
    const shape = answer.buckets.map(({ key, calls, value, series }) => [
      key,
      calls,
      value,
      series?.map((entry) => [entry.key, entry.calls, entry.value]),
    ]);
    expect(shape).toEqual([
      ['2025-01-05T00:00:00', 1, 0.25, [[null, 1, 1]]],
      [
        '2025-01-06T00:00:00',
        2,
        0.5,
        [
          [String(tags.A.id), 2, 1],
          [String(tags.B.id), 1, 0.5],
        ],
      ],
      ['2025-01-07T00:00:00', 1, 0.25, [[String(tags.B.id), 1, 1]]],
    ]);
    expect(answer.buckets[1].series?.[1].filter).toEqual({
      date_range: { begin: '2025-01-06T00:00:00.000Z', end: '2025-01-07T00:00:00.000Z' },
      tags: { include: [tags.B.id] },
    });
  });

  it('statuses within each client, and clients within each tag', async () => {
    const byClient = await aggregate({ dimension: 'client', breakdown: 'status' });
    expect(
      byClient.buckets.map(({ key, series }) => [key, series?.map((e) => [e.key, e.value])]),
    ).toEqual([
      [
        '1',
        [
          ['qualified', 2],
          ['void', 1],
        ],
      ],
      [
        '2',
        [
          ['qualification_pending', 1],
          ['queue', 1],
        ],
      ],
    ]);
    const byTag = await aggregate({
      dimension: 'tag',
      breakdown: 'client',
      metric: 'total_duration',
    });
    expect(
      byTag.buckets.map(({ key, value, series }) => [
        key,
        value,
        series?.map((e) => [e.key, e.value]),
      ]),
    ).toEqual([
      [
        String(tags.B.id),
        420,
        [
          ['2', 300],
          ['1', 120],
        ],
      ],
      [String(tags.A.id), 180, [['1', 180]]],
      [
        null,
        75,
        [
          ['2', 45],
          ['1', 30],
        ],
      ],
    ]);
  });
});

describe('drill-down', () => {
  it('each bucket’s filter lists exactly its calls in the call search', async () => {
    const base = { timezone: 'Europe/Paris', ...JANUARY_5_TO_7 };
    const dimensions = [
      { dimension: 'time', interval: 'day' },
      { dimension: 'tag' },
      { dimension: 'client' },
      { dimension: 'campaign' },
      { dimension: 'status' },
      { dimension: 'language' },
      { dimension: 'duration' },
      { dimension: 'metadata', metadata_key: 'direction' },
    ];
    for (const dimension of dimensions) {
      const answer = await aggregate({ ...base, ...dimension });
      for (const bucket of answer.buckets.filter((b) => b.filter && b.calls > 0)) {
        const search = await platform.request({
          method: 'POST',
          url: `${api}/search/transcription-v2/`,
          as: 'admin',
          payload: { ...base, ...bucket.filter, size: 0 },
        });
        expect(search.json()._total, `${dimension.dimension} ${bucket.key}`).toBe(bucket.calls);
      }
    }
  });
});

describe('the client scope', () => {
  it('a client counts only its own clients’ calls, whatever it asks', async () => {
    const answer = await aggregate({ dimension: 'client' }, { as: 'client' });
    expect(answer.totals).toMatchObject({ calls: 3, total_duration: 210, average_duration: 70 });
    expect(values(answer)).toEqual([['1', 3]]);
    const tagsSeen = await aggregate({ dimension: 'tag' }, { as: 'client' });
    expect(values(tagsSeen)).toEqual([
      [String(tags.A.id), 2],
      [String(tags.B.id), 1],
      [null, 1],
    ]);
    const other = await aggregate({ clients: [2], dimension: 'status' }, { as: 'client' });
    expect(other).toMatchObject({ totals: { calls: 0 }, buckets: [] });
  });

  it('a user of no client counts nothing; guest and no token are refused', async () => {
    const nobody = await signTestToken('nobody', { roles: ['app.scribr.analytics'], groups: [] });
    expect((await aggregate({ dimension: 'client' }, { token: nobody })).totals.calls).toBe(0);
    expect((await post({}, { as: 'guest' })).statusCode).toBe(403);
    expect((await post({}, {})).statusCode).toBe(401);
  });

  it('caller numbers are neither grouped nor filtered on without their role', async () => {
    const grouped = await post(
      { dimension: 'metadata', metadata_key: 'caller_number' },
      { as: 'client' },
    );
    expect(grouped.statusCode).toBe(403);
    expect(Object.keys(grouped.json().errors)).toEqual(['metadata_key']);
    const filtered = await post(
      { metadata: { include: { caller_number: '+33100000000' } } },
      { as: 'client' },
    );
    expect(filtered.statusCode).toBe(403);
    expect((await post({ dimension: 'metadata', metadata_key: 'caller_number' })).statusCode).toBe(
      200,
    );
  });
});

describe('refusals', () => {
  it.each([
    [{ metric: 'median' }, 'metric'],
    [{ dimension: 'agent' }, 'dimension'],
    [{ dimension: 'time', interval: 'fortnight' }, 'interval'],
    [{ dimension: 'time', timezone: 'Mars/Olympus' }, 'timezone'],
    [{ dimension: 'time', timezone: '+05:00' }, 'timezone'],
    [{ dimension: 'time', interval: 'week', week_first_day: 7 }, 'week_first_day'],
    [{ dimension: 'metadata' }, 'metadata_key'],
    [{ dimension: 'metadata', metadata_key: 'a b' }, 'metadata_key'],
    [{ breakdown: 'tag' }, 'breakdown'],
    [{ dimension: 'tag', breakdown: 'tag' }, 'breakdown'],
    [{ dimension: 'duration', duration_buckets: [60, 30] }, 'duration_buckets'],
    [{ dimension: 'duration', duration_buckets: [] }, 'duration_buckets'],
    [{ dimension: 'tag', limit: 0 }, 'limit'],
    [{ dimension: 'tag', size: 10 }, 'size'],
    [
      {
        dimension: 'time',
        interval: 'hour',
        date_range: { begin: '2025-01-01', end: '2025-12-31' },
      },
      'interval',
    ],
  ])('%j → 400 on %s', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.keys(body.errors)).toContain(field);
  });
});
