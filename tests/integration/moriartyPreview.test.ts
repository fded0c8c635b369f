import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallRow, type Speaker } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Live preview: a clue or a tag being edited, evaluated against the recent calls of its language
// within the caller's clients. Expected answers come from a plain regular-expression reading of
// the seeded transcripts, independent of the engine.
const api = '/services/moriarty/api';

let platform: TestPlatform;
let all: CallRow[];
beforeAll(async () => {
  platform = await startTestPlatform();
  all = await platform.database.db.select().from(calls);
});
afterAll(() => platform.close());

const preview = (kind: 'clue' | 'tag', payload: object, as: 'admin' | 'client' = 'admin') =>
  platform.request({ method: 'POST', url: `${api}/preview/${kind}`, as, payload });

// NFD then marks removed keeps offsets for precomposed letters (é → e + ◌́ → e).
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Where a whole word (or a prefix, with `*`) occurs in a text, as [start, end] offsets. */
function occurrences(text: string, pattern: string): [number, number][] {
  const source = pattern.endsWith('*') ? `${pattern.slice(0, -1)}[\\p{L}\\p{N}]*` : pattern;
  const regex = new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'gu');
  return [...fold(text).matchAll(regex)].map((m) => [m.index, m.index + m[0].length]);
}

const latestFirst = (a: CallRow, b: CallRow) =>
  b.startTime.getTime() - a.startTime.getTime() || (a.id < b.id ? 1 : -1);

interface Expected {
  call: CallRow;
  turns: Map<number, [number, number][]>;
}
/** Calls of a language with, per turn of the speakers, where any of the patterns occurs. */
function expectedMatches(
  lang: string,
  patterns: string[],
  speakers: Speaker[],
  clientId?: number,
): Expected[] {
  return all
    .filter((call) => call.lang === lang && (clientId === undefined || call.clientId === clientId))
    .sort(latestFirst)
    .map((call) => {
      const turns = new Map<number, [number, number][]>();
      call.transcript.forEach((turn, at) => {
        if (!speakers.includes(turn.speaker)) return;
        const found = patterns.flatMap((pattern) => occurrences(turn.text, pattern));
        if (found.length)
          turns.set(
            at,
            found.sort((a, b) => a[0] - b[0]),
          );
      });
      return { call, turns };
    })
    .filter(({ turns }) => turns.size > 0);
}

interface Snippet {
  turn: number;
  speaker: string;
  start: number;
  end: number;
  text: string;
  highlights: { start: number; end: number }[];
}
interface PreviewCall {
  id: string;
  client: { id: number; name: string };
  snippets: Snippet[];
}

function expectAnswer(body: { calls: PreviewCall[] }, expected: Expected[], limit = 5) {
  expect(body.calls.map((call) => call.id)).toEqual(
    expected.slice(0, limit).map(({ call }) => call.id),
  );
  body.calls.forEach((shown, at) => {
    const { call, turns } = expected[at];
    expect(
      shown.snippets.map(({ turn, speaker, start, end, text, highlights }) => ({
        turn,
        speaker,
        start,
        end,
        text,
        highlights: highlights.map(({ start: from, end: to }) => [from, to]),
      })),
    ).toEqual(
      [...turns].slice(0, 5).map(([turn, found]) => {
        const { speaker, start, end, text } = call.transcript[turn];
        return { turn, speaker, start, end, text, highlights: found };
      }),
    );
  });
}

const frenchCalls = () => all.filter((call) => call.lang === 'fr');

