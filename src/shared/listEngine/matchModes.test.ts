import { describe, expect, it } from 'vitest';
import { compileConstraint } from './matchModes';
import { MATCH_MODES, type MatchMode } from './types';

const test = (matchMode: MatchMode, filter: unknown, value: unknown): boolean =>
  compileConstraint({ matchMode, value: filter })(value);

type Case = [value: unknown, filter: unknown, expected: boolean];

const cases: Record<MatchMode, Case[]> = {
  startsWith: [
    ['Corpus FR', 'cor', true],
    ['Corpus FR', 'COR', true],
    ['corpus fr', 'Corpus F', true],
    ['Corpus FR', 'fr', false],
    ['Corpus', 'Corpus longer', false],
    [12345, '123', true],
    [12345, 234, false],
  ],
  contains: [
    ['Billing questions', 'ING Q', true],
    ['Billing questions', 'questions', true],
    ['Billing questions', 'delivery', false],
    [12345, 34, true],
    [true, 'ru', true],
  ],
  notContains: [
    ['Billing questions', 'delivery', true],
    ['Billing questions', 'BILLING', false],
    ['Billing questions', 'ing q', false],
  ],
  endsWith: [
    ['corpus.txt', '.TXT', true],
    ['corpus.txt', 'corpus', false],
    [2025, '25', true],
  ],
  equals: [
    ['fr', 'FR', true],
    ['fr', 'fr ', false],
    ['fr', 'f', false],
    [5, '5', true],
    [5, 5, true],
    [5, 6, false],
    [true, 'true', true],
    [false, true, false],
    [new Date('2025-11-03T10:00:00Z'), '2025-11-03T10:00:00.000Z', true],
  ],
  notEquals: [
    ['fr', 'en', true],
    ['fr', 'FR', false],
    [5, '5', false],
    [5, 6, true],
  ],
  lt: [
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [4, '5', true],
    ['4', '10', true],
    ['apple', 'Banana', true],
    ['banana', 'APPLE', false],
    ['2025-11-03T10:00:00', '2025-11-03T11:00:00', true],
    [new Date(2025, 10, 3), '2025-11-04', true],
    [5, 'abc', false],
  ],
  lte: [
    [4, 5, true],
    [5, 5, true],
    [6, 5, false],
    ['b', 'B', true],
    ['2025-11-03T11:00:00', '2025-11-03T11:00:00', true],
  ],
  gt: [
    [6, 5, true],
    [5, 5, false],
    [4, 5, false],
    ['10', '9', true],
    ['2025-11-03T12:00:00', '2025-11-03T11:00:00', true],
    ['2025-11-03T10:00:00', '2025-11-03T11:00:00', false],
  ],
  gte: [
    [6, 5, true],
    [5, 5, true],
    [4, 5, false],
    [5, '5', true],
  ],
  dateIs: [
    ['2025-11-03T00:00:00', '2025-11-03', true],
    ['2025-11-03T23:59:59', '2025-11-03', true],
    ['2025-11-04T00:00:00', '2025-11-03', false],
    [new Date(2025, 10, 3, 15), new Date(2025, 10, 3, 8), true],
    [new Date(2025, 10, 3, 15).getTime(), '2025-11-03', true],
    ['not a date', '2025-11-03', false],
  ],
  dateIsNot: [
    ['2025-11-04T08:00:00', '2025-11-03', true],
    ['2025-11-03T08:00:00', '2025-11-03', false],
  ],
  dateBefore: [
    ['2025-11-02T23:59:59', '2025-11-03', true],
    ['2025-11-03T00:00:00', '2025-11-03', false],
    ['2025-11-04T00:00:00', '2025-11-03', false],
  ],
  dateAfter: [
    ['2025-11-04T00:00:00', '2025-11-03', true],
    ['2025-11-03T23:59:59', '2025-11-03', false],
    ['2025-11-02T10:00:00', '2025-11-03', false],
  ],
  in: [
    ['fr', ['en', 'fr'], true],
    ['FR', ['en', 'fr'], true],
    ['de', ['en', 'fr'], false],
    ['fr', 'en,fr', true],
    ['fr', 'en, fr', true],
    [2, [1, 2, 3], true],
    [2, ['1', '2'], true],
    [4, [1, 2, 3], false],
  ],
  between: [
    [5, [1, 10], true],
    [1, [1, 10], true],
    [10, [1, 10], true],
    [0, [1, 10], false],
    [11, [1, 10], false],
    [5, '1,10', true],
    [50, [10, null], true],
    [5, [10, ''], false],
    [5, [null, 10], true],
    [15, ['', 10], false],
    ['2025-11-03T12:00:00', ['2025-11-03T00:00:00', '2025-11-04T00:00:00'], true],
    ['2025-11-05T12:00:00', ['2025-11-03T00:00:00', '2025-11-04T00:00:00'], false],
  ],
};

