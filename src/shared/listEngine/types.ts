import type { MatchMode } from '../declarations/types';

export type { MatchMode };

/** One condition on one field: the record's value is tested against `value` with `matchMode`. */
export interface Constraint {
  matchMode: MatchMode;
  value: unknown;
}

export type FilterOperator = 'and' | 'or';

/** The constraints on one field (a dotted path is allowed), combined with `operator`. */
export interface FieldFilter {
  field: string;
  operator: FilterOperator;
  constraints: Constraint[];
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface Pagination {
  /** 1-based */
  page: number;
  perPage: number;
}

export interface ListQuery {
  /** Every field filter must match (fields are combined with `and`). */
  filters?: readonly FieldFilter[];
  /** Free text, searched (contains, case-insensitive) in `searchFields`. */
  q?: string;
  /** Where `q` is searched; empty or absent = every top-level text or number value. */
  searchFields?: readonly string[];
  sort?: SortSpec;
  pagination?: Pagination;
  /** Locale of the string collation used to sort (default: the runtime's). */
  locale?: string;
}

export interface ListResult<T> {
  data: T[];
  total: number;
}

export const MATCH_MODES: readonly MatchMode[] = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
  'lt',
  'lte',
  'gt',
  'gte',
  'dateIs',
  'dateIsNot',
  'dateBefore',
  'dateAfter',
  'in',
  'between',
];

export const isMatchMode = (value: string): value is MatchMode =>
  (MATCH_MODES as readonly string[]).includes(value);
