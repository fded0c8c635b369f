import { openTestDatabase } from '../../../../tests/integration/support/testDatabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db';
import { moriartyPendingDetections } from '../../../db/schema';
import { seedCalls } from '../../../seed/calls';
import { seedMoriarty } from '../../../seed/moriarty';
import { requestDetections, startDetectionWorker } from './worker';

// The background queue: debounced, one run for several saves, nothing after stop.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCalls(database, { size: 60 });
  await seedMoriarty(database.db);
});
afterAll(() => database.close());

const spyLog = () => ({ info: vi.fn(), error: vi.fn() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startDetectionWorker', () => {
  it('runs once per language for saves within the debounce delay, after the delay', async () => {
    // The debounce is driven by fake timers: on a loaded CI machine the saves themselves may take
    // longer than any real delay, which would make this test about the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = spyLog();
    const worker = startDetectionWorker(database.db, { debounceMs: 80, log });
    await requestDetections(database.db, 'fr');
    await vi.advanceTimersByTimeAsync(60);
    await requestDetections(database.db, 'fr'); // within the delay of the first: the wait restarts
    worker.request('en');
    await vi.advanceTimersByTimeAsync(60);
    expect(log.info).not.toHaveBeenCalled(); // still waiting for more saves
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    await worker.idle();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['fr', 'en']);
    await worker.stop();
  });

  it('drops what is pending on stop and takes no request afterwards', async () => {
    const log = spyLog();
    const worker = startDetectionWorker(database.db, { debounceMs: 30, log });
    worker.request('fr');
    await worker.stop();
    worker.request('en');
    await requestDetections(database.db, 'fr'); // no worker any more: only marked
    await sleep(120);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    await worker.idle();
  });

  it('recomputes at start what a stopped or crashed process left marked, then clears the mark', async () => {
    // Issue 11: "the detection-recompute queue lives only in memory, so a crash leaves
    // detected_tags stale for good". The previous test left 'fr' marked with no worker running.
    const marks = () => database.db.select().from(moriartyPendingDetections);
    expect((await marks()).map(({ lang }) => lang)).toEqual(['fr']);
    const log = spyLog();
    const worker = startDetectionWorker(database.db, { debounceMs: 10, log });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    await worker.idle();
    expect(log.info.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['fr']);
    expect(await marks()).toEqual([]);
    await worker.stop();
  });
});