describe('compileConstraint', () => {
  it('has cases for every match mode of spec §5', () => {
    expect(Object.keys(cases).sort()).toEqual([...MATCH_MODES].sort());
    expect(MATCH_MODES).toHaveLength(16);
  });

  for (const mode of MATCH_MODES) {
    describe(mode, () => {
      it.each(cases[mode])('value %j, filter %j → %s', (value, filter, expected) => {
        expect(test(mode, filter, value)).toBe(expected);
      });
    });
  }

  describe('an empty filter value matches everything, except notEquals which then fails', () => {
    const emptyValues: unknown[] = [undefined, null, '', [], ['', null], [null, undefined]];
    const records: unknown[] = ['fr', 5, null, '', '2025-11-03', ['a']];
    for (const mode of MATCH_MODES) {
      it(mode, () => {
        for (const empty of emptyValues) {
          for (const record of records) {
            expect(test(mode, empty, record)).toBe(mode !== 'notEquals');
          }
        }
      });
    }
  });

  describe('a missing record value fails, except for the negative modes', () => {
    const filters: Record<MatchMode, unknown> = {
      startsWith: 'a',
      contains: 'a',
      notContains: 'a',
      endsWith: 'a',
      equals: 'a',
      notEquals: 'a',
      lt: 5,
      lte: 5,
      gt: 5,
      gte: 5,
      dateIs: '2025-11-03',
      dateIsNot: '2025-11-03',
      dateBefore: '2025-11-03',
      dateAfter: '2025-11-03',
      in: ['a'],
      between: [1, 5],
    };
    const negative = ['notContains', 'notEquals', 'dateIsNot'];
    for (const mode of MATCH_MODES) {
      it(mode, () => {
        for (const missing of [undefined, null, '']) {
          expect(test(mode, filters[mode], missing)).toBe(negative.includes(mode));
        }
      });
    }
  });

  describe('array record values', () => {
    it('match a positive mode when one item does', () => {
      expect(test('in', ['billing'], ['Delivery', 'BILLING'])).toBe(true);
      expect(test('contains', 'deliv', ['Delivery', 'billing'])).toBe(true);
      expect(test('equals', 'x', ['a', 'b'])).toBe(false);
      expect(test('equals', 'x', [])).toBe(false);
    });

    it('match a negative mode only when every item does', () => {
      expect(test('notContains', 'deliv', ['Delivery', 'billing'])).toBe(false);
      expect(test('notContains', 'cancel', ['Delivery', 'billing'])).toBe(true);
      expect(test('notEquals', 'a', ['a', 'b'])).toBe(false);
      expect(test('notEquals', 'c', ['a', 'b'])).toBe(true);
      expect(test('notEquals', 'c', [])).toBe(true);
    });
  });

  it('treats an unparseable date filter as matching nothing', () => {
    expect(test('dateIs', 'soon', '2025-11-03')).toBe(false);
    expect(test('dateBefore', 'soon', '2025-11-03')).toBe(false);
  });
});
