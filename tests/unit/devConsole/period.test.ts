import { describe, expect, it } from 'vitest';
import {
  defaultInterval,
  intervalsOf,
  periodCodec,
  periodInstants,
} from '../../../src/resources/dev-console/common/period';
import { zonedHourStart, zonedMidnight } from '../../../src/shared/time/zonedTime';

// The Console's periods in the user's time zone, across clock changes and half-hour zones.

const iso = (date: Date) => date.toISOString();

describe('zoned time', () => {
  it('finds the instant a local day starts, on either side of a clock change', () => {
    expect(iso(zonedMidnight('2025-03-30', 'Europe/Paris'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(zonedMidnight('2025-03-31', 'Europe/Paris'))).toBe('2025-03-30T22:00:00.000Z');
    expect(iso(zonedMidnight('2025-01-31', 'America/New_York'))).toBe('2025-01-31T05:00:00.000Z');
  });

  it('finds the start of the local hour, half-hour zones included', () => {
    const instant = new Date('2025-01-01T10:45:12.345Z');
    expect(iso(zonedHourStart(instant, 'Asia/Kolkata'))).toBe('2025-01-01T10:30:00.000Z');
    expect(iso(zonedHourStart(instant, 'Europe/Paris'))).toBe('2025-01-01T10:00:00.000Z');
  });
});

describe('Console periods', () => {
  const now = new Date('2025-03-31T10:20:00Z');

  it('reads and writes presets and custom days (in either order)', () => {
    expect(periodCodec.parse('last24h')).toEqual({ preset: 'last24h' });
    expect(periodCodec.parse('2025-03-30,2025-03-01')).toEqual({
      begin: '2025-03-01',
      end: '2025-03-30',
    });
    expect(periodCodec.parse('2025-02-30,2025-03-01')).toBeUndefined();
    expect(periodCodec.format({ begin: '2025-03-01', end: '2025-03-30' })).toBe(
      '2025-03-01,2025-03-30',
    );
  });

  it('covers whole local days, or the last 24 wall-clock hours', () => {
    const days = periodInstants({ begin: '2025-03-29', end: '2025-03-30' }, 'Europe/Paris', now);
    expect([iso(days.from), iso(days.to)]).toEqual([
      '2025-03-28T23:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
    ]);
    const week = periodInstants({ preset: 'last7days' }, 'Europe/Paris', now);
    expect([iso(week.from), iso(week.to)]).toEqual([
      '2025-03-24T23:00:00.000Z',
      '2025-03-31T22:00:00.000Z',
    ]);
    const hours = periodInstants({ preset: 'last24h' }, 'Europe/Paris', now);
    expect([iso(hours.from), iso(hours.to)]).toEqual([
      '2025-03-30T11:00:00.000Z',
      '2025-03-31T11:00:00.000Z',
    ]);
  });

  it('opens a period with a fitting interval and offers hours up to a month', () => {
    expect(defaultInterval({ preset: 'last24h' })).toBe('hour');
    expect(defaultInterval({ preset: 'last30days' })).toBe('day');
    expect(defaultInterval({ begin: '2025-01-01', end: '2025-06-30' })).toBe('week');
    expect(intervalsOf({ begin: '2025-01-01', end: '2025-06-30' })).toEqual(['day', 'week']);
  });
});
