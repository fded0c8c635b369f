import type { Constraint, FieldFilter, FilterOperator, MatchMode } from './types';
import { isMatchMode } from './types';

/**
 * How a react-admin filter object (`params.filter`) maps to field filters:
 *
 * | filter entry                                   | means                                           |
 * | ---------------------------------------------- | ----------------------------------------------- |
 * | `q: 'text'`                                    | free-text search (returned as `q`)              |
 * | `label: 'cor'`                                 | the field's declared mode (`modes.label`); else `in` for an array value, else `equals` |
 * | `'price@gte': 10`                              | explicit mode after the last `@`                |
 * | `'lang@in': ['fr', 'en']` or `'fr,en'`         | `in`: an array, or a comma-separated string     |
 * | `'price@between': [10, 20]` or `'10,20'`       | `between`: [min, max], inclusive, either bound may be empty |
 * | `label: { operator: 'or', constraints: [{ matchMode: 'startsWith', value: 'a' }, ...] }` | several constraints on one field, `and` (default) or `or` |
 *
 * Entries on the same field (`price@gte` and `price@lte`) are separate filters, all of which must
 * match. Keys listed in `skip` (server-side filters) and undefined values are ignored. A field may
 * be a dotted path (`client.id`).
 */
export interface FilterMappingOptions {
  /** Declared match mode per field (from the resource's field declarations). */
  modes?: Readonly<Record<string, MatchMode>>;
  /** Keys not applied on the client (already applied by the server). */
  skip?: readonly string[];
}

export interface MappedFilter {
  filters: FieldFilter[];
  q?: string;
}

interface ConstraintGroup {
  operator?: FilterOperator;
  constraints: Array<{ matchMode?: MatchMode; value: unknown }>;
}

const isConstraintGroup = (value: unknown): value is ConstraintGroup =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { constraints?: unknown }).constraints);

const checkedMode = (mode: string, key: string): MatchMode => {
  if (!isMatchMode(mode)) throw new Error(`Unknown match mode "${mode}" in filter key "${key}"`);
  return mode;
};

export const toFieldFilters = (
  filter: Readonly<Record<string, unknown>> | undefined,
  { modes = {}, skip = [] }: FilterMappingOptions = {},
): MappedFilter => {
  const result: MappedFilter = { filters: [] };
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || skip.includes(key)) continue;
    if (key === 'q') {
      result.q = value === null ? undefined : String(value);
      continue;
    }
    const at = key.lastIndexOf('@');
    const field = at > 0 ? key.slice(0, at) : key;
    const explicitMode = at > 0 ? checkedMode(key.slice(at + 1), key) : undefined;
    const defaultMode: MatchMode =
      explicitMode ?? modes[field] ?? (Array.isArray(value) ? 'in' : 'equals');
    if (isConstraintGroup(value)) {
      const constraints: Constraint[] = value.constraints.map((constraint) => ({
        matchMode: constraint.matchMode ? checkedMode(constraint.matchMode, key) : defaultMode,
        value: constraint.value,
      }));
      result.filters.push({ field, operator: value.operator === 'or' ? 'or' : 'and', constraints });
    } else {
      result.filters.push({
        field,
        operator: 'and',
        constraints: [{ matchMode: defaultMode, value }],
      });
    }
  }
  return result;
};
