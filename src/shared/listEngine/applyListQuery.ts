import { compileListFilter } from './compileFilter';
import { sortRecords } from './sortRecords';
import type { ListQuery, ListResult } from './types';

/** Filters, then sorts, then pages a whole list on the client. */
export const applyListQuery = <T>(records: readonly T[], query: ListQuery = {}): ListResult<T> => {
  const { filters, q, searchFields, sort, pagination, locale } = query;
  // Sorting first lets a whole list be sorted once (cached) and then only filtered per keystroke.
  const ordered = sort ? sortRecords(records, sort, locale) : records;
  const matches = compileListFilter(filters, q, searchFields);
  const filtered = ordered.filter(matches);
  if (!pagination) return { data: filtered, total: filtered.length };
  const start = (Math.max(1, pagination.page) - 1) * pagination.perPage;
  return { data: filtered.slice(start, start + pagination.perPage), total: filtered.length };
};
