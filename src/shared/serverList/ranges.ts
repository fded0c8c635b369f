import { zonedFormat } from '../time/zonedFormat';
import type { UrlCodec } from './codecs';

// Date and number ranges in the URL: `dateRange=last7days` or `dateRange=2025-11-01,2025-11-30`;
// `durationRange=60,300`, `60,*`, `*,300`. Both read in either order (spec §2 compares the lists
// ignoring order).

export const DATE_PRESETS = ['today', 'last7days', 'last30days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset relative to today, or whole days from `begin` to `end` (YYYY-MM-DD, both included). */
export type DateRange = { preset: DatePreset } | { begin: string; end: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export const dateRangeCodec: UrlCodec<DateRange> = {
  parse: (text) => {
    const value = text.trim();
    const preset = DATE_PRESETS.find((name) => name === value);
    if (preset) return { preset };
    const days = value.split(',').map((day) => day.trim());
    if (days.length !== 2 || !days.every(realDay)) return undefined;
    const [begin, end] = [...days].sort();
    return { begin, end };
  },
  format: (value) => ('preset' in value ? value.preset : `${value.begin},${value.end}`),
};

/** A day as YYYY-MM-DD (en-CA writes dates so). */
const DAY_FORMAT: Intl.DateTimeFormatOptions = {};

/** Today's date (YYYY-MM-DD) in a time zone. */
export const todayIn = (timeZone: string, now: Date): string =>
  zonedFormat('en-CA', DAY_FORMAT, timeZone).format(now);

/** `day` moved by `days` (calendar days, whatever the time zone). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The days a range covers, presets resolved in `timeZone` at `now`. */
export const resolveDateRange = (
  range: DateRange,
  timeZone: string,
  now: Date,
): { begin: string; end: string } => {
  if (!('preset' in range)) return range;
  const today = todayIn(timeZone, now);
  const back = { today: 0, last7days: 6, last30days: 29 }[range.preset];
  return { begin: addDays(today, -back), end: today };
};

/** A range of numbers; either bound may be open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

const bound = (text: string) => {
  if (text === '*' || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
};

export const numberRangeCodec: UrlCodec<NumberRange> = {
  parse: (text) => {
    const parts = text.split(',').map((part) => part.trim());
    if (parts.length !== 2) return undefined;
    const [first, second] = parts.map(bound);
    if (Number.isNaN(first) || Number.isNaN(second)) return undefined;
    if (first === undefined && second === undefined) return undefined;
    if (first !== undefined && second !== undefined) {
      return { min: Math.min(first, second), max: Math.max(first, second) };
    }
    return { min: first, max: second };
  },
  format: (value) =>
    value.min === undefined && value.max === undefined
      ? ''
      : `${value.min ?? '*'},${value.max ?? '*'}`,
};
