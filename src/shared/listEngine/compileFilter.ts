import { compileConstraint } from './matchModes';
import type { FieldFilter } from './types';
import { makeGetter, textKey } from './values';

export type RecordPredicate = (record: unknown) => boolean;

const compileFieldFilter = ({ field, operator, constraints }: FieldFilter): RecordPredicate => {
  const get = makeGetter(field);
  const predicates = constraints.map(compileConstraint);
  if (predicates.length === 0) return () => true;
  return operator === 'or'
    ? (record) => {
        const value = get(record);
        return predicates.some((predicate) => predicate(value));
      }
    : (record) => {
        const value = get(record);
        return predicates.every((predicate) => predicate(value));
      };
};

const searchableValues = (record: unknown): unknown[] =>
  record !== null && typeof record === 'object'
    ? Object.values(record).filter(
        (value) => typeof value === 'string' || typeof value === 'number',
      )
    : [];

/** Free text: the trimmed text is contained (case-insensitively) in one of the searched values. */
const compileSearch = (q: string, searchFields: readonly string[]): RecordPredicate => {
  const needle = q.trim().toLowerCase();
  if (needle === '') return () => true;
  const contains = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(contains)
      : value !== undefined && value !== null && textKey(value).includes(needle);
  if (searchFields.length === 0) return (record) => searchableValues(record).some(contains);
  const getters = searchFields.map(makeGetter);
  return (record) => getters.some((get) => contains(get(record)));
};

/** One predicate for a whole list query: every field filter and the free-text search. */
export const compileListFilter = (
  filters: readonly FieldFilter[] = [],
  q = '',
  searchFields: readonly string[] = [],
): RecordPredicate => {
  const predicates = filters.map(compileFieldFilter);
  if (q.trim() !== '') predicates.push(compileSearch(q, searchFields));
  if (predicates.length === 0) return () => true;
  return (record) => predicates.every((predicate) => predicate(record));
};
