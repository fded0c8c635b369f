import { useCallback, useMemo, useState } from 'react';
import type { ListControllerResult } from 'react-admin';
import type { AnyUrlFilter } from '../declarations/types';
import { useUrlFilterValues } from './useUrlFilterValues';

/** What a filter bar reads and sets: the filter part of react-admin's list controller. */
export type UrlFilterState = Pick<
  ListControllerResult,
  'filterValues' | 'setFilters' | 'displayedFilters' | 'showFilter' | 'hideFilter'
>;

/**
 * Declared filters held by the URL, as a filter bar uses them: their values, a setter (a new
 * value sends a paged list back to its first page), and which optional filters are shown.
 */
export const useUrlFilterState = (filters: readonly AnyUrlFilter[]): UrlFilterState => {
  const [filterValues, setFilterValues] = useUrlFilterValues(filters);
  const [shownFilters, setShownFilters] = useState<Record<string, boolean>>({});
  const setFilters = useCallback(
    (values: Record<string, unknown>) => setFilterValues(values, (next) => next.delete('page')),
    [setFilterValues],
  );
  const displayedFilters = useMemo(
    () => ({
      ...shownFilters,
      ...Object.fromEntries(Object.keys(filterValues).map((key) => [key, true])),
    }),
    [filterValues, shownFilters],
  );
  return {
    filterValues,
    setFilters,
    displayedFilters,
    showFilter: (key: string) => setShownFilters((shown) => ({ ...shown, [key]: true })),
    hideFilter: (key: string) => {
      setShownFilters((shown) => ({ ...shown, [key]: false }));
      const { [key]: _removed, ...rest } = filterValues;
      setFilters(rest);
    },
  };
};
