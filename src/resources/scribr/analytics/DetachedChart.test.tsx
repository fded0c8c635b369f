import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AggregationAnswer } from './chartRecord';
import DetachedChart from './DetachedChart';

// Issue 16: leaving the dashboard (in-app navigation ≤ 150 ms) does not wait for its charts'
// recharts bookkeeping; the charts leave the page at once.

const answer = {
  metric: 'calls',
  dimension: 'tag',
  totals: { calls: 3 },
} as unknown as AggregationAnswer;
const rows = [
  { index: 0, name: 'Résiliation', value: 2 },
  { index: 1, name: 'Facturation', value: 1 },
];

describe('DetachedChart', () => {
  afterEach(() => vi.useRealTimers());

  it('draws its chart, which leaves the page with its card and is unmounted once the browser is idle', async () => {
    vi.useFakeTimers();
    const { container, unmount } = render(
      <DetachedChart
        type="pie"
        answer={answer}
        rows={rows}
        series={[]}
        format={String}
        formatTick={String}
        onPick={vi.fn()}
        height={200}
      />,
    );
    await act(async () => undefined); // the chart's own root draws after the card's
    const chart = container.querySelector('.recharts-responsive-container');
    expect(chart).not.toBeNull();
    const chartRoot = chart?.parentElement as HTMLElement;
    unmount();
    expect(chart?.isConnected).toBe(false);
    // Not unmounted yet: the click that left the dashboard does not pay for it.
    expect(chartRoot.childElementCount).toBe(1);
    await act(async () => vi.advanceTimersByTime(6000));
    expect(chartRoot.childElementCount).toBe(0);
  });
});
