import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchJobs, type NewBatchJob } from '../../server/db/schema';
import { signTestToken } from '../support/testTokens';
import { insertApps, JANUARY_10_11, metricsClient, PARIS_10_11, qs } from './support/metricsApi';
import type { MetricsUser as User } from './support/metricsApi';
import { listParams as listQs } from './support/simpleRest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 14, the developer Console's batch dashboard: exact figures over nine fixed jobs of
// January 2024 (far from the demo data, which covers the last 30 days), the queue length, time-
// zone bucket edges, the client scope (integrator = client 1) and the refusals.
const api = '/services/batch-metrics/api/batch';

let platform: TestPlatform;
/** Batch apps of client 1 (A) and client 2 (B), and a stream app of client 1 (S). */
const app = { A: 0, B: 0, S: 0 };
/** Job ids by name. */
const id: Record<string, number> = {};

const at = (time: string | undefined) => (time ? new Date(`2024-01-${time}Z`) : null);
const job = (
  name: string,
  appId: number,
  clientId: number,
  status: NewBatchJob['status'],
  times: [submitted: string, started?: string, completed?: string],
  fields: Partial<NewBatchJob> = {},
) => ({
  name,
  row: {
    appId,
    clientId,
    status,
    submittedAt: at(times[0]) as Date,
    startedAt: at(times[1]),
    completedAt: at(times[2]),
    ...fields,
  },
});

beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  const { db } = platform.database;
  [app.A, app.B, app.S] = await insertApps(platform, [
    { name: 'Metrics test batch A', type: 'batch', clientId: 1 },
    { name: 'Metrics test batch B', type: 'batch', clientId: 2 },
    { name: 'Metrics test stream S', type: 'stream', clientId: 1 },
  ]);
  const jobs = [
    job('j1', app.A, 1, 'completed', ['10T09:00:00', '10T09:01:00', '10T09:03:00'], {
      audioSeconds: 600,
      customId: 'J-1',
    }),
    job('j2', app.A, 1, 'completed', ['10T09:00:00', '10T09:02:00', '10T09:06:00'], {
      audioSeconds: 1200,
    }),
    job('j3', app.A, 1, 'failed', ['10T09:30:00', '10T09:31:00', '10T09:32:00'], {
      audioSeconds: 60,
      failureReason: 'audio_decode_error',
    }),
    // Refused unstarted.
    job('j4', app.A, 1, 'failed', ['10T09:40:00', undefined, '10T09:50:00'], {
      audioSeconds: 30,
      failureReason: 'transcoder_unavailable',
    }),
    // 23:30 UTC on the 10th: 00:30 on the 11th in Europe/Paris; completes after midnight UTC.
    job('j5', app.A, 1, 'completed', ['10T23:30:00', '10T23:35:00', '11T00:05:00'], {
      audioSeconds: 3600,
    }),
    job('j6', app.A, 1, 'queued', ['11T10:00:00'], { audioSeconds: 90 }),
    job('j7', app.A, 1, 'running', ['11T11:00:00', '11T11:05:00'], { audioSeconds: 100 }),
    job('j8', app.B, 2, 'completed', ['10T09:10:00', '10T09:11:00', '10T09:21:00'], {
      audioSeconds: 7200,
    }),
    job('j9', app.B, 2, 'failed', ['10T09:20:00', '10T09:21:00', '10T09:22:00'], {
      audioSeconds: 10,
    }),
  ];
  const rows = await db
    .insert(batchJobs)
    .values(jobs.map(({ row }) => row))
    .returning({ id: batchJobs.id });
  jobs.forEach(({ name }, index) => (id[name] = rows[index].id));
});
afterAll(() => platform?.close());

const { get, json } = metricsClient(() => platform, api);

interface Bucket {
  key: string;
  from: string;
  to: string;
  submitted: number;
  completed: number;
  failed: number;
  queue_length: number | null;
  processing_seconds: { p50: number | null; p95: number | null };
  audio_hours: number;
  failures_by_reason: Record<string, number>;
}

