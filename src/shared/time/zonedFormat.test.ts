import { zonedFormat } from './zonedFormat';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const instant = new Date('2026-11-28T23:30:00Z');

describe('zonedFormat', () => {
  it('writes the moment in the zone asked, and gives the same format for the same request', () => {
    expect(zonedFormat('en-CA', DAY, 'Asia/Tokyo').format(instant)).toBe('2026-11-29');
    expect(zonedFormat('en-CA', DAY, 'UTC').format(instant)).toBe('2026-11-28');
    expect(zonedFormat('en-CA', DAY, 'Asia/Tokyo')).toBe(zonedFormat('en-CA', DAY, 'Asia/Tokyo'));
  });

  it('falls back to the browser’s zone for a zone name it does not know', () => {
    const unknown = zonedFormat('en-CA', DAY, 'Mars/Olympus_Mons');
    expect(unknown.resolvedOptions().timeZone).toBe(
      new Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