describe('POST /preview/clue', () => {
  it('counts the calls of the language evaluated and matching, shows the latest with highlights', async () => {
    const response = await preview('clue', {
      lang: 'fr',
      query: 'commande',
      speakers: ['in'],
      concatenation_delay: 300,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = expectedMatches('fr', ['commande'], ['in']);
    expect(expected.length).toBeGreaterThan(5);
    expect(body.evaluated).toBe(frenchCalls().length);
    expect(body.matched).toBe(expected.length);
    expectAnswer(body, expected);
    const [first] = body.calls;
    const call = expected[0].call;
    expect(first).toEqual({
      id: call.id,
      start_time: call.startTime.toISOString(),
      client: { id: call.clientId, name: expect.any(String) },
      campaign: { id: call.campaignId, name: expect.any(String) },
      duration: call.duration,
      snippets: expect.any(Array),
    });
    const { text, highlights } = first.snippets[0];
    expect(fold(text.slice(highlights[0].start, highlights[0].end))).toBe('commande');
  });

  it('restricts to the speakers, ignores case and accents, and defaults to both speakers', async () => {
    const customer = (
      await preview('clue', { lang: 'fr', query: 'COMMANDE', speakers: ['in'] })
    ).json();
    const brand = (
      await preview('clue', { lang: 'fr', query: 'commande', speakers: ['out'] })
    ).json();
    const both = (await preview('clue', { lang: 'fr', query: 'commande' })).json();
    expect(brand.matched).toBe(expectedMatches('fr', ['commande'], ['out']).length);
    expect(both.matched).toBe(expectedMatches('fr', ['commande'], ['in', 'out']).length);
    expect(customer.matched).not.toBe(brand.matched);
    const accents = (
      await preview('clue', { lang: 'fr', query: 'resilier', speakers: ['in'] })
    ).json();
    expect(accents.matched).toBe(expectedMatches('fr', ['resilier'], ['in']).length);
    expect(accents.matched).toBeGreaterThan(0);
  });

  it('takes prefixes and OR, highlighting every alternative, and respects limit', async () => {
    const response = await preview('clue', {
      lang: 'en',
      query: 'parcel* | refund',
      speakers: ['in', 'out'],
      limit: 20,
    });
    const expected = expectedMatches('en', ['parcel*', 'refund'], ['in', 'out']);
    expect(response.json().matched).toBe(expected.length);
    expectAnswer(response.json(), expected, 20);
  });

  it('refuses a syntax error with its position, and bad fields', async () => {
    const broken = await preview('clue', { lang: 'fr', query: 'résilier "mettre' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Unterminated phrase: missing closing quote (position 9)'] },
      position: { query: 9 },
    });
    const bad = await preview('clue', { lang: 'fr', query: 'a', limit: 21, speakers: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Invalid request body',
      errors: { limit: ['At most 20'], speakers: ['At least one speaker is required'] },
    });
  });
});

describe('client scoping', () => {
  it('a client user previews only the calls of their client', async () => {
    const response = await preview(
      'clue',
      { lang: 'fr', query: 'commande | facture', limit: 20 },
      'client',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.evaluated).toBe(frenchCalls().filter((call) => call.clientId === 1).length);
    expect(body.evaluated).toBeLessThan(frenchCalls().length);
    const expected = expectedMatches('fr', ['commande', 'facture'], ['in', 'out'], 1);
    expect(body.matched).toBe(expected.length);
    expect(body.calls.every((call: PreviewCall) => call.client.id === 1)).toBe(true);
    expectAnswer(body, expected, 20);
  });
});

describe('POST /preview/tag', () => {
  const clueId = async (label: string) =>
    (await platform.request({ url: `${api}/clues`, as: 'admin' }))
      .json()
      .find((clue: { label: string }) => clue.label === label).id as number;

  it('evaluates a tree over a stored clue and an unsaved one (negative id)', async () => {
    const resiliation = await clueId('Résiliation');
    const response = await preview('tag', {
      lang: 'fr',
      query: { and: [resiliation, -1] },
      clues: [{ id: -1, query: 'abonnement*', speakers: ['in'], concatenation_delay: 300 }],
      limit: 20,
    });
    expect(response.statusCode).toBe(200);
    // Résiliation: résilier | "mettre fin" | résiliation, said by the customer.
    const stored = expectedMatches('fr', ['resilier', 'mettre fin', 'resiliation'], ['in']);
    const unsaved = expectedMatches('fr', ['abonnement*'], ['in']);
    const both = stored
      .filter(({ call }) => unsaved.some((other) => other.call.id === call.id))
      .map(({ call, turns }) => {
        const merged = new Map(turns);
        for (const [turn, found] of unsaved.find((other) => other.call.id === call.id)?.turns ??
          []) {
          merged.set(
            turn,
            [...(merged.get(turn) ?? []), ...found].sort((a, b) => a[0] - b[0]),
          );
        }
        return { call, turns: new Map([...merged].sort((a, b) => a[0] - b[0])) };
      });
    const body = response.json();
    expect(both.length).toBeGreaterThan(0);
    expect(body.matched).toBe(both.length);
    expectAnswer(body, both, 20);
  });

  it('a given clue replaces the stored clue of the same id; not and or work', async () => {
    const resiliation = await clueId('Résiliation');
    const replaced = await preview('tag', {
      lang: 'fr',
      query: { and: [resiliation] },
      clues: [
        { id: resiliation, query: 'xyzzy', speakers: ['in', 'out'], concatenation_delay: 300 },
      ],
    });
    expect(replaced.json().matched).toBe(0);
    const stored = (await preview('tag', { lang: 'fr', query: { or: [resiliation] } })).json();
    const negated = (await preview('tag', { lang: 'fr', query: { not: [resiliation] } })).json();
    expect(stored.matched).toBeGreaterThan(0);
    expect(stored.matched + negated.matched).toBe(frenchCalls().length);
    const empty = (await preview('tag', { lang: 'fr', query: { and: [] } })).json();
    expect(empty).toEqual({ evaluated: frenchCalls().length, matched: 0, calls: [] });
  });

  it('refuses a syntax error in a given clue at clues.<n>.query, with its position', async () => {
    const response = await preview('tag', {
      lang: 'fr',
      query: { or: [-1, -2] },
      clues: [
        { id: -1, query: 'ok', speakers: ['in'], concatenation_delay: 300 },
        { id: -2, query: 'a (b', speakers: ['in'], concatenation_delay: 300 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query',
      errors: { 'clues.1.query': ['Unbalanced parenthesis: missing closing ) (position 2)'] },
      position: { 'clues.1.query': 2 },
    });
  });

  it('refuses unknown clue ids, clues of another language and malformed trees', async () => {
    const competitor = await clueId('Competitor');
    const unknown = await preview('tag', { lang: 'fr', query: { or: [-3, 999999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Unknown clue: -3', 'Unknown clue: 999999'] },
    });
    const english = await preview('tag', { lang: 'fr', query: { or: [competitor] } });
    expect(english.json().errors.query).toEqual([
      `Clue ${competitor} ("Competitor") is in en, not fr`,
    ]);
    const malformed = await preview('tag', { lang: 'fr', query: { or: [0] } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'Invalid request body',
      errors: { 'query.or.0': ['Must be a clue id (a non-zero integer) or a group'] },
    });
  });
});

describe('how many recent calls', () => {
  it('evaluates the last N calls of the language (MORIARTY_PREVIEW_CALLS)', async () => {
    process.env.MORIARTY_PREVIEW_CALLS = '30';
    const small = await startTestPlatform().finally(
      () => delete process.env.MORIARTY_PREVIEW_CALLS,
    );
    try {
      const response = await small.request({
        method: 'POST',
        url: `${api}/preview/clue`,
        as: 'admin',
        payload: { lang: 'fr', query: 'bonjour | merci', limit: 20 },
      });
      all = await small.database.db.select().from(calls); // expectations from this platform
      const recent = new Set(
        frenchCalls()
          .sort(latestFirst)
          .slice(0, 30)
          .map(({ id }) => id),
      );
      const body = response.json();
      expect(body.evaluated).toBe(30);
      const expected = expectedMatches('fr', ['bonjour', 'merci'], ['in', 'out']).filter(
        ({ call }) => recent.has(call.id),
      );
      expect(expected.length).toBeLessThan(
        expectedMatches('fr', ['bonjour', 'merci'], ['in', 'out']).length,
      );
      expect(body.matched).toBe(expected.length);
      expectAnswer(body, expected, 20);
    } finally {
      await small.close();
    }
  });
});
