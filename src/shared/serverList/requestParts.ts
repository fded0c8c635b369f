import type { AnyUrlFilter, UrlFilterContext } from '../declarations/types';

type Part = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Part =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Merges request parts deeply: `{tags: {include: [1]}}` + `{tags: {filter: 'or'}}`. */
export const mergeRequestParts = (parts: readonly Part[]): Part =>
  parts.reduce<Part>((merged, part) => {
    const next: Part = { ...merged };
    for (const [key, value] of Object.entries(part)) {
      next[key] =
        isPlainObject(next[key]) && isPlainObject(value)
          ? mergeRequestParts([next[key] as Part, value])
          : value;
    }
    return next;
  }, {});

/** The request parts of the filters that are set, merged (what a server-paged list sends). */
export const filterRequest = (
  filters: readonly AnyUrlFilter[],
  values: Readonly<Record<string, unknown>>,
  context: UrlFilterContext,
): Part =>
  mergeRequestParts(
    filters.flatMap((filter) =>
      values[filter.key] === undefined ? [] : [filter.toRequest(values[filter.key], context)],
    ),
  );
