import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h2bSessions, type NewH2bSession } from '../../server/db/schema';
import { demoRealm } from '../../server/identity/realms';
import { signTestToken, TEST_USER_ROLES } from '../support/testTokens';
import { insertApps, JANUARY_10_11, metricsClient, PARIS_10_11, qs } from './support/metricsApi';
import type { MetricsUser as User } from './support/metricsApi';
import { listParams as listQs } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 14, the developer Console's H2B dashboard: exact figures over eight fixed sessions of
// January 2024 (far from the demo data, which covers the last 30 days), time-zone bucket edges,
// the client scope (integrator = client 1) and the refusals.
const api = '/services/h2b-metrics/api/h2b';

let platform: TestPlatform;
/** Stream apps of client 1 (A) and client 2 (B), and a batch app of client 1 (C). */
const app = { A: 0, B: 0, C: 0 };
/** Session ids by name. */
const id: Record<string, number> = {};

const at = (time: string) => new Date(`2024-01-${time}Z`);
const session = (
  name: string,
  appId: number,
  clientId: number,
  start: string,
  end: string,
  fields: Partial<NewH2bSession>,
) => ({ name, row: { appId, clientId, startedAt: at(start), endedAt: at(end), ...fields } });

beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  const { db } = platform.database;
  [app.A, app.B, app.C] = await insertApps(platform, [
    { name: 'Metrics test stream A', type: 'stream', clientId: 1 },
    { name: 'Metrics test stream B', type: 'stream', clientId: 2 },
    { name: 'Metrics test batch C', type: 'batch', clientId: 1 },
  ]);
  const sessions = [
    session('s1', app.A, 1, '10T09:00:00', '10T09:10:00', {
      audioSeconds: 540,
      completionCause: 'Success',
      finalLatencyMs: 200,
      customId: 'A-1',
      events: [
        { at: '2024-01-10T09:00:00.000Z', type: 'open', detail: 'Stream opened' },
        { at: '2024-01-10T09:10:00.000Z', type: 'close', detail: 'Stream closed' },
        { at: '2024-01-10T09:09:59.000Z', type: 'recognition-complete', detail: '000 Success' },
      ],
    }),
    session('s2', app.A, 1, '10T09:05:00', '10T09:20:00', {
      audioSeconds: 600,
      completionCause: 'Success',
      finalLatencyMs: 300,
    }),
    session('s3', app.A, 1, '10T09:08:00', '10T09:09:00', {
      audioSeconds: 60,
      completionCause: 'NoMatch',
      finalLatencyMs: 400,
    }),
    // Starts when s2 ends (no overlap), still open at 10:00.
    session('s4', app.A, 1, '10T09:20:00', '10T10:15:00', {
      audioSeconds: 300,
      completionCause: 'NoInputTimeout',
    }),
    // 23:30 UTC on the 10th: 00:30 on the 11th in Europe/Paris.
    session('s5', app.A, 1, '10T23:30:00', '10T23:40:00', {
      audioSeconds: 120,
      completionCause: 'Success',
      finalLatencyMs: 500,
    }),
    session('s6', app.A, 1, '11T10:00:00', '11T10:05:00', {
      audioSeconds: 180,
      completionCause: 'Error',
      customId: 'A-6',
    }),
    session('s7', app.B, 2, '10T09:00:00', '10T09:30:00', {
      audioSeconds: 1800,
      completionCause: 'Success',
      finalLatencyMs: 1000,
    }),
    session('s8', app.B, 2, '10T09:01:00', '10T09:02:00', {
      audioSeconds: 60,
      completionCause: 'Success',
      finalLatencyMs: 1200,
    }),
  ];
  const rows = await db
    .insert(h2bSessions)
    .values(sessions.map(({ row }) => row))
    .returning({ id: h2bSessions.id });
  sessions.forEach(({ name }, index) => (id[name] = rows[index].id));
});
afterAll(() => platform?.close());

