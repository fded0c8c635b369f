import type { AnyUrlFilter } from '../declarations/types';

/** The declared filters' values in a URL query (unset or unreadable ones left out). */
export const readUrlFilters = (
  filters: readonly AnyUrlFilter[],
  query: URLSearchParams,
): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    const text = query.get(filter.key);
    if (text === null || text.trim() === '') continue;
    const value = filter.parse(text);
    if (value !== undefined) values[filter.key] = value;
  }
  return values;
};

/**
 * The query with the declared filters set to `values` (a filter without a value, or formatted as
 * '', loses its key); every other parameter (language, page...) is kept.
 */
export const writeUrlFilters = (
  filters: readonly AnyUrlFilter[],
  values: Readonly<Record<string, unknown>>,
  query: URLSearchParams,
): URLSearchParams => {
  const next = new URLSearchParams(query);
  for (const filter of filters) {
    const value = values[filter.key];
    const text = value === undefined || value === null ? '' : filter.format(value);
    if (text === '') next.delete(filter.key);
    else next.set(filter.key, text);
  }
  return next;
};
