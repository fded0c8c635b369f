import { instantOf, type WallTime } from './zonedTime';

/**
 * A bound of a search's `date_range`: a day (`2025-11-03`), a wall-clock date-time without offset
 * (`2025-11-03T08:30`, read in the request's `timezone`), or an instant (`…Z`, `…+01:00`).
 */
export type DateBound =
  | { kind: 'day'; wall: WallTime }
  | { kind: 'wall'; wall: WallTime }
  | { kind: 'instant'; instant: Date };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

/** The wall time of the matched parts, or undefined when it is no real date (2025-02-30). */
function wallTime(parts: RegExpExecArray): WallTime | undefined {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const millisecond = Number((parts[7] ?? '').padEnd(3, '0').slice(0, 3));
  const wall = { year, month, day, hour, minute, second, millisecond } as WallTime;
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, hour, minute, second));
  const real =
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() === wall.month - 1 &&
    check.getUTCDate() === wall.day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return real ? wall : undefined;
}

export function parseDateBound(text: string): DateBound | undefined {
  const day = DAY.exec(text);
  if (day) {
    const wall = wallTime(day);
    return wall && { kind: 'day', wall };
  }
  const local = WALL.exec(text);
  if (local) {
    const wall = wallTime(local);
    return wall && { kind: 'wall', wall };
  }
  const instant = INSTANT.exec(text);
  if (instant && wallTime(instant)) {
    const [, year, month, day, hour, minute, second = '00', fraction = '0', offset] = instant;
    const ms = fraction.padEnd(3, '0').slice(0, 3);
    const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.${ms}${offset.toUpperCase()}`;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? undefined : { kind: 'instant', instant: date };
  }
  return undefined;
}

/** First instant of the range (included). */
export function rangeStart(bound: DateBound, timeZone: string): Date {
  return bound.kind === 'instant' ? bound.instant : instantOf(bound.wall, timeZone);
}

/** End of the range (excluded): a day bound includes that whole day. */
export function rangeEnd(bound: DateBound, timeZone: string): Date {
  if (bound.kind === 'instant') return bound.instant;
  if (bound.kind === 'wall') return instantOf(bound.wall, timeZone);
  const next = new Date(Date.UTC(bound.wall.year, bound.wall.month - 1, bound.wall.day + 1));
  return instantOf(
    {
      ...bound.wall,
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    },
    timeZone,
  );
}