const { get, json } = metricsClient(() => platform, api);
const noCauses = {
  Success: 0,
  NoMatch: 0,
  NoInputTimeout: 0,
  RecognitionTimeout: 0,
  GramLoadFailure: 0,
  GramCompFailure: 0,
  Error: 0,
  SpeechTooEarly: 0,
  TooMuchSpeech: 0,
  UriFailure: 0,
  LanguageUnsupported: 0,
  Cancelled: 0,
  SemanticsFailure: 0,
};

interface Bucket {
  key: string;
  from: string;
  to: string;
  sessions: number;
  peak_concurrent: number;
  audio_minutes: number;
  latency_ms: { p50: number | null; p95: number | null; p99: number | null };
  completion_causes: Record<string, number>;
}

describe('summary', () => {
  it('counts a client user’s sessions only: exact figures', async () => {
    expect(await json(`summary?${qs({ ...JANUARY_10_11, app_id: app.A })}`)).toEqual({
      from: '2024-01-10T00:00:00.000Z',
      to: '2024-01-12T00:00:00.000Z',
      timezone: 'UTC',
      sessions: 6,
      peak_concurrent: 3, // s1, s2 and s3 at 09:08; s4 starts as s2 ends
      audio_minutes: 30,
      latency_ms: { p50: 350, p95: 485, p99: 497 },
      success_rate: 0.5,
    });
    // Without an app filter: the same (client 1 has no other session in January 2024).
    expect(await json(`summary?${qs(JANUARY_10_11)}`)).toMatchObject({ sessions: 6 });
  });

  it('counts every client for an administrator', async () => {
    expect(await json(`summary?${qs(JANUARY_10_11)}`, 'admin')).toMatchObject({
      sessions: 8,
      peak_concurrent: 4, // s1, s2, s3 and s7 at 09:08
      audio_minutes: 61,
      latency_ms: { p50: 450, p95: 1150, p99: 1190 },
      success_rate: 0.625,
    });
    const both = await json(
      `summary?${qs({ ...JANUARY_10_11, app_id: `${app.B},${app.A}` })}`,
      'admin',
    );
    expect(both).toMatchObject({ sessions: 8 });
  });

  it('counts nothing for another client’s app, an unknown app or a batch app (200)', async () => {
    for (const appId of [app.B, 999_999, app.C])
      expect(await json(`summary?${qs({ ...JANUARY_10_11, app_id: appId })}`)).toMatchObject({
        sessions: 0,
        peak_concurrent: 0,
        audio_minutes: 0,
        latency_ms: { p50: null, p95: null, p99: null },
        success_rate: null,
      });
  });

  it('filters on the custom id, and bounds the period', async () => {
    expect(await json(`summary?${qs({ ...JANUARY_10_11, custom_id: 'A-1' })}`)).toMatchObject({
      sessions: 1,
      audio_minutes: 9,
      latency_ms: { p50: 200, p95: 200, p99: 200 },
    });
    // [09:05, 09:09): s2 and s3 start in it; s1, open since 09:00, counts for the peak.
    const window = { from: '2024-01-10T09:05:00Z', to: '2024-01-10T09:09:00Z' };
    expect(await json(`summary?${qs(window)}`)).toMatchObject({
      sessions: 2,
      peak_concurrent: 3,
    });
  });
});

