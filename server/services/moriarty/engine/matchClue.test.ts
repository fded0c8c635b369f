import { describe, expect, it } from 'vitest';
import type { Speaker } from '../../../db/schema';
import { buildCallIndex, type IndexableCall, type IndexableTurn } from './callIndex';
import { turnMatches } from './highlights';
import { matchClue } from './matchClue';
import { normaliseWord, tokenise } from './normalise';
import { parseClueQuery } from './parser';

type TurnSpec = [speaker: Speaker, start: number, end: number, text: string];
const call = (...turns: TurnSpec[]): IndexableCall => ({
  transcript: turns.map(([speaker, start, end, text]): IndexableTurn => ({
    speaker,
    start,
    end,
    text,
  })),
});

interface Options {
  speakers?: Speaker[];
  delay?: number;
}

function evaluate(query: string, calls: IndexableCall[], options: Options = {}) {
  const index = buildCallIndex(calls);
  const matches = matchClue(index, {
    query: parseClueQuery(query),
    speakers: options.speakers ?? ['in', 'out'],
    concatenationDelay: options.delay ?? 300,
  });
  return { index, matches };
}

/** What the clue highlights in each call: `call:turn:matched text`. */
function highlights(query: string, calls: IndexableCall[], options: Options = {}): string[] {
  const { index, matches } = evaluate(query, calls, options);
  return [...matches].flatMap(([at, spans]) =>
    turnMatches(index, at, spans).map(
      ({ turn, start, end }) =>
        `${at}:${turn}:${calls[at].transcript[turn].text.slice(start, end)}`,
    ),
  );
}
/** The calls where the clue holds. */
const matching = (query: string, calls: IndexableCall[], options?: Options) => [
  ...evaluate(query, calls, options).matches.keys(),
];

const say = (text: string, speaker: Speaker = 'in') => call([speaker, 0, 1000, text]);

describe('normalisation', () => {
  it('folds case, accents and ligatures', () => {
    expect(normaliseWord('RÉSILIER')).toBe('resilier');
    expect(normaliseWord('Cœur')).toBe('coeur');
    expect(normaliseWord('Ça')).toBe('ca');
  });

  it('splits on apostrophes and punctuation, keeping offsets in the original text', () => {
    expect(tokenise("Je résilie l'abonnement, là.")).toEqual([
      { term: 'je', start: 0, end: 2 },
      { term: 'resilie', start: 3, end: 10 },
      { term: 'l', start: 11, end: 12 },
      { term: 'abonnement', start: 13, end: 23 },
      { term: 'la', start: 25, end: 27 },
    ]);
  });

  it('keeps offsets of decomposed text', () => {
    const decomposed = 'Re\u0301silier'; // é as e + combining acute accent
    expect(tokenise(`x ${decomposed}`)).toEqual([
      { term: 'x', start: 0, end: 1 },
      { term: 'resilier', start: 2, end: 11 },
    ]);
  });
});

describe('matchClue: words, case and accents', () => {
  it('résilier matches resilier, RÉSILIER, Résilier; not résiliation', () => {
    const calls = [
      say('je veux resilier'),
      say('JE VEUX RÉSILIER !'),
      say('Résilier, oui.'),
      say('la résiliation'),
    ];
    expect(highlights('résilier', calls)).toEqual(['0:0:resilier', '1:0:RÉSILIER', '2:0:Résilier']);
    expect(matching('RESILIER', calls)).toEqual([0, 1, 2]);
  });

  it("finds a word after an apostrophe, and l'abonnement as a phrase", () => {
    const calls = [say("J'arrête l'abonnement."), say('le abonnement'), say('l abonnement')];
    expect(highlights('abonnement', calls)).toEqual([
      '0:0:abonnement',
      '1:0:abonnement',
      '2:0:abonnement',
    ]);
    expect(highlights("l'abonnement", calls)).toEqual(["0:0:l'abonnement", '2:0:l abonnement']);
    expect(highlights("j'arrete", calls)).toEqual(["0:0:J'arrête"]);
  });
});

