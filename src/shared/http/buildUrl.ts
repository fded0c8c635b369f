/** Query values; undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * A service URL: `base` (ending with '/') + `path` (relative; a leading '/' is still relative to
 * the base, as the spec writes both `corpuses` and `/corpuses/{id}`) + the query.
 */
export const buildUrl = (base: string, path: string, query?: QueryParams): string => {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};
