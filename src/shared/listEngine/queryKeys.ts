/** The list-filter query parameters shared by the lists of several sub-applications (spec §2). */
export const LIST_FILTER_QUERY_KEYS = [
  'campaigns',
  'clients',
  'dateRange',
  'decisional',
  'durationRange',
  'interval',
  'language',
  'metadata',
  'metadataOperator',
  'search',
  'speakers',
  'status',
  'tags',
  'tagsOperator',
] as const;

export type ListFilterQueryKey = (typeof LIST_FILTER_QUERY_KEYS)[number];

/** A URL's query, or a parsed query object (`?a=1&a=2` as `['1', '2']`). */
export type QueryLike =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

const rawValues = (query: QueryLike, key: string): readonly string[] => {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? [value] : value;
};

/** The value as a set: comma-separated items, trimmed, empty items dropped, sorted. */
const canonical = (query: QueryLike, key: string): string =>
  rawValues(query, key)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .sort()
    .join(',');

/**
 * The shared list-filter keys whose value differs between two queries. Values are compared as
 * comma-separated lists ignoring order (and empty items): `tags=a,b` equals `tags=b,a`; a missing
 * key equals an empty one.
 */
export const changedListFilterKeys = <K extends string = ListFilterQueryKey>(
  previous: QueryLike,
  next: QueryLike,
  keys: readonly K[] = LIST_FILTER_QUERY_KEYS as readonly string[] as readonly K[],
): K[] => keys.filter((key) => canonical(previous, key) !== canonical(next, key));

/** The given keys' values, each as a set (see `changedListFilterKeys`), as one comparable string. */
export const listFilterSignature = (query: QueryLike, keys: readonly string[]): string =>
  keys.map((key) => `${key}=${canonical(query, key)}`).join('&');
