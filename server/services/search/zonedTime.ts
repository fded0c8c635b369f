// Wall-clock times in an IANA time zone ↔ instants, with the runtime's time-zone data (Intl), so
// that "2025-03-01" in Europe/Paris means the same instant on PGlite, PostgreSQL or a search engine.

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time-zone name the runtime knows (`Europe/Paris`, `UTC`, ...). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in a time zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    millisecond: instant.getUTCMilliseconds(),
  };
}

const asUtcMs = (time: WallTime) =>
  Date.UTC(
    time.year,
    time.month - 1,
    time.day,
    time.hour,
    time.minute,
    time.second,
    time.millisecond,
  );

/** Offset of the zone from UTC at an instant, in ms (Paris in winter: +3 600 000). */
const offsetAt = (instantMs: number, timeZone: string) =>
  asUtcMs(wallTimeOf(new Date(instantMs), timeZone)) - instantMs;

/**
 * The instant a wall-clock time denotes in a time zone. Around a DST change the second pass
 * settles on the offset in force at the result; a time skipped by the change moves forward.
 */
export function instantOf(time: WallTime, timeZone: string): Date {
  const wall = asUtcMs(time);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
