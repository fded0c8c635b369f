import { round2 } from './round';

/** 1024-based units (spec §9). */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A byte count in 1024-based units, rounded to 2 decimals: 1536 → "1.5 KB", 0 → "0 B".
 * Numbers follow the locale ("1,5 KB" in French).
 */
export const formatBytes = (bytes: number, locale = 'en'): string => {
  if (!Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(round2(value));
  return `${sign}${number} ${BYTE_UNITS[unit]}`;
};
