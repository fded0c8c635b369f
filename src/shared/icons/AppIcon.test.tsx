import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AppIcon, ICON_SIZES } from './AppIcon';

// Spec §9: "Tooltip icon delay 300 ms; icon sizes small, medium, large, extra-large; icon base
// size 24 with prefix 'uh'." Spec §3: icon names include the five call statuses.
describe('AppIcon', () => {
  it('has base size 24 and the four sizes around it', () => {
    expect(ICON_SIZES).toEqual({ small: 18, medium: 24, large: 36, 'extra-large': 48 });
    const { container } = render(
      <>
        <AppIcon name="qualified" />
        <AppIcon name="queue" size="extra-large" />
      </>,
    );
    const [medium, extraLarge] = container.querySelectorAll('svg');
    expect(getComputedStyle(medium).fontSize).toBe('24px');
    expect(getComputedStyle(extraLarge).fontSize).toBe('48px');
  });

  it.each(['qualified', 'qualification_pending', 'validity_pending', 'void', 'queue'] as const)(
    'names the %s icon with the uh prefix',
    (name) => {
      const { container } = render(<AppIcon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('data-icon', `uh-${name}`);
      expect(svg).toHaveClass(`uh-${name}`);
    },
  );

  it('shows its label in a tooltip only after 300 ms', async () => {
    vi.useFakeTimers();
    try {
      render(<AppIcon name="void" label="Void" />);
      fireEvent.mouseOver(screen.getByRole('img', { name: 'Void' }));
      act(() => vi.advanceTimersByTime(250));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Void');
    } finally {
      vi.useRealTimers();
    }
  });
});
