import { describe, expect, it } from 'vitest';
import { buildCallIndex, type IndexableCall } from './callIndex';
import { detectTags } from './detectTags';
import type { ClueDefinition } from './matchClue';
import { matchTag, tagClueIds, type TagQuery } from './matchTag';
import { clueMatcher } from './detectTags';
import { parseClueQuery } from './parser';

const say = (...texts: string[]): IndexableCall => ({
  transcript: texts.map((text, at) => ({
    speaker: at % 2 === 0 ? 'in' : 'out',
    start: at * 2000,
    end: at * 2000 + 1500,
    text,
  })),
});

// Customer turns first, agent turns second.
const calls = [
  say('je veux résilier, je pars chez un concurrent'), // 0: résiliation + concurrent
  say('je veux résilier, c’est trop cher'), // 1: résiliation + prix
  say('je veux résilier', 'un concurrent propose mieux'), // 2: résiliation; concurrent said by the agent
  say('un concurrent moins cher'), // 3: concurrent + prix
  say('bonjour'), // 4: nothing
];
const clue = (query: string, speakers: ClueDefinition['speakers'] = ['in']): ClueDefinition => ({
  query: parseClueQuery(query),
  speakers,
  concatenationDelay: 300,
});
const RESILIATION = 1;
const CONCURRENT = 2;
const PRIX = 3;
const clues = new Map([
  [RESILIATION, clue('résilier | "mettre fin" | résiliation')],
  [CONCURRENT, clue('concurrent* | "moins cher"')],
  [PRIX, clue('cher | prix')],
]);
const index = buildCallIndex(calls);
const matching = (query: TagQuery) => [
  ...matchTag(query, clueMatcher(index, clues), calls.length).keys(),
];

describe('matchTag', () => {
  it('and: every item holds in the call (clues may match in different turns)', () => {
    expect(matching({ and: [RESILIATION, CONCURRENT] })).toEqual([0]);
    expect(matching({ and: [RESILIATION] })).toEqual([0, 1, 2]);
  });

  it('or: any item', () => {
    expect(matching({ or: [CONCURRENT, PRIX] })).toEqual([0, 1, 3]);
  });

  it('nested groups: "Risque de départ" = résiliation and (concurrent or prix)', () => {
    expect(matching({ and: [RESILIATION, { or: [CONCURRENT, PRIX] }] })).toEqual([0, 1]);
  });

  it('not: the conjunction of its items does not hold', () => {
    expect(matching({ and: [RESILIATION, { not: [CONCURRENT] }] })).toEqual([1, 2]);
    expect(matching({ not: [RESILIATION] })).toEqual([3, 4]);
    // not [a, b] = not (a and b): only call 0 has both.
    expect(matching({ not: [RESILIATION, CONCURRENT] })).toEqual([1, 2, 3, 4]);
    expect(matching({ not: [{ or: [RESILIATION, CONCURRENT] }] })).toEqual([4]);
  });

  it('matches nothing with no clue; empty groups are left out', () => {
    expect(matching({ and: [] })).toEqual([]);
    expect(matching({ or: [] })).toEqual([]);
    expect(matching({ not: [] })).toEqual([]);
    expect(matching({ and: [{ or: [] }, { not: [] }] })).toEqual([]);
    expect(matching({ and: [RESILIATION, { or: [] }] })).toEqual([0, 1, 2]);
    expect(matching({ or: [PRIX, { and: [] }] })).toEqual([1, 3]);
  });

  it('an unknown clue matches nothing', () => {
    expect(matching({ or: [99, PRIX] })).toEqual([1, 3]);
    expect(matching({ and: [99, PRIX] })).toEqual([]);
  });

  it('lists the clue ids of a query once, in reading order', () => {
    expect(tagClueIds({ and: [3, { or: [1, { not: [3, 2] }] }, 1] })).toEqual([3, 1, 2]);
  });
});

describe('detectTags', () => {
  it('gives, per call, the tags detected and the matched stretches of the turns', () => {
    const detections = detectTags(
      index,
      [
        { id: 10, query: { and: [RESILIATION, { or: [CONCURRENT, PRIX] }] } },
        { id: 11, query: { and: [RESILIATION, { not: [CONCURRENT] }] } },
        { id: 12, query: { and: [] } },
      ],
      clues,
    );
    expect(detections).toEqual([
      [
        {
          id: 10,
          matches: [
            { turn: 0, start: 8, end: 16 },
            { turn: 0, start: 34, end: 44 },
          ],
        },
      ],
      [
        {
          id: 10,
          matches: [
            { turn: 0, start: 8, end: 16 },
            { turn: 0, start: 29, end: 33 },
          ],
        },
        { id: 11, matches: [{ turn: 0, start: 8, end: 16 }] },
      ],
      [{ id: 11, matches: [{ turn: 0, start: 8, end: 16 }] }],
      [],
      [],
    ]);
    expect(calls[0].transcript[0].text.slice(34, 44)).toBe('concurrent');
    expect(calls[1].transcript[0].text.slice(29, 33)).toBe('cher');
  });
});
