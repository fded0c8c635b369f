import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnyUrlFilter } from '../declarations/types';
import { listFilterSignature } from '../listEngine/queryKeys';
import { useSearchParamsUpdate } from '../routing/useSearchParamsUpdate';
import { readUrlFilters, writeUrlFilters } from './urlFilterValues';

/**
 * The declared filters' values, read from the URL, and a setter writing them back (other query
 * parameters kept). The values object changes only when a filter's value changes — compared per
 * key as comma-separated lists ignoring order (spec §2) — so reordering `tags=2,1` refetches nothing.
 */
export const useUrlFilterValues = (filters: readonly AnyUrlFilter[]) => {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const keys = useMemo(() => filters.map((filter) => filter.key), [filters]);
  const signature = listFilterSignature(searchParams, keys);
  const [read, setRead] = useState(() => ({
    signature,
    values: readUrlFilters(filters, searchParams),
  }));
  let values = read.values;
  if (read.signature !== signature) {
    // A filter changed: read the values again (React's "adjust state while rendering" pattern).
    values = readUrlFilters(filters, searchParams);
    setRead({ signature, values });
  }

  const setValues = useCallback(
    (next: Record<string, unknown>, extra?: (query: URLSearchParams) => void) =>
      updateSearchParams(
        (query) => {
          const written = writeUrlFilters(filters, next, query);
          extra?.(written);
          return written;
        },
        { replace: true },
      ),
    [filters, updateSearchParams],
  );
  // One filter, applied to the URL as it is when the change lands: quick changes of different
  // filters (a debounced search after a chosen tag) never undo each other.
  const setValue = useCallback(
    (key: string, value: unknown, extra?: (query: URLSearchParams) => void) =>
      updateSearchParams(
        (query) => {
          const applied = readUrlFilters(filters, query);
          if (value === undefined) delete applied[key];
          else applied[key] = value;
          const written = writeUrlFilters(filters, applied, query);
          extra?.(written);
          return written;
        },
        { replace: true },
      ),
    [filters, updateSearchParams],
  );
  return [values, setValues, setValue] as const;
};
