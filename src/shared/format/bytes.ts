import { numberFormat } from './numberFormat';
import { round2 } from './round';

/** 1024-based units (spec §9). */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** The same units in French (octet, kilo-octet, ...). */
const UNITS_BY_LANGUAGE: Record<string, readonly string[]> = {
  fr: ['o', 'Ko', 'Mo', 'Go', 'To', 'Po'],
};

/**
 * A byte count in 1024-based units, rounded to 2 decimals: 1536 → "1.5 KB", 0 → "0 B".
 * Numbers and units follow the locale ("1,5 Ko" in French).
 */
export const formatBytes = (bytes: number, locale = 'en'): string => {
  if (!Number.isFinite(bytes)) return '';
  const units = UNITS_BY_LANGUAGE[locale.split('-')[0]] ?? BYTE_UNITS;
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = numberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(
    round2(value),
  );
  return `${sign}${number} ${units[unit]}`;
};
