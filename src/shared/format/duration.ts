const pad = (value: number) => String(value).padStart(2, '0');

const parts = (totalSeconds: number) => {
  const seconds = Math.floor(Math.abs(totalSeconds));
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor((seconds % 86400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
};

/**
 * A duration in seconds as a clock, hh:mm:ss (spec §9): 3723 → "01:02:03"; hours go past 24
 * (90000 → "25:00:00"); fractions of a second are dropped.
 */
export const formatClock = (totalSeconds: number): string => {
  if (!Number.isFinite(totalSeconds)) return '';
  const { days, hours, minutes, seconds } = parts(totalSeconds);
  const sign = totalSeconds <= -1 ? '-' : '';
  return `${sign}${pad(days * 24 + hours)}:${pad(minutes)}:${pad(seconds)}`;
};

const DAY_UNIT: Record<string, string> = { fr: 'j' };

/**
 * A duration in seconds in human form (spec §9): 3723 → "1 h 2 min 3 s", 90 → "1 min 30 s",
 * 0 → "0 s"; zero parts are left out; days are "d" ("j" in French).
 */
export const formatHumanDuration = (totalSeconds: number, locale = 'en'): string => {
  if (!Number.isFinite(totalSeconds)) return '';
  const { days, hours, minutes, seconds } = parts(totalSeconds);
  const dayUnit = DAY_UNIT[locale.split('-')[0]] ?? 'd';
  const text = [
    [days, dayUnit],
    [hours, 'h'],
    [minutes, 'min'],
    [seconds, 's'],
  ]
    .filter(([value]) => value !== 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
  if (text === '') return '0 s';
  return totalSeconds <= -1 ? `-${text}` : text;
};
