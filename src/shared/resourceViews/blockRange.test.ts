import { describe, expect, it } from 'vitest';
import { blockRange } from './blockRange';

const range = (startIndex: number, endIndex: number, count = 10_000, overscan = 4) => ({
  startIndex,
  endIndex,
  overscan,
  count,
});

describe('blockRange', () => {
  it('renders the rows in view and at least the overscan around them, in whole blocks', () => {
    const rows = blockRange(range(100, 126), 8);
    expect(rows[0]).toBe(96);
    expect(rows.at(-1)).toBe(135);
    expect(rows).toEqual(Array.from({ length: 40 }, (_, at) => 96 + at));
  });

  it('keeps the same rows while the view moves within a block', () => {
    const at = (start: number) => blockRange(range(start, start + 26), 8);
    expect(at(101)).toEqual(at(100));
    expect(at(105)).toEqual(at(100));
    // Row 132 in view: fewer than 4 rendered below it, the next block comes.
    expect(at(106).at(-1)).toBe(143);
  });

  it('stops at the first and the last row', () => {
    expect(blockRange(range(0, 26, 30), 8)).toEqual(Array.from({ length: 30 }, (_, at) => at));
    expect(blockRange(range(0, 0, 0), 8)).toEqual([]);
  });
});
