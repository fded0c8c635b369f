import { describe, expect, it } from 'vitest';
import { defineUrlFilter } from '../declarations/types';
import { listFilterSignature } from '../listEngine/queryKeys';
import { booleanCodec, choiceListCodec, idListCodec, textCodec } from './codecs';
import { pairsCodec, pairsToMap } from './pairs';
import { dateRangeCodec, numberRangeCodec, resolveDateRange } from './ranges';
import { filterRequest, mergeRequestParts } from './requestParts';
import { readUrlFilters, writeUrlFilters } from './urlFilterValues';

describe('URL codecs of list filters', () => {
  it('reads id lists, choice lists, booleans and text, dropping what is not one', () => {
    expect(idListCodec.parse('3, 1,x,3,0')).toEqual([3, 1]);
    expect(idListCodec.parse('x')).toBeUndefined();
    expect(choiceListCodec(['void', 'queue']).parse('queue,lost')).toEqual(['queue']);
    expect(booleanCodec.parse('true')).toBe(true);
    expect(booleanCodec.parse('yes')).toBeUndefined();
    expect(textCodec.parse('  ')).toBeUndefined();
  });

  it('reads date ranges as presets or two days in either order (spec §2: order ignored)', () => {
    expect(dateRangeCodec.parse('last7days')).toEqual({ preset: 'last7days' });
    expect(dateRangeCodec.parse('2025-03-31,2025-03-01')).toEqual({
      begin: '2025-03-01',
      end: '2025-03-31',
    });
    expect(dateRangeCodec.parse('2025-02-30,2025-03-01')).toBeUndefined();
    expect(dateRangeCodec.format({ begin: '2025-03-01', end: '2025-03-31' })).toBe(
      '2025-03-01,2025-03-31',
    );
  });

  it('resolves presets to whole days of the user’s time zone', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    const now = new Date('2025-03-31T23:30:00Z');
    expect(resolveDateRange({ preset: 'today' }, 'Europe/Paris', now)).toEqual({
      begin: '2025-04-01',
      end: '2025-04-01',
    });
    expect(resolveDateRange({ preset: 'last7days' }, 'UTC', now)).toEqual({
      begin: '2025-03-25',
      end: '2025-03-31',
    });
    expect(resolveDateRange({ preset: 'last30days' }, 'UTC', now).begin).toBe('2025-03-02');
  });

  it('reads number ranges with open bounds', () => {
    expect(numberRangeCodec.parse('300,60')).toEqual({ min: 60, max: 300 });
    expect(numberRangeCodec.parse('60,*')).toEqual({ min: 60, max: undefined });
    expect(numberRangeCodec.format({ max: 90 })).toBe('*,90');
    expect(numberRangeCodec.parse('a,b')).toBeUndefined();
  });

  it('reads key:value pairs, values encoded, a key given twice matching any of its values', () => {
    const pairs = pairsCodec.parse('agent:Julie%20Martin,direction:inbound,agent:L%C3%A9a');
    expect(pairs).toEqual([
      ['agent', 'Julie Martin'],
      ['direction', 'inbound'],
      ['agent', 'Léa'],
    ]);
    expect(pairsToMap(pairs ?? [])).toEqual({
      agent: ['Julie Martin', 'Léa'],
      direction: 'inbound',
    });
    expect(pairsCodec.format([['note', 'a,b:c']])).toBe('note:a%2Cb%3Ac');
  });
});

describe('request parts', () => {
  const filters = [
    defineUrlFilter({
      key: 'tags',
      ...idListCodec,
      toRequest: (include) => ({ tags: { include } }),
    }),
    defineUrlFilter({
      key: 'tagsOperator',
      ...textCodec,
      toRequest: (filter) => ({ tags: { filter } }),
    }),
    defineUrlFilter({ key: 'search', ...textCodec, toRequest: (search) => ({ search }) }),
  ];

  it('merges the parts of the filters set, deeply', () => {
    expect(mergeRequestParts([{ a: { b: 1 } }, { a: { c: 2 } }, { d: [1] }])).toEqual({
      a: { b: 1, c: 2 },
      d: [1],
    });
    const values = readUrlFilters(filters, new URLSearchParams('tags=3,4&tagsOperator=or'));
    expect(filterRequest(filters, values, { timeZone: 'UTC', now: new Date() })).toEqual({
      tags: { include: [3, 4], filter: 'or' },
    });
  });

  it('writes the filters to the URL and keeps every other parameter', () => {
    const query = writeUrlFilters(
      filters,
      { search: 'refund', tags: [1, 2] },
      new URLSearchParams('language=fr&tagsOperator=or&page=3'),
    );
    expect(Object.fromEntries(query)).toEqual({
      language: 'fr',
      page: '3',
      tags: '1,2',
      search: 'refund',
    });
  });

  it('sees the same filters when only the order of listed values changed', () => {
    const keys = filters.map((filter) => filter.key);
    expect(listFilterSignature(new URLSearchParams('tags=2,1'), keys)).toBe(
      listFilterSignature(new URLSearchParams('tags=1,2&page=4'), keys),
    );
    expect(listFilterSignature(new URLSearchParams('tags=2'), keys)).not.toBe(
      listFilterSignature(new URLSearchParams('tags=1,2'), keys),
    );
  });
});