describe('summary', () => {
  it('counts a client user’s jobs only: exact figures, and the queue now', async () => {
    expect(await json(`summary?${qs({ ...JANUARY_10_11, app_id: app.A })}`)).toEqual({
      from: '2024-01-10T00:00:00.000Z',
      to: '2024-01-12T00:00:00.000Z',
      timezone: 'UTC',
      submitted: 7,
      completed: 3,
      failed: 2,
      failure_rate: 0.4,
      queue_length: 1, // j6
      running: 1, // j7
      processing_seconds: { p50: 240, p95: 1644 },
      audio_hours: 1.5,
    });
  });

  it('counts every client for an administrator', async () => {
    const both = await json(
      `summary?${qs({ ...JANUARY_10_11, app_id: `${app.A},${app.B}` })}`,
      'admin',
    );
    expect(both).toMatchObject({
      submitted: 9,
      completed: 4,
      failed: 3,
      failure_rate: 0.4286,
      queue_length: 1,
      running: 1,
      processing_seconds: { p50: 420, p95: 1620 },
      audio_hours: 3.5,
    });
    // The same figures without the app filter (the demo data is of the last 30 days), but the
    // queue now, which is the demo jobs' too.
    const every = await json<Record<string, number>>(`summary?${qs(JANUARY_10_11)}`, 'admin');
    expect(every).toMatchObject({ submitted: 9, completed: 4, failed: 3, audio_hours: 3.5 });
    expect(every.queue_length).toBeGreaterThanOrEqual(1);
  });

  it('counts nothing for another client’s app, an unknown app or a stream app (200)', async () => {
    for (const appId of [app.B, 999_999, app.S])
      expect(await json(`summary?${qs({ ...JANUARY_10_11, app_id: appId })}`)).toMatchObject({
        submitted: 0,
        completed: 0,
        failed: 0,
        failure_rate: null,
        queue_length: 0,
        running: 0,
        processing_seconds: { p50: null, p95: null },
        audio_hours: 0,
      });
  });

  it('filters on the custom id', async () => {
    expect(await json(`summary?${qs({ ...JANUARY_10_11, custom_id: 'J-1' })}`)).toMatchObject({
      submitted: 1,
      completed: 1,
      processing_seconds: { p50: 120, p95: 120 },
      queue_length: 0,
    });
  });
});

