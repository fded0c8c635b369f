import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { runPool } from './runPool';
import { HIGHLIGHT_MS, useHighlightOnChange } from './useHighlightOnChange';

describe('useHighlightOnChange (spec §4, §9: reset after 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off at first, on when the value changes, off again 500 ms later', () => {
    expect(HIGHLIGHT_MS).toBe(500);
    const { result, rerender } = renderHook(({ count }) => useHighlightOnChange(count), {
      initialProps: { count: 0 },
    });
    expect(result.current).toBe(false);
    rerender({ count: 1 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('restarts the 500 ms on a new change while highlighted', () => {
    const { result, rerender } = renderHook(({ count }) => useHighlightOnChange(count), {
      initialProps: { count: 0 },
    });
    rerender({ count: 1 });
    act(() => vi.advanceTimersByTime(400));
    rerender({ count: 2 });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });
});

describe('runPool', () => {
  it('never runs more than `concurrency` at once and runs every item', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool(
      [1, 2, 3, 4, 5, 6, 7],
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        done.push(item);
        running -= 1;
      },
      { concurrency: 3 },
    );
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing more once aborted', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await runPool(
      [1, 2, 3, 4],
      async (item) => {
        seen.push(item);
        controller.abort();
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(seen).toEqual([1]);
  });
});
