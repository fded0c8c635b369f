import { formatHumanDuration, numberFormat } from '../../../shared/format';
import { zonedFormat } from '../../../shared/time/zonedFormat';
import type { Interval } from './period';

// How the Console's figures read, in the UI language: counts, shares, durations, bucket names.

export type Formatter = (value: number | null | undefined, locale: string) => string;
const EMPTY = '—';
export const known = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** A number then its unit symbol (the same in English and French): "594 ms", "26,1 s". */
export const withUnit =
  (symbol: string, digits = 1, options: Intl.NumberFormatOptions = {}): Formatter =>
  (value, locale) => {
    if (!known(value)) return EMPTY;
    const fraction = Math.abs(value) >= 100 ? 0 : digits;
    const number = numberFormat(locale, { maximumFractionDigits: fraction, ...options });
    return `${number.format(value)}\u00a0${symbol}`;
  };

const count: Formatter = (value, locale) =>
  known(value) ? numberFormat(locale, { maximumFractionDigits: 0 }).format(value) : EMPTY;

const share: Formatter = (value, locale) =>
  known(value)
    ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value)
    : EMPTY;

/** Seconds, and from a minute on in human form ("2 min 5 s"). */
const seconds: Formatter = (value, locale) => {
  if (!known(value)) return EMPTY;
  return value < 60 ? withUnit('s')(value, locale) : formatHumanDuration(Math.round(value), locale);
};

export const FORMATS = {
  count,
  share,
  seconds,
  ms: withUnit('ms', 0),
  minutes: withUnit('min'),
  hours: withUnit('h'),
} satisfies Record<string, Formatter>;

export type FormatName = keyof typeof FORMATS;

const BUCKET_STYLE: Record<Interval, Intl.DateTimeFormatOptions> = {
  hour: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** A bucket's local start (`2025-01-31T00:00:00`, wall time) as an axis names it. */
export const bucketName = (key: string, interval: Interval, locale: string): string => {
  const wall = new Date(`${key}Z`);
  if (Number.isNaN(wall.getTime())) return key;
  return zonedFormat(locale, BUCKET_STYLE[interval], 'UTC').format(wall);
};
