import { describe, expect, it } from 'vitest';
import { applyListQuery } from './applyListQuery';
import { toFieldFilters } from './filterModel';
import { sortRecords } from './sortRecords';

interface Row {
  id: number;
  label: string | null;
  lang: string;
  count?: number | null;
  updated_at?: string;
  tags?: string[];
  client?: { id: number };
}

const rows: Row[] = [
  {
    id: 1,
    label: 'Billing',
    lang: 'fr',
    count: 10,
    updated_at: '2025-11-03T10:00:00',
    tags: ['a'],
    client: { id: 2 },
  },
  {
    id: 2,
    label: 'billing 2',
    lang: 'en',
    count: 2,
    updated_at: '2025-11-01T10:00:00',
    tags: ['b'],
    client: { id: 1 },
  },
  { id: 3, label: 'Élan', lang: 'fr', count: null, updated_at: '2025-10-30T10:00:00', tags: [] },
  { id: 4, label: null, lang: 'fr', count: 7 },
  {
    id: 5,
    label: 'billing 10',
    lang: 'en',
    count: 30,
    updated_at: '2025-11-05T10:00:00',
    tags: ['a', 'b'],
  },
];

const ids = (data: Row[]) => data.map((row) => row.id);

describe('applyListQuery', () => {
  it('returns everything without a query', () => {
    expect(applyListQuery(rows)).toEqual({ data: rows, total: 5 });
  });

  it('combines constraints of one field with or / and', () => {
    const or = applyListQuery(rows, {
      filters: [
        {
          field: 'label',
          operator: 'or',
          constraints: [
            { matchMode: 'equals', value: 'billing' },
            { matchMode: 'startsWith', value: 'él' },
          ],
        },
      ],
    });
    expect(ids(or.data)).toEqual([1, 3]);
    const and = applyListQuery(rows, {
      filters: [
        {
          field: 'label',
          operator: 'and',
          constraints: [
            { matchMode: 'startsWith', value: 'billing' },
            { matchMode: 'endsWith', value: '0' },
          ],
        },
      ],
    });
    expect(ids(and.data)).toEqual([5]);
  });

  it('combines fields with and', () => {
    const { filters } = toFieldFilters({ lang: 'en', 'count@gt': 5 });
    expect(ids(applyListQuery(rows, { filters }).data)).toEqual([5]);
  });

  it('filters on dotted paths and array values', () => {
    expect(ids(applyListQuery(rows, toFieldFilters({ 'client.id': 1 })).data)).toEqual([2]);
    expect(ids(applyListQuery(rows, toFieldFilters({ tags: ['b'] })).data)).toEqual([2, 5]);
  });

  it('searches q case-insensitively in the search fields only', () => {
    expect(ids(applyListQuery(rows, { q: ' BILLING ', searchFields: ['label'] }).data)).toEqual([
      1, 2, 5,
    ]);
    expect(ids(applyListQuery(rows, { q: 'fr', searchFields: ['label'] }).data)).toEqual([]);
  });

  it('searches q in every top-level text or number without search fields', () => {
    expect(ids(applyListQuery(rows, { q: 'fr' }).data)).toEqual([1, 3, 4]);
    expect(ids(applyListQuery(rows, { q: '2025-10' }).data)).toEqual([3]);
    expect(ids(applyListQuery(rows, { q: '7' }).data)).toEqual([4]);
  });

  it('pages after filtering and reports the filtered total', () => {
    const result = applyListQuery(rows, {
      filters: toFieldFilters({ lang: 'fr' }).filters,
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(ids(result.data)).toEqual([4]);
    expect(result.total).toBe(3);
    expect(applyListQuery(rows, { pagination: { page: 3, perPage: 2 } }).data).toHaveLength(1);
    expect(applyListQuery(rows, { pagination: { page: 9, perPage: 2 } }).data).toEqual([]);
  });
});

describe('sortRecords', () => {
  it('sorts text locale-aware, case-insensitively and numeric-aware, nulls last', () => {
    expect(ids(sortRecords(rows, { field: 'label', order: 'ASC' }, 'fr'))).toEqual([1, 2, 5, 3, 4]);
    expect(ids(sortRecords(rows, { field: 'label', order: 'DESC' }, 'fr'))).toEqual([
      3, 5, 2, 1, 4,
    ]);
  });

  it('sorts numbers by value, nulls and missing values last in both orders', () => {
    expect(ids(sortRecords(rows, { field: 'count', order: 'ASC' }))).toEqual([2, 4, 1, 5, 3]);
    expect(ids(sortRecords(rows, { field: 'count', order: 'DESC' }))).toEqual([5, 1, 4, 2, 3]);
  });

  it('sorts dates by instant', () => {
    const withOffsets = [
      { id: 1, at: '2025-11-03T10:00:00+02:00' },
      { id: 2, at: '2025-11-03T09:00:00Z' },
      { id: 3, at: '2025-11-03T08:30:00Z' },
      { id: 4, at: undefined },
    ];
    expect(sortRecords(withOffsets, { field: 'at', order: 'ASC' }).map((r) => r.id)).toEqual([
      1, 3, 2, 4,
    ]);
  });

  it('sorts on dotted paths, keeps equal keys in their order, and does not mutate', () => {
    const copy = [...rows];
    expect(ids(sortRecords(rows, { field: 'client.id', order: 'ASC' }))).toEqual([2, 1, 3, 4, 5]);
    expect(ids(sortRecords(rows, { field: 'lang', order: 'ASC' }))).toEqual([2, 5, 1, 3, 4]);
    expect(rows).toEqual(copy);
  });

  it('puts numbers before text when a field mixes them', () => {
    const mixed = [{ v: 'b' }, { v: 2 }, { v: 'a' }, { v: 1 }];
    expect(sortRecords(mixed, { field: 'v', order: 'ASC' }).map((r) => r.v)).toEqual([
      1,
      2,
      'a',
      'b',
    ]);
  });

  it('caches the sorted copy per source array', () => {
    const list = [...rows];
    const first = sortRecords(list, { field: 'label', order: 'ASC' });
    expect(sortRecords(list, { field: 'label', order: 'ASC' })).toBe(first);
    expect(sortRecords(list, { field: 'label', order: 'DESC' })).not.toBe(first);
    expect(sortRecords([...list], { field: 'label', order: 'ASC' })).not.toBe(first);
  });
});
