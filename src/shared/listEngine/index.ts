/**
 * The client-side list engine: filters, sorts and pages whole lists (services such as
 * `GET corpuses?lang=fr` return every record) with the match modes of spec §5.
 *
 * - `toFieldFilters(raFilter, { modes, skip })` maps a react-admin filter object to field filters
 *   (mapping table in ./filterModel.ts).
 * - `applyListQuery(records, { filters, q, searchFields, sort, pagination })` → `{ data, total }`.
 * - `compileConstraint` / `compileListFilter` compile a filter once for many records.
 * - `changedListFilterKeys(previous, next)` compares the shared list-filter query keys.
 *
 * Semantics (spec §5 and decisions where the spec is silent):
 * - Text comparisons are case-insensitive; numbers and numeric strings compare equal ('5' = 5).
 * - An empty filter value (undefined, null, '', [] or all-empty items) matches every record,
 *   except `notEquals`, which then matches none.
 * - A missing record value fails every mode except the negative ones (notContains, notEquals,
 *   dateIsNot); an array record value matches if one item does (negative modes: every item).
 * - lt/lte/gt/gte/between: numbers numerically, dates (Date or ISO strings) by instant, other
 *   values as lower-case text; `between` is inclusive and either bound may be empty (open range).
 * - dateIs/dateIsNot/dateBefore/dateAfter compare local calendar days; a date-only filter
 *   ('2025-11-03') is that local day.
 * - `in` takes an array or a comma-separated string.
 * - Constraints on one field combine with the field's `and`/`or`; fields combine with `and`.
 * - `q` is contained (case-insensitive) in one of `searchFields` (or any top-level text/number).
 * - Sorting: locale-aware, case-insensitive, numeric-aware text; numbers and dates by value;
 *   missing values last in both directions; stable; cached per source array so a keystroke only
 *   filters.
 */
export * from './types';
export { toFieldFilters } from './filterModel';
export type { FilterMappingOptions, MappedFilter } from './filterModel';
export { compileConstraint } from './matchModes';
export type { Predicate } from './matchModes';
export { compileListFilter } from './compileFilter';
export type { RecordPredicate } from './compileFilter';
export { sortRecords } from './sortRecords';
export { applyListQuery } from './applyListQuery';
export { LIST_FILTER_QUERY_KEYS, changedListFilterKeys } from './queryKeys';
export type { ListFilterQueryKey, QueryLike } from './queryKeys';
