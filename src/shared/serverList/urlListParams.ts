import type { SortPayload } from 'react-admin';
import type { Resource } from '../declarations/types';

export const DEFAULT_PER_PAGE_OPTIONS = [25, 50, 100] as const;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A server-paged list's page, page size and sort as its URL gives them (`page`, `perPage` among
 * the declared options, `sort` and `order`), else the declaration's defaults. One reading for the
 * list controller and the start-up prefetch, so both ask for the same page.
 */
export const urlListPaging = (
  declaration: Resource,
  searchParams: URLSearchParams,
): { page: number; perPage: number; sort: SortPayload } => {
  const options =
    declaration.data.shape === 'serverPaged'
      ? (declaration.data.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS)
      : DEFAULT_PER_PAGE_OPTIONS;
  const askedPerPage = positive(searchParams.get('perPage'), 0);
  const fallbackSort = declaration.sort ?? { field: 'id', order: 'DESC' };
  const order = searchParams.get('order');
  return {
    page: positive(searchParams.get('page'), 1),
    perPage: options.includes(askedPerPage) ? askedPerPage : options[0],
    sort: {
      field: searchParams.get('sort') ?? fallbackSort.field,
      order: order === 'ASC' || order === 'DESC' ? order : fallbackSort.order,
    },
  };
};
