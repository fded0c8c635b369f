import { describe, expect, it } from 'vitest';
import { numberFormat } from './numberFormat';

describe('numberFormat', () => {
  it('formats in the language and options asked', () => {
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(1234.5)).toBe('1,235');
    // A no-break space before the sign (which one depends on the ICU version).
    expect(
      numberFormat('fr', { style: 'percent', maximumFractionDigits: 1 }).format(0.125),
    ).toMatch(/^12,5\s%$/);
  });

  it('builds each format once: the same language and options give the same one', () => {
    const first = numberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('fr', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(first);
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 0 })).not.toBe(first);
  });
});
