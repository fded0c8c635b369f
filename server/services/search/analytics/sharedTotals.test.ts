import { describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../../db';
import type { SearchCriteria } from '../criteria';
import type { Figures } from './figures';
import { createSharedTotals } from './sharedTotals';

const db = {} as AppDatabase;
const criteria = (clientIds?: number[]): SearchCriteria => ({ clientIds, page: 1, size: 0 });
const figures = (calls: number): Figures => ({ calls, duration: calls * 10, tagged: 0 });

/** A clock the test moves, and a count that answers the number of counts made so far. */
function setUp() {
  let clock = 0;
  const count = vi.fn((_db: AppDatabase, _criteria: SearchCriteria) =>
    Promise.resolve(figures(count.mock.calls.length)),
  );
  const totals = createSharedTotals(db, count, () => clock);
  return { totals, count, at: (ms: number) => (clock = ms) };
}

describe('createSharedTotals: one count for a dashboard’s burst of aggregations', () => {
  it('shares a count with the requests that arrived before it began', async () => {
    const { totals, count, at } = setUp();
    at(10);
    const first = totals(criteria(), 10);
    at(12);
    const second = totals(criteria(), 10);
    expect(await second).toBe(await first);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts anew for a request that arrived after the count began (its writes are seen)', async () => {
    const { totals, count, at } = setUp();
    at(10);
    await totals(criteria(), 10);
    at(20);
    expect(await totals(criteria(), 15)).toEqual(figures(2));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('never shares between different criteria: another scope is another count', async () => {
    const { totals, count, at } = setUp();
    at(10);
    await totals(criteria([1]), 5);
    expect(await totals(criteria([2]), 5)).toEqual(figures(2));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed count', async () => {
    let clock = 0;
    const count = vi
      .fn<(db: AppDatabase, criteria: SearchCriteria) => Promise<Figures>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValueOnce(figures(7));
    const totals = createSharedTotals(db, count, () => clock);
    clock = 10;
    await expect(totals(criteria(), 5)).rejects.toThrow('connection lost');
    expect(await totals(criteria(), 5)).toEqual(figures(7));
  });

  it('forgets counts after a few seconds', async () => {
    const { totals, count, at } = setUp();
    at(10);
    await totals(criteria(), 0);
    at(6000);
    await totals(criteria(), 0);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
