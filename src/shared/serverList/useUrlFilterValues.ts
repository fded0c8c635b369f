import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnyUrlFilter } from '../declarations/types';
import { changedListFilterKeys } from '../listEngine/queryKeys';
import { readUrlFilters, writeUrlFilters } from './urlFilterValues';

/**
 * The declared filters' values, read from the URL, and a setter writing them back (other query
 * parameters kept). The values object changes only when a filter's value changes — compared per
 * key as comma-separated lists ignoring order (spec §2) — so reordering `tags=2,1` refetches nothing.
 */
export const useUrlFilterValues = (filters: readonly AnyUrlFilter[]) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => filters.map((filter) => filter.key), [filters]);
  const last = useRef<{ query: URLSearchParams; values: Record<string, unknown> }>(undefined);
  const values = useMemo(() => {
    const previous = last.current;
    if (previous && changedListFilterKeys(previous.query, searchParams, keys).length === 0) {
      return previous.values;
    }
    const next = readUrlFilters(filters, searchParams);
    last.current = { query: searchParams, values: next };
    return next;
  }, [filters, keys, searchParams]);

  const setValues = useCallback(
    (next: Record<string, unknown>, extra?: (query: URLSearchParams) => void) =>
      setSearchParams(
        (current) => {
          const query = writeUrlFilters(filters, next, current);
          extra?.(query);
          return query;
        },
        { replace: true },
      ),
    [filters, setSearchParams],
  );
  return [values, setValues] as const;
};