describe('matchClue: operators', () => {
  const calls = [
    say('je veux résilier mon abonnement'),
    say('je veux résilier'),
    say('mon abonnement'),
    say('rien à voir'),
  ];

  it('AND: every word in the segment (default and +)', () => {
    expect(matching('résilier abonnement', calls)).toEqual([0]);
    expect(matching('résilier + abonnement', calls)).toEqual([0]);
    expect(highlights('résilier abonnement', calls)).toEqual(['0:0:résilier', '0:0:abonnement']);
  });

  it('OR: any, highlighting every alternative found', () => {
    expect(matching('résilier | abonnement', calls)).toEqual([0, 1, 2]);
    expect(highlights('résilier | abonnement', calls)).toEqual([
      '0:0:résilier',
      '0:0:abonnement',
      '1:0:résilier',
      '2:0:abonnement',
    ]);
  });

  it('NOT: excludes the segments where the word is said', () => {
    expect(matching('résilier -abonnement', calls)).toEqual([1]);
    expect(matching('-abonnement', calls)).toEqual([1, 3]);
    expect(highlights('-abonnement', calls)).toEqual([]);
    expect(matching('résilier -(mon abonnement)', calls)).toEqual([1]);
  });

  it('applies operators left to right, parentheses first', () => {
    // (résilier | mon) abonnement vs résilier | (mon abonnement)
    const more = [...calls, say('résilier'), say('mon')];
    expect(matching('résilier | mon abonnement', more)).toEqual([0, 2]);
    expect(matching('résilier | (mon abonnement)', more)).toEqual([0, 1, 2, 4]);
    expect(matching('mon abonnement | résilier', more)).toEqual([0, 1, 2, 4]);
  });

  it('phrases: words in order, next to each other', () => {
    const phrases = [
      say('je veux mettre fin au contrat'),
      say('mettre un terme, fin'),
      say('fin mettre'),
    ];
    expect(highlights('"mettre fin"', phrases)).toEqual(['0:0:mettre fin']);
  });

  it('phrase slop: extra moves allowed, swapping two words costs 2', () => {
    const phrases = [
      say('mettre fin'),
      say('mettre rapidement fin'),
      say('mettre vraiment très vite fin'),
      say('fin mettre'),
    ];
    expect(matching('"mettre fin"~1', phrases)).toEqual([0, 1]);
    expect(matching('"mettre fin"~3', phrases)).toEqual([0, 1, 2, 3]);
    expect(matching('"fin mettre"~1', phrases)).toEqual([3]);
    expect(matching('"fin mettre"~2', phrases)).toEqual([0, 3]);
    expect(matching('"fin mettre"~3', phrases)).toEqual([0, 1, 3]);
    expect(highlights('"mettre fin"~1', phrases)).toEqual([
      '0:0:mettre fin',
      '1:0:mettre',
      '1:0:fin',
    ]);
  });

  it('prefix: every word starting so', () => {
    const words = [say('un concurrent'), say('la Concurrence'), say('concurrents'), say('concur')];
    expect(highlights('concurrent*', words)).toEqual(['0:0:concurrent', '2:0:concurrents']);
    expect(matching('concurren*', words)).toEqual([0, 1, 2]);
    expect(matching('CONCUR*', words)).toEqual([0, 1, 2, 3]);
  });

  it('fuzziness: edit distance on a word, transpositions count one', () => {
    const words = [say('résilier'), say('résiler'), say('reislier'), say('rsilir')];
    expect(matching('resilier~1', words)).toEqual([0, 1, 2]);
    expect(matching('resilier', words)).toEqual([0]);
    expect(matching('resilier~2', words)).toEqual([0, 1, 2, 3]);
    expect(matching('resilier~', words)).toEqual([0, 1, 2, 3]);
  });
});

describe('matchClue: speakers and concatenation_delay', () => {
  // Customer: "je pars chez un" (ends 2000) … "concurrent" (starts 2000 + gap); agent in between
  // in the third call.
  const split = (gap: number) =>
    call(
      ['in', 1000, 2000, 'Je pars chez un'],
      ['in', 2000 + gap, 3000 + gap, 'concurrent moins cher.'],
    );

  it('looks only in the turns of the clue speakers', () => {
    const calls = [say('je veux résilier', 'in'), say('je lance la résiliation, résilier', 'out')];
    expect(matching('résilier', calls, { speakers: ['in'] })).toEqual([0]);
    expect(matching('résilier', calls, { speakers: ['out'] })).toEqual([1]);
    expect(matching('résilier', calls, { speakers: ['in', 'out'] })).toEqual([0, 1]);
  });

  it('merges consecutive turns of one speaker when the gap is at most the delay', () => {
    expect(matching('"un concurrent"', [split(299)], { delay: 300 })).toEqual([0]);
    expect(matching('"un concurrent"', [split(300)], { delay: 300 })).toEqual([0]);
    expect(matching('"un concurrent"', [split(301)], { delay: 300 })).toEqual([]);
    expect(matching('pars concurrent', [split(301)], { delay: 300 })).toEqual([]);
    expect(matching('pars concurrent', [split(301)], { delay: 1000 })).toEqual([0]);
  });

  it('highlights a phrase over two merged turns in each turn', () => {
    expect(highlights('"chez un concurrent"', [split(100)])).toEqual([
      '0:0:chez un',
      '0:1:concurrent',
    ]);
  });

  it('never merges across a turn of the other speaker, nor the other speaker’s turns', () => {
    const interrupted = call(
      ['in', 0, 1000, 'Je pars chez un'],
      ['out', 1050, 1100, 'Hmm.'],
      ['in', 1150, 2000, 'concurrent'],
    );
    expect(matching('"un concurrent"', [interrupted], { delay: 5000 })).toEqual([]);
    expect(matching('"un concurrent"', [interrupted], { delay: 5000, speakers: ['in'] })).toEqual(
      [],
    );
    const agents = call(['out', 0, 1000, 'un'], ['out', 1100, 2000, 'concurrent']);
    expect(matching('"un concurrent"', [agents], { speakers: ['in'] })).toEqual([]);
    expect(matching('"un concurrent"', [agents], { speakers: ['out'] })).toEqual([0]);
  });

  it('requires every positive word in one merged segment (a clue is one expression)', () => {
    const apart = call(
      ['in', 0, 1000, 'Je veux résilier.'],
      ['out', 1200, 2000, 'Pourquoi ?'],
      ['in', 2200, 3000, 'Un concurrent.'],
    );
    expect(matching('résilier concurrent', [apart])).toEqual([]);
    expect(matching('résilier | concurrent', [apart])).toEqual([0]);
    expect(matching('résilier -concurrent', [apart])).toEqual([0]);
  });
});
