import { describe, expect, it } from 'vitest';
import { LIST_FILTER_QUERY_KEYS, changedListFilterKeys } from './queryKeys';

describe('LIST_FILTER_QUERY_KEYS', () => {
  it('lists the shared list-filter query keys of spec §2', () => {
    expect(LIST_FILTER_QUERY_KEYS).toEqual([
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
    ]);
  });
});

describe('changedListFilterKeys', () => {
  it('compares comma-separated lists ignoring order', () => {
    const before = new URLSearchParams('tags=a,b,c&clients=1&language=fr');
    const after = new URLSearchParams('tags=c,a,b&clients=1&language=fr');
    expect(changedListFilterKeys(before, after)).toEqual([]);
  });

  it('reports each changed key once, in the order of the shared keys', () => {
    const before = new URLSearchParams('tags=a,b&status=queue&language=fr&search=x');
    const after = new URLSearchParams('tags=a&status=queue&language=en&search=x&campaigns=3');
    expect(changedListFilterKeys(before, after)).toEqual(['campaigns', 'language', 'tags']);
  });

  it('treats a missing key like an empty one and ignores empty items and spaces', () => {
    expect(changedListFilterKeys({ tags: '' }, {})).toEqual([]);
    expect(changedListFilterKeys({ tags: 'a,,b' }, { tags: ' b , a' })).toEqual([]);
    expect(changedListFilterKeys({ tags: null }, { tags: 'a' })).toEqual(['tags']);
  });

  it('accepts query objects with repeated values and URLSearchParams alike', () => {
    expect(changedListFilterKeys({ tags: ['a', 'b'] }, new URLSearchParams('tags=b,a'))).toEqual(
      [],
    );
    expect(changedListFilterKeys(new URLSearchParams('tags=a&tags=b'), { tags: 'a,b,c' })).toEqual([
      'tags',
    ]);
  });

  it('ignores keys that are not shared list-filter keys, unless asked', () => {
    expect(changedListFilterKeys({ page: '1' }, { page: '2' })).toEqual([]);
    expect(changedListFilterKeys({ page: '1' }, { page: '2' }, ['page'])).toEqual(['page']);
  });
});
