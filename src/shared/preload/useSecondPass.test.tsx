import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSecondPass } from './useSecondPass';

describe('useSecondPass', () => {
  it('is false in the first render, committed as such, then true in the next', async () => {
    const seen: boolean[] = [];
    const committed: string[] = [];
    const Part = () => {
      const second = useSecondPass();
      seen.push(second);
      return (
        <p ref={(element) => void (element && committed.push(element.textContent ?? ''))}>
          {second ? 'all' : 'first'}
        </p>
      );
    };
    render(<Part />);
    expect(await screen.findByText('all')).toBeTruthy();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    // The first render reached the page before the second began.
    expect(committed[0]).toBe('first');
  });
});
