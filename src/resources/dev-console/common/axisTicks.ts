import { numberFormat } from '../../../shared/format';
import { known, withUnit, type FormatName, type Formatter } from './formatters';

// Axis ticks: shorter than the values in tooltips — compact numbers, a duration in one unit.

const compact = { notation: 'compact' } as const;

const ms: Formatter = (value, locale) =>
  known(value) && Math.abs(value) >= 1000
    ? withUnit('s')(value / 1000, locale)
    : withUnit('ms', 0)(value, locale);

const seconds: Formatter = (value, locale) => {
  if (!known(value)) return '';
  if (Math.abs(value) >= 3600) return withUnit('h')(value / 3600, locale);
  if (Math.abs(value) >= 60) return withUnit('min')(value / 60, locale);
  return withUnit('s')(value, locale);
};

export const TICKS: Record<FormatName, Formatter> = {
  count: (value, locale) => (known(value) ? numberFormat(locale, compact).format(value) : ''),
  share: (value, locale) =>
    known(value)
      ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value)
      : '',
  ms,
  seconds,
  minutes: withUnit('min', 1, compact),
  hours: withUnit('h', 1, compact),
};
