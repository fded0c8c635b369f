/** Value helpers shared by the match modes and the sort: one definition of "text", "number", "day". */

export type Getter = (record: unknown) => unknown;

/** Reads `path` from a record: a direct key first, else a dotted path (`client.id`). */
export const makeGetter = (path: string): Getter => {
  const parts = path.split('.');
  return (record) => {
    if (record == null || typeof record !== 'object') return undefined;
    const direct = (record as Record<string, unknown>)[path];
    if (direct !== undefined || parts.length === 1) return direct;
    let current: unknown = record;
    for (const part of parts) {
      if (current == null || typeof current !== 'object') return undefined;
      current = (current as Record<string, unknown>)[part];
    }
    return current;
  };
};

/** Case-insensitive comparison key of a value ('5' and 5 compare equal, so do 'FR' and 'fr'). */
export const textKey = (value: unknown): string =>
  value instanceof Date ? value.toISOString().toLowerCase() : String(value).toLowerCase();

/** A finite number from a number or a numeric string, else undefined. */
export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is a date: a Date, or a string starting like an ISO date. */
export const looksLikeDate = (value: unknown): boolean =>
  value instanceof Date || (typeof value === 'string' && ISO_DATE.test(value));

/**
 * A Date from a Date, an ISO string or epoch milliseconds, else undefined. A date-only string
 * ('2025-11-03') is local midnight, the way a date picker means it (not UTC midnight).
 */
export const toDate = (value: unknown): Date | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    const date = dateOnly
      ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
      : new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return undefined;
};

/** The local calendar day of a date-like value as yyyymmdd, else undefined. */
export const toDay = (value: unknown): number | undefined => {
  const date = toDate(value);
  return date && date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** An "empty" filter value: undefined, null, '', or a list whose items are all empty. */
export const isEmptyFilterValue = (value: unknown): boolean =>
  isBlank(value) || (Array.isArray(value) && value.every(isBlank));

/** A list filter value: an array as is, a comma-separated string split, anything else alone. */
export const toList = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((item) => item.trim());
  return [value];
};
