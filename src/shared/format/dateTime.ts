import { zonedFormat } from '../time/zonedFormat';

/**
 * How the console writes a moment: `short` in lists and detail rows ("Nov 20, 2026, 7:00 PM",
 * "20 nov. 2026, 19:00"), `full` in tooltips, with the time zone's name.
 */
export type DateTimeStyle = 'short' | 'full';

const STYLES: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'medium', timeStyle: 'short' },
  full: { dateStyle: 'full', timeStyle: 'long' },
};

/** The format of `locale` in `timeZone` (the locale's own zone when the name is unknown). */
export const dateTimeFormat = (
  locale: string,
  timeZone: string,
  style: DateTimeStyle = 'short',
): Intl.DateTimeFormat => zonedFormat(locale, STYLES[style], timeZone);

/** A moment from an ISO string, epoch milliseconds or a Date; undefined when empty or invalid. */
export const toDate = (value: unknown): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** Seconds from `start` to `end` (e.g. a build's duration); undefined unless both are moments. */
export const secondsBetween = (start: unknown, end: unknown): number | undefined => {
  const from = toDate(start);
  const to = toDate(end);
  return from && to ? (to.getTime() - from.getTime()) / 1000 : undefined;
};
