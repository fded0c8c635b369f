import { normalizeLanguage } from '../../../shared/i18n';

/** Spec §9: word presence counts the calls of the last 6 (months) back from now. */
export const WORD_PRESENCE_MONTHS = 6;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall-clock time of `date` in `timeZone`. */
const wallTimeOf = (date: Date, timeZone: string): WallTime => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
};

/** The same wall time `months` earlier; a day the month lacks becomes its last (31 → 30). */
const monthsEarlier = (wall: WallTime, months: number): WallTime => {
  const index = wall.year * 12 + (wall.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...wall, year, month, day: Math.min(wall.day, lastDay) };
};

const format = (wall: WallTime) =>
  `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;

/** `date_range` of the last `months` months up to `now`, as wall times in `timeZone`. */
export const lastMonthsRange = (now: Date, timeZone: string, months = WORD_PRESENCE_MONTHS) => {
  const end = wallTimeOf(now, timeZone);
  return { begin: format(monthsEarlier(end, months)), end: format(end) };
};

/**
 * The word-presence search body (spec §3, §9): size 0 (only `_total`), the word, the last 6
 * months in the user's time zone, the dictionary's language.
 */
export const wordPresenceBody = (
  word: string,
  { lang, timeZone, now = new Date() }: { lang: string; timeZone: string; now?: Date },
) => ({
  date_range: lastMonthsRange(now, timeZone),
  lang: normalizeLanguage(lang),
  search: word,
  size: 0,
  timezone: timeZone,
});
