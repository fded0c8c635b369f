// Wall-clock times in a time zone (the user's `timeZone` setting, spec §3) and the instants they
// fall on: a day in Paris starts at 23:00 or 22:00 UTC, an hour in Kolkata at half past.

import { zonedFormat } from './zonedFormat';

const HOUR_MS = 3_600_000;
/** The zone's wall clock, as parts (en-US: numeric parts every browser writes alike). */
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const wallFormat = (timeZone: string) => zonedFormat('en-US', WALL_CLOCK, timeZone);

/** A wall-clock time, as its numeric parts (month 1–12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of `instant` in `timeZone` (to the second). */
export const wallClock = (instant: Date, timeZone: string): WallClock => {
  const part = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const { year, month, day, hour, minute, second } = part;
  return { year, month, day, hour, minute, second };
};

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export const zoneOffset = (instant: Date, timeZone: string): number => {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const { year, month, day, hour, minute, second } = wallClock(new Date(seconds), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - seconds;
};

/** The instant a day (YYYY-MM-DD) starts in `timeZone`. */
export const zonedMidnight = (day: string, timeZone: string): Date => {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - zoneOffset(new Date(wall), timeZone);
  // Again with the offset at the guess: right across a clock change.
  return new Date(wall - zoneOffset(new Date(guess), timeZone));
};

/** The instant the wall-clock hour holding `instant` started in `timeZone`. */
export const zonedHourStart = (instant: Date, timeZone: string): Date => {
  const wall = instant.getTime() + zoneOffset(instant, timeZone);
  const start = wall - (((wall % HOUR_MS) + HOUR_MS) % HOUR_MS);
  return new Date(start - zoneOffset(instant, timeZone));
};
