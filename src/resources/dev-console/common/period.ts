import type { UrlCodec } from '../../../shared/serverList/codecs';
import { addDays, todayIn } from '../../../shared/serverList/ranges';
import { zonedHourStart, zonedMidnight } from '../../../shared/time/zonedTime';

// The period of a Console dashboard, as the URL holds it (`dateRange=last7days` or
// `dateRange=2025-11-01,2025-11-30`), and the instants it covers in the user's time zone.

export const PERIOD_PRESETS = ['last24h', 'last7days', 'last30days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** A preset relative to now, or whole days from `begin` to `end` (YYYY-MM-DD, both included). */
export type Period = { preset: PeriodPreset } | { begin: string; end: string };

export const INTERVALS = ['hour', 'day', 'week'] as const;
export type Interval = (typeof INTERVALS)[number];

/** What a dashboard opened without a period shows (written into the URL on entry). */
export const DEFAULT_PERIOD: Period = { preset: 'last7days' };

const HOUR_MS = 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) =>
  DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export const periodCodec: UrlCodec<Period> = {
  parse: (text) => {
    const preset = PERIOD_PRESETS.find((name) => name === text.trim());
    if (preset) return { preset };
    const days = text.split(',').map((day) => day.trim());
    if (days.length !== 2 || !days.every(realDay)) return undefined;
    const [begin, end] = [...days].sort();
    return { begin, end };
  },
  format: (value) => ('preset' in value ? value.preset : `${value.begin},${value.end}`),
};

/** The days a period covers in `timeZone` at `now` (the last 24 hours: yesterday and today). */
export const periodDays = (period: Period, timeZone: string, now: Date) => {
  if (!('preset' in period)) return period;
  const today = todayIn(timeZone, now);
  const back = { last24h: 1, last7days: 6, last30days: 29 }[period.preset];
  return { begin: addDays(today, -back), end: today };
};

/**
 * The instants `[from, to)` of a period: the last 24 whole hours of the wall clock (the current
 * one included), or whole local days.
 */
export const periodInstants = (period: Period, timeZone: string, now: Date) => {
  if ('preset' in period && period.preset === 'last24h') {
    const to = zonedHourStart(now, timeZone).getTime() + HOUR_MS;
    return { from: new Date(to - 24 * HOUR_MS), to: new Date(to) };
  }
  const { begin, end } = periodDays(period, timeZone, now);
  return { from: zonedMidnight(begin, timeZone), to: zonedMidnight(addDays(end, 1), timeZone) };
};

const dayCount = ({ begin, end }: { begin: string; end: string }) =>
  Math.round((Date.parse(end) - Date.parse(begin)) / (24 * HOUR_MS)) + 1;

/** The intervals that suit a period: hours up to 31 days (the service draws 2,000 at most). */
export const intervalsOf = (period: Period): readonly Interval[] =>
  'preset' in period || dayCount(period) <= 31 ? INTERVALS : ['day', 'week'];

/** The interval a period opens with: hours for a day or two, weeks beyond three months. */
export const defaultInterval = (period: Period): Interval => {
  if ('preset' in period) return period.preset === 'last24h' ? 'hour' : 'day';
  const days = dayCount(period);
  return days <= 2 ? 'hour' : days <= 92 ? 'day' : 'week';
};
