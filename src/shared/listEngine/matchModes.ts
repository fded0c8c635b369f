import type { Constraint, MatchMode } from './types';
import {
  isEmptyFilterValue,
  looksLikeDate,
  textKey,
  toDate,
  toDay,
  toList,
  toNumber,
} from './values';

/** Tests one record value. */
export type Predicate = (value: unknown) => boolean;

const always: Predicate = () => true;
const never: Predicate = () => false;

/** Modes that hold for a missing value, and that must hold for every item of an array value. */
const NEGATIVE_MODES: ReadonlySet<MatchMode> = new Set(['notContains', 'notEquals', 'dateIsNot']);

/** A filter bound prepared once, compared with many record values. */
interface Bound {
  num?: number;
  time?: number;
  text: string;
}

const toBound = (value: unknown): Bound => ({
  num: toNumber(value),
  time: looksLikeDate(value) || typeof value === 'number' ? toDate(value)?.getTime() : undefined,
  text: textKey(value),
});

/** Sign of `value` − `bound`: numbers numerically, dates by instant, the rest as lower-case text. */
const compareToBound = (value: unknown, bound: Bound): number | undefined => {
  if (typeof value === 'number') return bound.num === undefined ? undefined : value - bound.num;
  if (value instanceof Date || (bound.time !== undefined && looksLikeDate(value))) {
    const time = toDate(value)?.getTime();
    return time === undefined || bound.time === undefined ? undefined : time - bound.time;
  }
  const num = toNumber(value);
  if (num !== undefined && bound.num !== undefined) return num - bound.num;
  const text = textKey(value);
  return text < bound.text ? -1 : text > bound.text ? 1 : 0;
};

const ordered = (filter: unknown, test: (sign: number) => boolean): Predicate => {
  const bound = toBound(filter);
  return (value) => {
    const sign = compareToBound(value, bound);
    return sign !== undefined && test(sign);
  };
};

const text = (test: (value: string, filter: string) => boolean, filter: unknown): Predicate => {
  const key = textKey(filter);
  return (value) => test(textKey(value), key);
};

const day = (test: (value: number, filter: number) => boolean, filter: unknown): Predicate => {
  const filterDay = toDay(filter);
  if (filterDay === undefined) return never;
  return (value) => {
    const valueDay = toDay(value);
    return valueDay !== undefined && test(valueDay, filterDay);
  };
};

const inList = (filter: unknown): Predicate => {
  const keys = new Set(
    toList(filter)
      .filter((item) => !isEmptyFilterValue(item))
      .map(textKey),
  );
  return (value) => keys.has(textKey(value));
};

const between = (filter: unknown): Predicate => {
  const [min, max] = toList(filter);
  const lower = isEmptyFilterValue(min) ? undefined : toBound(min);
  const upper = isEmptyFilterValue(max) ? undefined : toBound(max);
  return (value) => {
    const fromLower = lower && compareToBound(value, lower);
    const fromUpper = upper && compareToBound(value, upper);
    return (
      (!lower || (fromLower !== undefined && fromLower >= 0)) &&
      (!upper || (fromUpper !== undefined && fromUpper <= 0))
    );
  };
};

/** The test of one mode on one non-missing, non-array value. */
const scalarPredicate = (mode: MatchMode, filter: unknown): Predicate => {
  switch (mode) {
    case 'startsWith':
      return text((v, f) => v.startsWith(f), filter);
    case 'contains':
      return text((v, f) => v.includes(f), filter);
    case 'notContains':
      return text((v, f) => !v.includes(f), filter);
    case 'endsWith':
      return text((v, f) => v.endsWith(f), filter);
    case 'equals':
      return text((v, f) => v === f, filter);
    case 'notEquals':
      return text((v, f) => v !== f, filter);
    case 'lt':
      return ordered(filter, (sign) => sign < 0);
    case 'lte':
      return ordered(filter, (sign) => sign <= 0);
    case 'gt':
      return ordered(filter, (sign) => sign > 0);
    case 'gte':
      return ordered(filter, (sign) => sign >= 0);
    case 'dateIs':
      return day((v, f) => v === f, filter);
    case 'dateIsNot':
      return day((v, f) => v !== f, filter);
    case 'dateBefore':
      return day((v, f) => v < f, filter);
    case 'dateAfter':
      return day((v, f) => v > f, filter);
    case 'in':
      return inList(filter);
    case 'between':
      return between(filter);
  }
};

/**
 * Compiles a constraint into a predicate on a record value (prepare once, test 10 000 times).
 * - An empty filter value matches everything, except `notEquals`, which then fails (spec §5).
 * - A missing value (undefined, null, '') fails, except for the negative modes (`notContains`,
 *   `notEquals`, `dateIsNot`), which hold.
 * - An array value (tags, speakers) matches when one item does, or, for the negative modes, when
 *   every item does.
 */
export const compileConstraint = ({ matchMode, value: filter }: Constraint): Predicate => {
  if (isEmptyFilterValue(filter)) return matchMode === 'notEquals' ? never : always;
  const scalar = scalarPredicate(matchMode, filter);
  const negative = NEGATIVE_MODES.has(matchMode);
  const one: Predicate = (value) =>
    value === undefined || value === null || value === '' ? negative : scalar(value);
  return (value) => {
    if (!Array.isArray(value)) return one(value);
    return negative ? value.every(one) : value.some(one);
  };
};