describe('timeseries', () => {
  it('cuts days in the user’s time zone: 23:30 UTC is the next day in Paris', async () => {
    const answer = await json<{ buckets: Bucket[] } & Record<string, unknown>>(
      `timeseries?${qs({ ...PARIS_10_11, interval: 'day' })}`,
    );
    expect(answer).toMatchObject({
      from: '2024-01-09T23:00:00.000Z',
      to: '2024-01-11T23:00:00.000Z',
      timezone: 'Europe/Paris',
      interval: 'day',
      week_first_day: 1,
    });
    expect(answer.buckets).toEqual([
      {
        key: '2024-01-10T00:00:00',
        from: '2024-01-09T23:00:00.000Z',
        to: '2024-01-10T23:00:00.000Z',
        sessions: 4,
        peak_concurrent: 3,
        audio_minutes: 25,
        latency_ms: { p50: 300, p95: 390, p99: 398 },
        completion_causes: { ...noCauses, Success: 2, NoMatch: 1, NoInputTimeout: 1 },
      },
      {
        key: '2024-01-11T00:00:00',
        from: '2024-01-10T23:00:00.000Z',
        to: '2024-01-11T23:00:00.000Z',
        sessions: 2,
        peak_concurrent: 1,
        audio_minutes: 5,
        latency_ms: { p50: 500, p95: 500, p99: 500 },
        completion_causes: { ...noCauses, Success: 1, Error: 1 },
      },
    ]);
    // The same instants in UTC: three days, s5 on the 10th, the first one empty.
    const utc = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({ from: PARIS_10_11.from, to: PARIS_10_11.to })}`,
    );
    expect(utc.buckets.map((bucket) => [bucket.key, bucket.sessions])).toEqual([
      ['2024-01-09T00:00:00', 0],
      ['2024-01-10T00:00:00', 5],
      ['2024-01-11T00:00:00', 1],
    ]);
    expect(utc.buckets[0]).toMatchObject({
      peak_concurrent: 0,
      audio_minutes: 0,
      latency_ms: { p50: null, p95: null, p99: null },
      completion_causes: noCauses,
    });
  });

  it('counts the streams still open at an hour’s start in its peak', async () => {
    const hours = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({ from: '2024-01-10T09:00:00Z', to: '2024-01-10T12:00:00Z', interval: 'hour' })}`,
    );
    expect(hours.buckets.map((b) => [b.key, b.sessions, b.peak_concurrent])).toEqual([
      ['2024-01-10T09:00:00', 4, 3],
      ['2024-01-10T10:00:00', 0, 1], // s4, open since 09:20
      ['2024-01-10T11:00:00', 0, 0],
    ]);
  });

  it('skips the hour clocks jump over, and merges the one they repeat', async () => {
    const keys = async (from: string, to: string) =>
      (
        await json<{ buckets: Bucket[] }>(
          `timeseries?${qs({ from, to, interval: 'hour', timezone: 'Europe/Paris' })}`,
        )
      ).buckets.map((bucket) => bucket.key);
    // 31 March 2024: 02:00 does not exist in Paris (01:00 UTC is 03:00).
    expect(await keys('2024-03-30T23:00:00Z', '2024-03-31T02:00:00Z')).toEqual([
      '2024-03-31T00:00:00',
      '2024-03-31T01:00:00',
      '2024-03-31T03:00:00',
    ]);
    // 27 October 2024: 02:00 comes twice (00:00 and 01:00 UTC), one bucket of two hours.
    expect(await keys('2024-10-26T23:00:00Z', '2024-10-27T03:00:00Z')).toEqual([
      '2024-10-27T01:00:00',
      '2024-10-27T02:00:00',
      '2024-10-27T03:00:00',
    ]);
  });

  it('cuts weeks on the chosen first day', async () => {
    const keys = async (params: Record<string, string | number>) =>
      (
        await json<{ buckets: Bucket[] }>(
          `timeseries?${qs({ ...PARIS_10_11, interval: 'week', ...params })}`,
        )
      ).buckets.map((bucket) => [bucket.key, bucket.sessions]);
    expect(await keys({})).toEqual([['2024-01-08T00:00:00', 6]]); // Monday
    expect(await keys({ week_first_day: 3 })).toEqual([['2024-01-10T00:00:00', 6]]); // Wednesday
    expect(await keys({ week_first_day: 4 })).toEqual([
      ['2024-01-04T00:00:00', 4],
      ['2024-01-11T00:00:00', 2],
    ]);
  });

  it('keeps another client’s sessions out of a client user’s buckets', async () => {
    const admin = await json<{ buckets: Bucket[] }>(`timeseries?${qs(JANUARY_10_11)}`, 'admin');
    expect(admin.buckets.map((bucket) => bucket.sessions)).toEqual([7, 1]);
    expect(admin.buckets[0].peak_concurrent).toBe(4);
    const mine = await json<{ buckets: Bucket[] }>(`timeseries?${qs(JANUARY_10_11)}`);
    expect(mine.buckets.map((bucket) => bucket.sessions)).toEqual([5, 1]);
  });
});

