import { describe, expect, it } from 'vitest';
import {
  parseDateBound,
  rangeEnd,
  rangeStart,
  type DateBound,
} from '../../server/services/search/dateRange';
import { instantOf, isTimeZone, wallTimeOf } from '../../server/services/search/zonedTime';

// How the search reads date_range bounds with the request's timezone.
const bound = (text: string) => parseDateBound(text) as DateBound;
const iso = (date: Date) => date.toISOString();

describe('parseDateBound', () => {
  it.each([
    ['2025-11-03', 'day'],
    ['2025-11-03T08:30', 'wall'],
    ['2025-11-03 08:30:15.250', 'wall'],
    ['2025-11-03T08:30:00Z', 'instant'],
    ['2025-11-03T08:30:00.123+01:00', 'instant'],
  ])('%s is a %s', (text, kind) => {
    expect(parseDateBound(text)?.kind).toBe(kind);
  });

  it.each([
    '',
    'yesterday',
    '2025-02-30',
    '2025-13-01',
    '2025-11-03T25:00',
    '2025-11-03T08:30+25:00',
    '03/11/2025',
    '2025-11-03T08:30:00+0100',
  ])('refuses %j', (text) => {
    expect(parseDateBound(text)).toBeUndefined();
  });
});

describe('ranges in a time zone', () => {
  it('reads days and wall-clock times in the zone, winter and summer', () => {
    expect(iso(rangeStart(bound('2025-01-15'), 'Europe/Paris'))).toBe('2025-01-14T23:00:00.000Z');
    expect(iso(rangeStart(bound('2025-07-15'), 'Europe/Paris'))).toBe('2025-07-14T22:00:00.000Z');
    expect(iso(rangeStart(bound('2025-07-15T08:30'), 'Europe/Paris'))).toBe(
      '2025-07-15T06:30:00.000Z',
    );
    expect(iso(rangeStart(bound('2025-07-15'), 'UTC'))).toBe('2025-07-15T00:00:00.000Z');
    expect(iso(rangeStart(bound('2025-07-15'), 'America/New_York'))).toBe(
      '2025-07-15T04:00:00.000Z',
    );
  });

  it('ends a day range at the start of the next day, across month and DST changes', () => {
    expect(iso(rangeEnd(bound('2025-01-31'), 'Europe/Paris'))).toBe('2025-01-31T23:00:00.000Z');
    // 30 March 2025: Paris goes from UTC+1 to UTC+2 at 02:00.
    expect(iso(rangeEnd(bound('2025-03-29'), 'Europe/Paris'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(rangeEnd(bound('2025-03-30'), 'Europe/Paris'))).toBe('2025-03-30T22:00:00.000Z');
    expect(iso(rangeEnd(bound('2025-12-31'), 'UTC'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('keeps instants with an offset whatever the zone', () => {
    const offset = bound('2025-07-15T08:30:00+02:00');
    expect(iso(rangeStart(offset, 'Pacific/Auckland'))).toBe('2025-07-15T06:30:00.000Z');
    expect(iso(rangeEnd(offset, 'UTC'))).toBe('2025-07-15T06:30:00.000Z');
  });
});

describe('zoned time', () => {
  it('round-trips wall-clock times and knows time-zone names', () => {
    const instant = new Date('2025-10-26T00:30:00Z');
    const wall = wallTimeOf(instant, 'Europe/Paris');
    expect(wall).toMatchObject({ year: 2025, month: 10, day: 26, hour: 2, minute: 30 });
    expect(
      iso(instantOf(wallTimeOf(new Date('2025-06-01T10:00:00Z'), 'Asia/Tokyo'), 'Asia/Tokyo')),
    ).toBe('2025-06-01T10:00:00.000Z');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
