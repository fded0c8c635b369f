import { normalizeLanguage } from '../../../shared/i18n';
import { wallClock, type WallClock } from '../../../shared/time/zonedTime';

/** Spec §9: word presence counts the calls of the last 6 (months) back from now. */
export const WORD_PRESENCE_MONTHS = 6;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The same wall time `months` earlier; a day the month lacks becomes its last (31 → 30). */
const monthsEarlier = (wall: WallClock, months: number): WallClock => {
  const index = wall.year * 12 + (wall.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...wall, year, month, day: Math.min(wall.day, lastDay) };
};

const format = (wall: WallClock) =>
  `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;

/** `date_range` of the last `months` months up to `now`, as wall times in `timeZone`. */
export const lastMonthsRange = (now: Date, timeZone: string, months = WORD_PRESENCE_MONTHS) => {
  const end = wallClock(now, timeZone);
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