describe('timeseries', () => {
  it('cuts days in the user’s time zone: 23:30 UTC is the next day in Paris', async () => {
    const answer = await json<{ buckets: Bucket[] } & Record<string, unknown>>(
      `timeseries?${qs({ ...PARIS_10_11, app_id: app.A })}`,
    );
    expect(answer).toMatchObject({ interval: 'day', timezone: 'Europe/Paris', week_first_day: 1 });
    expect(answer.buckets).toEqual([
      {
        key: '2024-01-10T00:00:00',
        from: '2024-01-09T23:00:00.000Z',
        to: '2024-01-10T23:00:00.000Z',
        submitted: 4,
        completed: 2,
        failed: 2,
        queue_length: 0,
        processing_seconds: { p50: 180, p95: 234 },
        audio_hours: 0.5,
        failures_by_reason: { audio_decode_error: 1, transcoder_unavailable: 1 },
      },
      {
        key: '2024-01-11T00:00:00',
        from: '2024-01-10T23:00:00.000Z',
        to: '2024-01-11T23:00:00.000Z',
        submitted: 3,
        completed: 1,
        failed: 0,
        queue_length: 1, // j6, still queued; j7 runs
        processing_seconds: { p50: 1800, p95: 1800 },
        audio_hours: 1,
        failures_by_reason: {},
      },
    ]);
    // In UTC: j5 is submitted on the 10th but completes on the 11th.
    const utc = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({ from: PARIS_10_11.from, to: PARIS_10_11.to, app_id: app.A })}`,
    );
    expect(utc.buckets.map((b) => [b.key, b.submitted, b.completed, b.failed])).toEqual([
      ['2024-01-09T00:00:00', 0, 0, 0],
      ['2024-01-10T00:00:00', 5, 2, 2],
      ['2024-01-11T00:00:00', 2, 1, 0],
    ]);
  });

  it('measures the queue at each bucket’s end', async () => {
    const hours = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({ from: '2024-01-11T09:00:00Z', to: '2024-01-11T12:00:00Z', interval: 'hour', app_id: app.A })}`,
    );
    // 10:00: j6 is submitted at that instant (not yet waiting); 11:00: j6 waits, j7 just came;
    // 12:00: j6 waits, j7 started at 11:05.
    expect(hours.buckets.map((b) => [b.key, b.submitted, b.queue_length])).toEqual([
      ['2024-01-11T09:00:00', 0, 0],
      ['2024-01-11T10:00:00', 1, 1],
      ['2024-01-11T11:00:00', 1, 1],
    ]);
    // Every job submitted by 10:00 on the 10th had started (or ended, j4) by then.
    const early = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({ from: '2024-01-10T08:00:00Z', to: '2024-01-10T10:00:00Z', interval: 'hour' })}`,
    );
    expect(early.buckets.map((b) => b.queue_length)).toEqual([0, 0]);
  });

  it('has no queue length for the buckets after now', async () => {
    const now = Date.now();
    const answer = await json<{ buckets: Bucket[] }>(
      `timeseries?${qs({
        from: new Date(now - 86_400_000).toISOString(),
        to: new Date(now + 3 * 86_400_000).toISOString(),
        app_id: app.A,
      })}`,
    );
    const queue = answer.buckets.map((bucket) => bucket.queue_length);
    expect(queue[0]).toBe(1); // j6 has been waiting since January 2024
    expect(queue.at(-1)).toBeNull();
  });

  it('keeps another client’s jobs out of a client user’s buckets', async () => {
    const admin = await json<{ buckets: Bucket[] }>(`timeseries?${qs(JANUARY_10_11)}`, 'admin');
    expect(admin.buckets.map((b) => [b.submitted, b.completed, b.failed])).toEqual([
      [7, 3, 3],
      [2, 1, 0],
    ]);
    expect(admin.buckets[0].failures_by_reason).toEqual({
      audio_decode_error: 1,
      transcoder_unavailable: 1,
      unknown: 1,
    });
    const mine = await json<{ buckets: Bucket[] }>(`timeseries?${qs(JANUARY_10_11)}`);
    expect(mine.buckets.map((b) => [b.submitted, b.completed, b.failed])).toEqual([
      [5, 2, 2],
      [2, 1, 0],
    ]);
  });
});

interface Job {
  id: number;
  app_id: number;
  app_name: string;
  client_id: number;
  status: string;
  wait_seconds: number | null;
  processing_seconds: number | null;
  failure_reason: string | null;
}

describe('jobs', () => {
  const list = async (params: Record<string, unknown>, as: User = 'integrator') => {
    const response = await get(`jobs?${listQs(params)}`, as);
    expect(response.statusCode, response.body).toBe(200);
    const jobs = response.json() as Job[];
    return {
      names: jobs.map((j) => Object.keys(id).find((name) => id[name] === j.id)),
      jobs,
      range: response.headers['content-range'],
    };
  };

  it('lists a client user’s jobs, newest first, with the paging headers', async () => {
    const all = await list({ filter: { app_id: app.A } });
    expect(all.names).toEqual(['j7', 'j6', 'j5', 'j4', 'j3', 'j2', 'j1']);
    expect(all.range).toBe('jobs 0-6/7');
    expect(all.jobs.at(-1)).toMatchObject({
      app_name: 'Metrics test batch A',
      client_id: 1,
      status: 'completed',
      wait_seconds: 60,
      processing_seconds: 120,
      failure_reason: null,
    });
    expect(all.jobs[3]).toMatchObject({
      status: 'failed',
      wait_seconds: null,
      processing_seconds: null,
      failure_reason: 'transcoder_unavailable',
    });
    const page = await list({
      filter: { app_id: app.A },
      range: [0, 1],
      sort: ['audio_seconds', 'DESC'],
    });
    expect(page.names).toEqual(['j5', 'j2']);
    expect(page.range).toBe('jobs 0-1/7');
  });

  it('filters by status, custom id and submission; another client’s app matches nothing', async () => {
    expect((await list({ filter: { app_id: app.A, status: 'failed' } })).names).toEqual([
      'j4',
      'j3',
    ]);
    const unfinished = await list({ filter: { app_id: app.A, status: ['queued', 'running'] } });
    expect(unfinished.names).toEqual(['j7', 'j6']);
    expect((await list({ filter: { custom_id: 'J-1' } })).names).toEqual(['j1']);
    const submitted = await list({
      filter: { app_id: app.A, from: '2024-01-10T09:30:00Z', to: '2024-01-10T23:30:00Z' },
    });
    expect(submitted.names).toEqual(['j4', 'j3']);
    expect(await list({ filter: { app_id: app.B } })).toMatchObject({
      jobs: [],
      range: 'jobs */0',
    });
    expect((await list({ filter: { app_id: [app.B] } }, 'admin')).names).toEqual(['j9', 'j8']);
  });

  it('answers one job; another client’s is 404', async () => {
    expect(await json<Job>(`jobs/${id.j5}`)).toMatchObject({
      id: id.j5,
      status: 'completed',
      processing_seconds: 1800,
      wait_seconds: 300,
    });
    expect((await get(`jobs/${id.j8}`)).statusCode).toBe(404);
    expect(await json<Job>(`jobs/${id.j9}`, 'admin')).toMatchObject({ failure_reason: null });
  });
});

describe('apps', () => {
  it('lists the batch apps a client user has jobs of; every one to an administrator', async () => {
    const mine = await json<{ id: number; name: string; client_id: number | null }[]>('apps');
    expect(mine).toContainEqual({ id: app.A, name: 'Metrics test batch A', client_id: 1 });
    expect(mine.map((a) => a.id)).not.toContain(app.B);
    expect(mine.map((a) => a.id)).not.toContain(app.S);
    expect(mine.map((a) => a.name)).toContain('Vocal cookie — Service client'); // demo data
    const every = await json<{ id: number; client_id: number | null }[]>(
      `apps?${listQs({ filter: { q: 'metrics test' } })}`,
      'admin',
    );
    expect(every).toEqual([
      { id: app.A, name: 'Metrics test batch A', client_id: 1 },
      { id: app.B, name: 'Metrics test batch B', client_id: 2 },
    ]);
  });
});

describe('the demo data', () => {
  it('holds weeks of jobs of the seeded batch apps, with failures', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 31 * 86_400_000);
    const period = qs({ from: from.toISOString(), to: to.toISOString() });
    const every = await json<Record<string, number>>(`summary?${period}`, 'admin');
    expect(every.submitted).toBeGreaterThan(1000);
    expect(every.failed).toBeGreaterThan(10);
    const days = await json<{ buckets: Bucket[] }>(`timeseries?${period}`, 'admin');
    const reasons = new Set(days.buckets.flatMap((b) => Object.keys(b.failures_by_reason)));
    expect(reasons).toContain('transcoder_unavailable'); // the incident
  });
});

describe('access and refusals', () => {
  it('needs app.console.batch: the client user, guest and an H2B-only user are refused', async () => {
    const path = `summary?${qs(JANUARY_10_11)}`;
    for (const user of ['client', 'guest'] as const)
      expect((await get(path, user)).statusCode, user).toBe(403);
    const h2bOnly = await signTestToken('dev', {
      roles: ['app.console.h2b'],
      groups: ['client-1'],
    });
    expect((await get(path, { token: h2bOnly })).statusCode).toBe(403);
    expect((await get('jobs', { token: h2bOnly })).statusCode).toBe(403);
    expect((await get(path)).statusCode).toBe(200);
  });

  it('refuses bad periods with a field → messages map', async () => {
    const refused = async (params: Record<string, string>, path = 'summary') => {
      const response = await get(`${path}?${qs(params)}`);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe('Invalid query parameters');
      return body.errors;
    };
    const { from, to } = JANUARY_10_11;
    expect(await refused({ from: to, to: from })).toEqual({ to: ['Must be after from'] });
    expect(await refused({ from: '2022-01-01T00:00:00Z', to })).toEqual({
      to: ['At most 400 days after from'],
    });
    expect(await refused({ from, to, timezone: 'Nowhere/Land' })).toEqual({
      timezone: ['Unknown time zone'],
    });
    expect(Object.keys(await refused({ from, to, interval: 'minute' }, 'timeseries'))).toEqual([
      'interval',
    ]);
    const jobs = await get(`jobs?${listQs({ filter: { status: 'done' } })}`);
    expect(jobs.statusCode).toBe(400);
    expect(Object.keys(jobs.json().errors)).toEqual(['filter.status']);
  });
});
