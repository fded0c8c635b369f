import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession } from './sessionStore';
import { startVersionPoll } from './versionPoll';

beforeEach(() => {
  resetSession();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('startVersionPoll (spec §4, §7)', () => {
  it('asks every 5 s and sets newAppVersion once the build id differs, then stops', async () => {
    const answers = ['b1', 'b1\n', 'b2'];
    const fetchBuildId = vi.fn(async () => answers.shift() ?? 'b3');
    const stop = startVersionPoll({ loadedBuildId: 'b1', fetchBuildId });
    expect(getSession().buildId).toBe('b1');
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(getSession().newAppVersion).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(getSession().newAppVersion).toBe(true);
    await vi.advanceTimersByTimeAsync(20000);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    stop();
  });

  it('ignores failed polls and empty answers', async () => {
    const fetchBuildId = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('')
      .mockResolvedValue('b1');
    const stop = startVersionPoll({ loadedBuildId: 'b1', fetchBuildId });
    await vi.advanceTimersByTimeAsync(15000);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(getSession().newAppVersion).toBe(false);
    stop();
    await vi.advanceTimersByTimeAsync(15000);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
  });
});
