import { describe, expect, it } from 'vitest';
import { formatBytes, formatClock, formatHumanDuration, round2 } from '.';

describe('round2 (spec §9: 2 decimals)', () => {
  it.each([
    [1.005, 1.01],
    [2.345, 2.35],
    [2.344, 2.34],
    [2, 2],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
  ])('%d → %d', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it('leaves NaN and infinities alone', () => {
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Infinity)).toBe(Infinity);
  });
});

describe('formatBytes (spec §9: 1024-based units)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1024 ** 3 * 2.345, '2.35 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 6, '1024 PB'],
    [-2048, '-2 KB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('writes numbers and units the locale’s way', () => {
    expect(formatBytes(1536, 'fr')).toBe('1,5 Ko');
    expect(formatBytes(1023, 'fr')).toBe('1023 o');
    expect(formatBytes(1024 ** 3 * 2.345, 'fr-FR')).toBe('2,35 Go');
  });
});

describe('formatClock (spec §9: hh:mm:ss)', () => {
  it.each([
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [3723, '01:02:03'],
    [90000, '25:00:00'],
    [-61, '-00:01:01'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('formatHumanDuration (spec §9: human form)', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [90, '1 min 30 s'],
    [3600, '1 h'],
    [3723, '1 h 2 min 3 s'],
    [93784, '1 d 2 h 3 min 4 s'],
  ])('%d s → %s', (seconds, expected) => {
    expect(formatHumanDuration(seconds)).toBe(expected);
  });

  it('uses "j" for days in French', () => {
    expect(formatHumanDuration(86400 + 60, 'fr')).toBe('1 j 1 min');
  });
});