interface Session {
  id: number;
  app_id: number;
  client_id: number;
  custom_id: string | null;
  completion_cause: string | null;
  duration_seconds: number | null;
  events?: { at: string; type: string; detail: string }[];
}

describe('sessions', () => {
  const list = async (params: Record<string, unknown>, as: User = 'integrator') => {
    const response = await get(`sessions?${listQs(params)}`, as);
    expect(response.statusCode, response.body).toBe(200);
    const sessions = response.json() as Session[];
    return {
      names: sessions.map((s) => Object.keys(id).find((name) => id[name] === s.id)),
      sessions,
      range: response.headers['content-range'],
    };
  };

  it('lists a client user’s sessions, newest first, with the paging headers', async () => {
    const all = await list({ filter: { app_id: app.A } });
    expect(all.names).toEqual(['s6', 's5', 's4', 's3', 's2', 's1']);
    expect(all.range).toBe('sessions 0-5/6');
    expect(all.sessions[5]).toMatchObject({
      app_id: app.A,
      client_id: 1,
      custom_id: 'A-1',
      completion_cause: 'Success',
      duration_seconds: 600,
    });
    expect(all.sessions[5]).not.toHaveProperty('events');
    const page = await list({ filter: { app_id: [app.A] }, range: [1, 2], sort: ['id', 'ASC'] });
    expect(page.names).toEqual(['s2', 's3']);
    expect(page.range).toBe('sessions 1-2/6');
  });

  it('filters by cause, custom id and start; another client’s app matches nothing', async () => {
    const success = await list({ filter: { app_id: app.A, completion_cause: 'Success' } });
    expect(success.names).toEqual(['s5', 's2', 's1']);
    const causes = await list({
      filter: { app_id: app.A, completion_cause: ['NoMatch', 'Error'] },
    });
    expect(causes.names).toEqual(['s6', 's3']);
    expect((await list({ filter: { custom_id: 'A-6' } })).names).toEqual(['s6']);
    const started = await list({
      filter: { app_id: app.A, from: '2024-01-10T09:05:00Z', to: '2024-01-10T09:20:00+00:00' },
    });
    expect(started.names).toEqual(['s3', 's2']);
    const other = await list({ filter: { app_id: app.B } });
    expect(other).toMatchObject({ sessions: [], range: 'sessions */0' });
    expect((await list({ filter: { app_id: app.B } }, 'admin')).names).toEqual(['s8', 's7']);
  });

  it('sorts by latency, sessions without one last', async () => {
    const sorted = await list({ filter: { app_id: app.A }, sort: ['final_latency_ms', 'DESC'] });
    expect(sorted.names).toEqual(['s6', 's4', 's5', 's3', 's2', 's1']); // nulls first in DESC
    const ascending = await list({ filter: { app_id: app.A }, sort: ['final_latency_ms', 'ASC'] });
    expect(ascending.names).toEqual(['s1', 's2', 's3', 's5', 's4', 's6']);
  });

  it('answers one session with its timeline in order; another client’s is 404', async () => {
    const one = await json<Session>(`sessions/${id.s1}`);
    expect(one).toMatchObject({ id: id.s1, custom_id: 'A-1', app_id: app.A });
    expect(one.events?.map((event) => event.type)).toEqual([
      'open',
      'recognition-complete',
      'close',
    ]);
    const other = await get(`sessions/${id.s7}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found', errors: {} });
    expect((await get(`sessions/${id.s7}`, 'admin')).statusCode).toBe(200);
    expect((await get('sessions/2147483647', 'admin')).statusCode).toBe(404);
    expect((await get('sessions/abc', 'admin')).statusCode).toBe(400);
  });
});

describe('apps', () => {
  const names = async (as: User) =>
    await json<{ id: number; name: string; client_id: number | null }[]>(
      `apps?${listQs({ range: [0, 999] })}`,
      as,
    );

  it('lists the stream apps a client user has sessions of; every one to an administrator', async () => {
    const mine = await names('integrator');
    expect(mine).toContainEqual({ id: app.A, name: 'Metrics test stream A', client_id: 1 });
    expect(mine.map((a) => a.id)).not.toContain(app.B);
    expect(mine.map((a) => a.id)).not.toContain(app.C);
    expect(mine.every((a) => a.client_id === 1)).toBe(true);
    // The demo data: client 1's stream app.
    expect(mine.map((a) => a.name)).toContain('H2B — Plateau Lyon');
    const every = await names('admin');
    expect(every).toContainEqual({ id: app.B, name: 'Metrics test stream B', client_id: 2 });
    expect(every.map((a) => a.id)).not.toContain(app.C);
    const byId = await json<{ id: number }[]>(`apps?${listQs({ filter: { id: [app.A, app.B] } })}`);
    expect(byId.map((a) => a.id)).toEqual([app.A]);
  });
});

describe('the demo data', () => {
  it('holds weeks of sessions of the seeded stream apps, client 1’s for integrator', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 31 * 86_400_000);
    const period = qs({ from: from.toISOString(), to: to.toISOString() });
    const every = await json<{ sessions: number; peak_concurrent: number }>(
      `summary?${period}`,
      'admin',
    );
    const mine = await json<{ sessions: number }>(`summary?${period}`);
    expect(every.sessions).toBeGreaterThan(1000);
    expect(every.peak_concurrent).toBeGreaterThan(1);
    expect(mine.sessions).toBeGreaterThan(500);
    expect(mine.sessions).toBeLessThan(every.sessions);
  });
});

describe('access', () => {
  it('needs app.console.h2b: the client user, guest and a batch-only user are refused', async () => {
    const path = `summary?${qs(JANUARY_10_11)}`;
    for (const user of ['client', 'guest'] as const) {
      const response = await get(path, user);
      expect(response.statusCode, user).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', errors: {} });
    }
    const batchOnly = await signTestToken('dev', {
      roles: ['app.console.batch'],
      groups: ['client-1'],
    });
    expect((await get(path, { token: batchOnly })).statusCode).toBe(403);
    expect((await get(path)).statusCode).toBe(200);
  });

  it('sees nothing for a user of no client', async () => {
    const token = await signTestToken('dev', { roles: ['app.console.h2b'], groups: [] });
    const response = await get(`summary?${qs(JANUARY_10_11)}`, { token });
    expect(response.json()).toMatchObject({ sessions: 0 });
    expect((await get(`sessions/${id.s1}`, { token })).statusCode).toBe(404);
  });

  it('has the demo user integrator: exactly the Console roles, in client 1', () => {
    const integrator = demoRealm.users.find((user) => user.username === 'integrator');
    expect(integrator?.clientRoles).toEqual({ console: ['app.console.h2b', 'app.console.batch'] });
    expect(integrator?.groups).toEqual(['client-1']);
    const client = demoRealm.users.find((user) => user.username === 'client');
    expect(client?.clientRoles.console).toEqual([...TEST_USER_ROLES.client]);
  });

  it('answers JSON to a JSON request', async () => {
    const response = await get(`summary?${qs(JANUARY_10_11)}`, 'integrator', {
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('refusals', () => {
  const refused = async (
    params: Record<string, string | number>,
    path = 'summary',
    headers = {},
  ) => {
    const response = await get(`${path}?${qs(params)}`, 'integrator', headers);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as { errors: Record<string, string[]> }).errors;
  };

  it('refuses a period that ends before it starts, or is too long', async () => {
    expect(await refused({ from: JANUARY_10_11.to, to: JANUARY_10_11.from })).toEqual({
      to: ['Must be after from'],
    });
    expect(await refused({ from: JANUARY_10_11.from, to: JANUARY_10_11.from })).toHaveProperty(
      'to',
    );
    expect(await refused({ from: '2023-01-01T00:00:00Z', to: '2024-02-06T00:00:00Z' })).toEqual({
      to: ['At most 400 days after from'],
    });
    // 400 days exactly is accepted.
    const longest = await get(
      `summary?${qs({ from: '2023-01-01T00:00:00Z', to: '2024-02-05T00:00:00Z' })}`,
    );
    expect(longest.statusCode).toBe(200);
    expect(
      await refused({ from: JANUARY_10_11.to, to: JANUARY_10_11.from }, 'summary', {
        'accept-language': 'fr',
      }),
    ).toEqual({ to: ['Doit être après from'] });
  });

  it('refuses bad dates, time zones, intervals and app ids', async () => {
    const { from, to } = JANUARY_10_11;
    expect(Object.keys(await refused({ to }))).toEqual(['from']);
    expect(Object.keys(await refused({ from: '2024-02-30T00:00:00Z', to }))).toEqual(['from']);
    expect(Object.keys(await refused({ from: '2024-01-10T00:00:00', to }))).toEqual(['from']);
    expect(Object.keys(await refused({ from: '2024-01-10', to }))).toEqual(['from']);
    expect(await refused({ from: '1969-12-31T00:00:00Z', to: '1970-01-02T00:00:00Z' })).toEqual({
      from: ['Must be between 1970 and 2999'],
    });
    expect(await refused({ from, to, timezone: 'Mars/Olympus' })).toEqual({
      timezone: ['Unknown time zone'],
    });
    expect(Object.keys(await refused({ from, to, timezone: '+01:00' }))).toEqual(['timezone']);
    expect(await refused({ from, to, interval: 'month' }, 'timeseries')).toEqual({
      interval: ['Must be one of hour, day, week'],
    });
    expect(Object.keys(await refused({ from, to, week_first_day: 7 }, 'timeseries'))).toEqual([
      'week_first_day',
    ]);
    // Hourly over 100 days: more than 2000 buckets.
    const long = { from: '2024-01-01T00:00:00Z', to: '2024-04-10T00:00:00Z', interval: 'hour' };
    expect(Object.keys(await refused(long, 'timeseries'))).toEqual(['interval']);
    expect(Object.keys(await refused({ from, to, app_id: 'x' }))).toEqual(['app_id']);
    expect(Object.keys(await refused({ from, to, app_id: '1,,2' }))).toEqual(['app_id']);
    expect(Object.keys(await refused({ from, to, app_id: '0' }))).toEqual(['app_id']);
    expect(Object.keys(await refused({ from, to, interval: 'day' }))).toEqual(['interval']);
    expect(Object.keys(await refused({ from, to, custom_id: 'x'.repeat(201) }))).toEqual([
      'custom_id',
    ]);
  });

  it('refuses bad list parameters', async () => {
    const list = async (params: Record<string, unknown>) => {
      const response = await get(`sessions?${listQs(params)}`);
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys((response.json() as { errors: object }).errors);
    };
    expect(await list({ filter: { completion_cause: 'Maybe' } })).toEqual([
      'filter.completion_cause',
    ]);
    expect(await list({ filter: { from: 'yesterday' } })).toEqual(['filter.from']);
    expect(await list({ sort: ['events', 'ASC'] })).toEqual(['sort.0']);
  });
});
