import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// `POST /test-hooks/calls` (the e2e tests' way to add a call with chosen transcript and metadata):
// only with ALLOW_TEST_HOOKS=1, only for an administrator.
const url = '/test-hooks/calls';
const call = {
  id: '101-20200101.9001',
  campaign_id: 1,
  lang: 'fr',
  start_time: '2020-01-01T10:00:00.000Z',
  transcript: [
    { speaker: 'in', start: 0, end: 2000, text: '<img src=x onerror=alert(1)> résilier' },
    { speaker: 'out', start: 2500, end: 4000, text: 'Bien sûr.' },
  ],
  metadata: { '<b>key</b>': '<script>alert(2)</script>' },
};

describe('with test hooks', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ seedSize: 20, allowTestHooks: true }, 'test-key');
  });
  afterAll(() => platform?.close());

  it('adds a call for an administrator, with the tags detected in it, searchable at once', async () => {
    const created = await platform.request({ method: 'POST', url, as: 'admin', payload: call });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: call.id });
    const [row] = await platform.database.db.select().from(calls).where(eq(calls.id, call.id));
    expect(row).toMatchObject({
      clientId: 1,
      campaignId: 1,
      lang: 'fr',
      status: 'qualified',
      metadata: call.metadata,
      transcript: call.transcript,
    });
    expect(row.startTime.toISOString()).toBe(call.start_time);
    // The demo catalogue's "Résiliation" clue matches the first turn.
    expect(row.detectedTags.length).toBeGreaterThan(0);

    const shown = await platform.request({
      url: `/services/search/api/v1/calls/${call.id}`,
      as: 'client',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ metadata: call.metadata, transcript: call.transcript });
  });

  it('refuses a second call with the same id, a bad body, a client and no token', async () => {
    const again = await platform.request({ method: 'POST', url, as: 'admin', payload: call });
    expect(again.statusCode).toBe(409);
    const bad = await platform.request({
      method: 'POST',
      url,
      as: 'admin',
      payload: { ...call, id: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(400);
    const campaign = await platform.request({
      method: 'POST',
      url,
      as: 'admin',
      payload: { ...call, id: '101-20200101.9002', campaign_id: 999 },
    });
    expect(campaign.statusCode).toBe(400);
    const client = await platform.request({
      method: 'POST',
      url,
      as: 'client',
      payload: { ...call, id: '101-20200101.9003' },
    });
    expect(client.statusCode).toBe(403);
    const anonymous = await platform.request({
      method: 'POST',
      url,
      payload: { ...call, id: '101-20200101.9004' },
    });
    expect(anonymous.statusCode).toBe(401);
    const rows = await platform.database.db
      .select({ id: calls.id })
      .from(calls)
      .where(eq(calls.campaignId, 1));
    expect(rows.map(({ id }) => id).filter((id) => id.startsWith('101-20200101.'))).toEqual([
      call.id,
    ]);
  });
});

describe('without test hooks (the default)', () => {
  it('has no such route, even for an administrator', async () => {
    const platform = await startTestPlatform({ seedSize: 20 }, 'test-key');
    try {
      const response = await platform.request({ method: 'POST', url, as: 'admin', payload: call });
      expect(response.statusCode).toBe(404);
      const rows = await platform.database.db.select().from(calls).where(eq(calls.id, call.id));
      expect(rows).toEqual([]);
    } finally {
      await platform.close();
    }
  });
});
