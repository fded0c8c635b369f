import type { SortSpec } from './types';
import { looksLikeDate, makeGetter, toDate } from './values';

type SortKey = number | string | null;

/** Numbers, booleans and dates sort as numbers; other values as text; missing values are null. */
const toSortKey = (value: unknown): SortKey => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (looksLikeDate(value)) {
    const time = toDate(value)?.getTime();
    if (time !== undefined) return time;
  }
  return Array.isArray(value) ? value.join(', ') : String(value);
};

/** Sorted copies, per source list (a whole list fetched once is sorted once, not per keystroke). */
const cache = new WeakMap<readonly unknown[], Map<string, unknown[]>>();

/**
 * Sorts a copy of `records` by `sort.field` (a dotted path allowed): strings with a locale-aware,
 * case-insensitive, numeric-aware collation; numbers and dates by value (numbers before text when
 * mixed); missing values last in both orders. Stable. The result is cached per input array.
 */
export const sortRecords = <T>(records: readonly T[], sort: SortSpec, locale?: string): T[] => {
  const cacheKey = `${sort.field}\u0000${sort.order}\u0000${locale ?? ''}`;
  const cached = cache.get(records)?.get(cacheKey);
  if (cached) return cached as T[];

  const get = makeGetter(sort.field);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const direction = sort.order === 'DESC' ? -1 : 1;
  const keyed = records.map((record, index) => ({ record, index, key: toSortKey(get(record)) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    }
    let order: number;
    if (typeof a.key === 'number' && typeof b.key === 'number') order = a.key - b.key;
    else if (typeof a.key === 'string' && typeof b.key === 'string') {
      order = collator.compare(a.key, b.key);
    } else order = typeof a.key === 'number' ? -1 : 1;
    return order === 0 ? a.index - b.index : order * direction;
  });
  const sorted = keyed.map(({ record }) => record);

  const perList = cache.get(records) ?? new Map<string, unknown[]>();
  perList.set(cacheKey, sorted);
  cache.set(records, perList);
  return sorted;
};
