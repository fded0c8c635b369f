import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from './HoverTooltip';

// Spec §9: "Tooltip icon delay 300 ms". The tooltip is only built when first pointed at.

const renderTooltip = () =>
  render(
    <HoverTooltip title="00:01:30">
      <span>1 min 30 s</span>
    </HoverTooltip>,
  );
const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HoverTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 300 ms after the pointer first comes over its element, not before', () => {
    renderTooltip();
    fireEvent.mouseOver(screen.getByText('1 min 30 s'));
    after(290);
    expect(screen.queryByRole('tooltip')).toBeNull();
    after(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('00:01:30');
  });

  it('stays closed when the pointer leaves before the delay', () => {
    renderTooltip();
    fireEvent.mouseOver(screen.getByText('1 min 30 s'));
    after(100);
    fireEvent.mouseLeave(screen.getByText('1 min 30 s'));
    after(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the pointer leaves, and opens again after the delay the next time', () => {
    renderTooltip();
    fireEvent.mouseOver(screen.getByText('1 min 30 s'));
    after(300);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // The element is drawn anew inside the tooltip once first pointed at.
    const element = screen.getByText('1 min 30 s');
    fireEvent.mouseLeave(element);
    after(1000); // closed, then its exit transition (started once closed)
    after(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(element);
    after(250);
    expect(screen.queryByRole('tooltip')).toBeNull();
    after(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('00:01:30');
  });
});
