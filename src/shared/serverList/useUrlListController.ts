import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  useGetList,
  useGetResourceLabel,
  useRecordSelection,
  useResourceContext,
  useTranslate,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useSearchParamsUpdate } from '../routing/useSearchParamsUpdate';
import type { Resource } from '../declarations/types';
import { useSetting } from '../settings';
import { urlListPaging } from './urlListParams';
import { useUrlFilterState } from './useUrlFilterState';

export { DEFAULT_PER_PAGE_OPTIONS } from './urlListParams';

/**
 * react-admin's list controller for a server-paged declaration, with everything in the URL: each
 * declared filter under its own query key, `page`, `perPage`, `sort` and `order` — so a copied or
 * reloaded URL shows the same rows. The filter values go to the data provider as they are; it
 * builds the request (with the user's time zone, passed in `meta`).
 */
export const useUrlListController = <RecordType extends RaRecord = RaRecord>(
  declaration: Resource,
): ListControllerResult<RecordType> => {
  const resource = useResourceContext() ?? declaration.name;
  const data = declaration.data;
  if (data.shape !== 'serverPaged') throw new Error(`${declaration.name} is not server-paged`);
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const filterState = useUrlFilterState(data.filters);
  const { filterValues } = filterState;
  const [timeZone] = useSetting('timeZone');
  const paging = urlListPaging(declaration, searchParams);
  const { page, perPage } = paging;
  const { field: sortField, order: sortOrder } = paging.sort;
  const sort = useMemo<SortPayload>(
    () => ({ field: sortField, order: sortOrder }),
    [sortField, sortOrder],
  );
  const [selectedIds, selection] = useRecordSelection<RecordType>({ resource });
  // The page title in the app bar, as react-admin's own list controller words it.
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const defaultTitle = translate(`resources.${resource}.page.list`, {
    _: translate('ra.page.list', { name: getResourceLabel(resource, 2) }),
  });

  const query = useGetList<RecordType>(
    resource,
    { pagination: { page, perPage }, sort, filter: filterValues, meta: { timeZone } },
    { placeholderData: keepPreviousData },
  );

  const setParam = useCallback(
    (changes: Record<string, string | undefined>) =>
      updateSearchParams(
        (query) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) query.delete(key);
            else query.set(key, value);
          }
        },
        { replace: true },
      ),
    [updateSearchParams],
  );
  const total = query.total;
  return {
    sort,
    data: query.data,
    total,
    meta: query.meta,
    error: query.error,
    isPending: query.isPending,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPaused: query.isPaused,
    isPlaceholderData: query.isPlaceholderData,
    refetch: query.refetch,
    resource,
    defaultTitle,
    filter: undefined,
    ...filterState,
    page,
    perPage,
    setPage: (next: number) => setParam({ page: next > 1 ? String(next) : undefined }),
    setPerPage: (next: number) => setParam({ perPage: String(next), page: undefined }),
    setSort: (next: SortPayload) =>
      setParam({ sort: next.field, order: next.order, page: undefined }),
    hasNextPage: total === undefined ? false : page * perPage < total,
    hasPreviousPage: page > 1,
    selectedIds,
    onSelect: selection.select,
    onToggleItem: selection.toggle,
    onUnselectItems: selection.clearSelection,
    onSelectAll: () => selection.select((query.data ?? []).map((record) => record.id)),
  } as ListControllerResult<RecordType>;
};
