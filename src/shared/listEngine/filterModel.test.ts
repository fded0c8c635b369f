import { describe, expect, it } from 'vitest';
import { toFieldFilters } from './filterModel';

describe('toFieldFilters', () => {
  it('takes q apart as the free-text search', () => {
    expect(toFieldFilters({ q: 'hello' })).toEqual({ filters: [], q: 'hello' });
  });

  it("uses the field's declared match mode for a plain key", () => {
    expect(toFieldFilters({ label: 'cor' }, { modes: { label: 'startsWith' } }).filters).toEqual([
      { field: 'label', operator: 'and', constraints: [{ matchMode: 'startsWith', value: 'cor' }] },
    ]);
  });

  it('defaults to equals, or in for an array value', () => {
    expect(toFieldFilters({ status: 'available', lang: ['fr', 'en'] }).filters).toEqual([
      {
        field: 'status',
        operator: 'and',
        constraints: [{ matchMode: 'equals', value: 'available' }],
      },
      { field: 'lang', operator: 'and', constraints: [{ matchMode: 'in', value: ['fr', 'en'] }] },
    ]);
  });

  it('reads an explicit mode after the last @, overriding the declared one', () => {
    const { filters } = toFieldFilters(
      { 'price@gte': 10, 'price@lte': 20, 'client.id@in': '1,2' },
      { modes: { price: 'equals' } },
    );
    expect(filters).toEqual([
      { field: 'price', operator: 'and', constraints: [{ matchMode: 'gte', value: 10 }] },
      { field: 'price', operator: 'and', constraints: [{ matchMode: 'lte', value: 20 }] },
      { field: 'client.id', operator: 'and', constraints: [{ matchMode: 'in', value: '1,2' }] },
    ]);
  });

  it('accepts { operator, constraints } objects, defaulting constraint modes', () => {
    const { filters } = toFieldFilters(
      {
        label: {
          operator: 'or',
          constraints: [{ matchMode: 'startsWith', value: 'a' }, { value: 'b' }],
        },
        description: { constraints: [{ matchMode: 'contains', value: 'x' }] },
      },
      { modes: { label: 'contains' } },
    );
    expect(filters).toEqual([
      {
        field: 'label',
        operator: 'or',
        constraints: [
          { matchMode: 'startsWith', value: 'a' },
          { matchMode: 'contains', value: 'b' },
        ],
      },
      {
        field: 'description',
        operator: 'and',
        constraints: [{ matchMode: 'contains', value: 'x' }],
      },
    ]);
  });

  it('skips server-side keys and undefined values', () => {
    expect(toFieldFilters({ language: 'fr', label: undefined }, { skip: ['language'] })).toEqual({
      filters: [],
    });
  });

  it('rejects an unknown match mode', () => {
    expect(() => toFieldFilters({ 'label@like': 'x' })).toThrow(
      'Unknown match mode "like" in filter key "label@like"',
    );
  });
});
