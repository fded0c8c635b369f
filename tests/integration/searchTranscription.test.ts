import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallRow } from '../../server/db/schema';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// POST search/transcription-v2/ (spec §7) with the search body of spec §3, over seeded calls.
// Every expectation is computed independently from the calls table.
const url = '/services/search/api/v1/search/transcription-v2/';

interface Highlight {
  turn: number;
  speaker: 'in' | 'out';
  start: number;
  end: number;
  text: string;
}
interface Hit {
  id: string;
  client: { id: number; name: string };
  campaign: { id: number; name: string };
  start_time: string;
  duration: number;
  lang: string;
  status: string;
  decisional: boolean;
  metadata: Record<string, string>;
  tags: { id: number }[];
  highlights: Highlight[];
}
interface Answer {
  data: Hit[];
  _total: number;
}

let platform: TestPlatform;
let all: CallRow[];
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 400 }, 'test-key');
  all = await platform.database.db.select().from(calls);
});
afterAll(() => platform.close());

const search = async (payload: object, as: 'admin' | 'client' | 'guest' = 'admin') => {
  const response = await platform.request({ method: 'POST', url, as, payload });
  return { status: response.statusCode, body: response.json() as Answer };
};
const withToken = (payload: object, token: string) =>
  platform.request({ method: 'POST', url, token, payload });

const turnsWith = (call: CallRow, phrase: string) =>
  call.transcript.flatMap((turn, index) =>
    turn.text.toLowerCase().includes(phrase) ? [index] : [],
  );
const idsOf = (rows: { id: string }[]) => rows.map(({ id }) => id).sort();
const latestFirst = (hits: Hit[]) =>
  hits.every((hit, index) => index === 0 || hits[index - 1].start_time >= hit.start_time);

describe('expression search', () => {
  it('finds a French phrase (LM Factory corpus search: page 1, size 100, fr, Europe/Paris) with the matching turns', async () => {
    const { status, body } = await search({
      search: '"résilier mon abonnement"',
      lang: 'fr',
      page: 1,
      size: 100,
      timezone: 'Europe/Paris',
    });
    expect(status).toBe(200);
    const expected = all.filter(
      (call) => call.lang === 'fr' && turnsWith(call, 'résilier mon abonnement').length,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body._total).toBe(expected.length);
    expect(expected.length).toBeLessThanOrEqual(100);
    expect(idsOf(body.data)).toEqual(idsOf(expected));
    expect(latestFirst(body.data)).toBe(true);
    for (const hit of body.data) {
      const call = all.find(({ id }) => id === hit.id) as CallRow;
      expect(hit.highlights.map(({ turn }) => turn)).toEqual(
        turnsWith(call, 'résilier mon abonnement'),
      );
      for (const highlight of hit.highlights) {
        const turn = call.transcript[highlight.turn];
        expect(highlight).toEqual({
          turn: highlight.turn,
          speaker: turn.speaker,
          start: turn.start,
          end: turn.end,
          text: turn.text,
        });
      }
    }
  });

  it('finds an English phrase in every language when lang is absent', async () => {
    const { body } = await search({ search: '"cancel my subscription"', size: 100 });
    const expected = all.filter((call) => turnsWith(call, 'cancel my subscription').length);
    expect(expected.length).toBeGreaterThan(0);
    expect(body._total).toBe(expected.length);
    expect(body.data.every((hit) => hit.lang === 'en')).toBe(true);
    for (const hit of body.data) {
      expect(hit.highlights.length).toBeGreaterThan(0);
      expect(hit.highlights.every(({ text }) => /cancel my subscription/i.test(text))).toBe(true);
    }
  });

  it('matches word forms with the call language’s stemming (résiliation ~ résilier)', async () => {
    const { body } = await search({ search: 'résiliation', lang: 'fr', size: 100 });
    const texts = body.data.flatMap((hit) => hit.highlights.map(({ text }) => text));
    expect(texts.some((text) => /résilier/i.test(text) && !/résiliation/i.test(text))).toBe(true);
    expect(texts.some((text) => /résiliation/i.test(text))).toBe(true);
  });

  it('excludes words with -word', async () => {
    const { body: withFees } = await search({ search: 'résilier', lang: 'fr', size: 0 });
    const { body } = await search({ search: 'résilier -frais', lang: 'fr', size: 100 });
    expect(body._total).toBeGreaterThan(0);
    expect(body._total).toBeLessThan(withFees._total);
    for (const hit of body.data) {
      const call = all.find(({ id }) => id === hit.id) as CallRow;
      expect(call.transcript.some(({ text }) => /\bfrais\b/i.test(text))).toBe(false);
    }
  });

  it('highlights the turns holding any of the words when none holds them all', async () => {
    const { body } = await search({ search: 'duplicata prélèvement', lang: 'fr', size: 100 });
    const spread = body.data.filter((hit) => {
      const call = all.find(({ id }) => id === hit.id) as CallRow;
      return !call.transcript.some(
        ({ text }) => /duplicata/i.test(text) && /prélèvement/i.test(text),
      );
    });
    expect(spread.length).toBeGreaterThan(0);
    for (const hit of spread) {
      expect(hit.highlights.length).toBeGreaterThanOrEqual(2);
      // prélèvement and prélevé share their stem.
      expect(hit.highlights.every(({ text }) => /duplicata|prél[eè]v/i.test(text))).toBe(true);
    }
  });

  it('highlights a call anew once its transcript has changed (highlights are kept per row version)', async () => {
    const payload = { search: '"cancel my subscription"', lang: 'en', size: 1 };
    const [first] = (await search(payload)).body.data;
    const call = all.find(({ id }) => id === first.id) as CallRow;
    const { turn } = first.highlights[0];
    const transcript = call.transcript.map((said, index) =>
      index === turn ? { ...said, text: `${said.text} Cancel my subscription, again.` } : said,
    );
    const { db } = platform.database;
    await db.update(calls).set({ transcript }).where(eq(calls.id, call.id));
    try {
      const [again] = (await search(payload)).body.data;
      expect(again.id).toBe(call.id);
      expect(again.highlights.find((highlight) => highlight.turn === turn)?.text).toMatch(
        /Cancel my subscription, again\.$/,
      );
    } finally {
      await db.update(calls).set({ transcript: call.transcript }).where(eq(calls.id, call.id));
    }
  });

  it('has no highlights and no text condition without search (or with a blank one)', async () => {
    for (const blank of [{}, { search: '   ' }, { search: null }]) {
      const { status, body } = await search({ ...blank, size: 3 });
      expect(status).toBe(200);
      expect(body._total).toBe(all.length);
      expect(body.data.every((hit) => hit.highlights.length === 0)).toBe(true);
    }
  });

  it('returns every hit field of the calls model', async () => {
    const { body } = await search({ size: 1 });
    const [hit] = body.data;
    const call = all.find(({ id }) => id === hit.id) as CallRow;
    expect(Object.keys(hit).sort()).toEqual(
      [
        'campaign',
        'client',
        'decisional',
        'duration',
        'highlights',
        'id',
        'lang',
        'metadata',
        'start_time',
        'status',
        'tags',
      ].sort(),
    );
    expect(hit).toMatchObject({
      id: call.id,
      client: { id: call.clientId },
      campaign: { id: call.campaignId },
      start_time: call.startTime.toISOString(),
      duration: call.duration,
      lang: call.lang,
      status: call.status,
      decisional: call.decisional,
      metadata: call.metadata,
      tags: call.detectedTags,
    });
    expect(hit.id).toMatch(/^\d+-\d+\.\d+$/);
    expect(hit.client.name).toEqual(expect.any(String));
    expect(hit.campaign.name).toEqual(expect.any(String));
  });
});

describe('word presence (size 0)', () => {
  it('answers only _total, with data []', async () => {
    const { body: page } = await search({ search: 'commande', size: 100 });
    const { status, body } = await search({ search: 'commande', size: 0 });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], _total: page._total, _total_relation: 'eq' });
    expect(body._total).toBeGreaterThan(0);
  });

  it('counts the calls of the last 6 months in the user’s time zone and language', async () => {
    const now = new Date();
    const begin = new Date(now);
    begin.setUTCMonth(begin.getUTCMonth() - 6);
    for (const [word, lang] of [
      ['duplicata', 'fr'],
      ['invoice', 'en'],
    ]) {
      const { body } = await search({
        search: word,
        size: 0,
        lang,
        timezone: 'Europe/Paris',
        date_range: { begin: begin.toISOString(), end: now.toISOString() },
      });
      const expected = all.filter(
        (call) =>
          call.lang === lang &&
          call.startTime >= begin &&
          call.startTime < now &&
          turnsWith(call, word).length,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(body).toEqual({ data: [], _total: expected.length, _total_relation: 'eq' });
    }
  });
});

describe('filters', () => {
  const expectFilter = async (payload: object, keep: (call: CallRow) => boolean) => {
    const { status, body } = await search({ ...payload, size: 1000 });
    expect(status).toBe(200);
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(body._total).toBe(expected.length);
    expect(idsOf(body.data)).toEqual(idsOf(expected));
  };

  it('clients (numbers or digit strings)', async () => {
    await expectFilter({ clients: [2] }, (call) => call.clientId === 2);
    await expectFilter({ clients: ['2', '4'] }, (call) => [2, 4].includes(call.clientId));
  });

  it('campaigns', async () => {
    await expectFilter({ campaigns: [1, 5] }, (call) => [1, 5].includes(call.campaignId));
  });

  it('status (any of)', async () => {
    await expectFilter({ status: ['void', 'qualification_pending'] }, (call) =>
      ['void', 'qualification_pending'].includes(call.status),
    );
  });

  it('decisional', async () => {
    await expectFilter({ decisional: true }, (call) => call.decisional);
    await expectFilter({ decisional: false }, (call) => !call.decisional);
  });

  it('duration range in seconds, bounds included', async () => {
    const durations = all.map(({ duration }) => duration).sort((a, b) => a - b);
    const [min, max] = [durations[100], durations[300]];
    await expectFilter(
      { duration_min: min, duration_max: max },
      (call) => call.duration >= min && call.duration <= max,
    );
  });

  it('lang, shortened like everywhere (xx-EN → en)', async () => {
    await expectFilter({ lang: 'en' }, (call) => call.lang === 'en');
    await expectFilter({ lang: 'xx-EN' }, (call) => call.lang === 'en');
  });

  it('metadata: every key by default, any key with filter "or", any of a list of values', async () => {
    await expectFilter(
      { metadata: { include: { direction: 'outbound' } } },
      (call) => call.metadata.direction === 'outbound',
    );
    await expectFilter(
      {
        metadata: {
          filter: 'or',
          include: { direction: 'outbound', ivr_choice: ['billing', 'facturation'] },
        },
      },
      (call) =>
        call.metadata.direction === 'outbound' ||
        ['billing', 'facturation'].includes(call.metadata.ivr_choice),
    );
    await expectFilter(
      { metadata: { include: { direction: 'inbound', ivr_choice: 'livraison' } } },
      (call) => call.metadata.direction === 'inbound' && call.metadata.ivr_choice === 'livraison',
    );
  });

  it('date_range: days read in the given time zone, both days included', async () => {
    const zone = 'Pacific/Auckland';
    const dayIn = (date: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
    // An afternoon call (UTC) is already on the next day in Auckland (UTC+12/+13).
    const afternoon = all.find((call) => call.startTime.getUTCHours() >= 12) as CallRow;
    const begin = dayIn(afternoon.startTime, zone);
    const end = dayIn(new Date(afternoon.startTime.getTime() + 10 * 86_400_000), zone);
    const within = (timeZone: string) => (call: CallRow) =>
      dayIn(call.startTime, timeZone) >= begin && dayIn(call.startTime, timeZone) <= end;
    await expectFilter({ date_range: { begin, end }, timezone: zone }, within(zone));
    await expectFilter({ date_range: { begin, end } }, within('UTC'));
    expect(within(zone)(afternoon)).toBe(true);
    expect(within('UTC')(afternoon)).toBe(false);
  });

  it('date_range: wall-clock times in the time zone, instants with an offset; begin included, end excluded', async () => {
    const sorted = [...all].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    const from = sorted[150].startTime;
    const to = sorted[250].startTime;
    const keep = (call: CallRow) => call.startTime >= from && call.startTime < to;
    await expectFilter({ date_range: { begin: from.toISOString(), end: to.toISOString() } }, keep);
    const paris = (date: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
        .format(date)
        .replace(' ', 'T');
    await expectFilter(
      { date_range: { begin: paris(from), end: paris(to) }, timezone: 'Europe/Paris' },
      keep,
    );
    const { body } = await search({ date_range: { begin: from.toISOString() }, size: 0 });
    expect(body._total).toBe(all.filter((call) => call.startTime >= from).length);
  });

  it('tags: include (all by default, any with filter "or") and exclude', async () => {
    const [first, second, third] = all;
    const tag = (id: number) => ({ id, matches: [{ turn: 0, start: 0, end: 100 }] });
    const { db } = platform.database;
    await db
      .update(calls)
      .set({ detectedTags: [tag(7), tag(8)] })
      .where(inArray(calls.id, [first.id]));
    await db
      .update(calls)
      .set({ detectedTags: [tag(7)] })
      .where(inArray(calls.id, [second.id]));
    await db
      .update(calls)
      .set({ detectedTags: [tag(8)] })
      .where(inArray(calls.id, [third.id]));
    const ids = async (tags: object) => idsOf((await search({ tags, size: 1000 })).body.data);
    expect(await ids({ include: [7] })).toEqual(idsOf([first, second]));
    expect(await ids({ include: [7, 8] })).toEqual(idsOf([first]));
    expect(await ids({ include: [7, 8], filter: 'or' })).toEqual(idsOf([first, second, third]));
    expect(await ids({ include: [7], exclude: [8] })).toEqual(idsOf([second]));
    const { body } = await search({ tags: { exclude: [7, 8] }, size: 0 });
    expect(body._total).toBe(all.length - 3);
    const hit = (await search({ tags: { include: [8], exclude: [7] }, size: 1 })).body.data[0];
    expect(hit).toMatchObject({ id: third.id, tags: [tag(8)] });
  });

  it('combines filters with the expression', async () => {
    await expectFilter(
      { search: 'commande', clients: [2, 4], decisional: false, lang: 'fr' },
      (call) =>
        [2, 4].includes(call.clientId) &&
        !call.decisional &&
        call.lang === 'fr' &&
        turnsWith(call, 'commande').length > 0,
    );
  });
});

describe('paging', () => {
  it('is 1-based, latest call first, pages follow each other', async () => {
    const { body: first } = await search({ page: 1, size: 5 });
    const { body: second } = await search({ page: 2, size: 5 });
    const { body: both } = await search({ page: 1, size: 10 });
    expect([...first.data, ...second.data].map(({ id }) => id)).toEqual(
      both.data.map(({ id }) => id),
    );
    expect(latestFirst(both.data)).toBe(true);
    expect(first._total).toBe(all.length);
    expect(second._total).toBe(all.length);
  });

  it('defaults to page 1 of 20 and answers an empty page past the end', async () => {
    const { body } = await search({});
    expect(body.data).toHaveLength(20);
    const { body: past } = await search({ page: 100, size: 10 });
    expect(past).toEqual({ data: [], _total: all.length, _total_relation: 'eq' });
  });
});

describe('client scoping', () => {
  const clientOne = () => all.filter((call) => call.clientId === 1);

  it('a client user (group client-1) only sees the calls of client 1', async () => {
    const { body } = await search({ size: 1000 }, 'client');
    expect(body._total).toBe(clientOne().length);
    expect(body.data.every((hit) => hit.client.id === 1)).toBe(true);
    const { body: words } = await search({ search: 'bonjour', size: 0 }, 'client');
    const { body: everyone } = await search({ search: 'bonjour', size: 0 }, 'admin');
    expect(words._total).toBeLessThan(everyone._total);
  });

  it('asking for another client’s calls finds nothing', async () => {
    const { status, body } = await search({ clients: [2, 3] }, 'client');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], _total: 0, _total_relation: 'eq' });
    const { body: mixed } = await search({ clients: [1, 2], size: 0 }, 'client');
    expect(mixed._total).toBe(clientOne().length);
  });

  it('follows the groups of the token; no client group, no calls', async () => {
    const twoAndFour = await signTestToken('analyst', {
      roles: ['app.scribr.call_list'],
      groups: ['client-2', 'client-4', 'staff'],
    });
    const answer = (await withToken({ size: 1000 }, twoAndFour)).json() as Answer;
    expect(answer._total).toBe(all.filter((call) => [2, 4].includes(call.clientId)).length);
    const none = await signTestToken('lonely', { roles: ['app.moriarty.tags'], groups: [] });
    expect((await withToken({}, none)).json()).toEqual({
      data: [],
      _total: 0,
      _total_relation: 'eq',
    });
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    const response = await platform.request({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized', errors: {} });
  });

  it('answers 403 without any of the call-reader roles', async () => {
    expect((await search({}, 'guest')).status).toBe(403);
    const phonelines = await signTestToken('someone', { roles: ['app.phonelines.list'] });
    const response = await withToken({}, phonelines);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden', errors: {} });
  });

  it.each([
    'app.lm_factory.corpuses',
    'app.lm_factory.dictionaries',
    'app.moriarty.clues',
    'app.moriarty.tags',
    'app.scribr.call_list',
    'app.scribr.analytics',
  ])('opens to %s alone', async (role) => {
    const token = await signTestToken('reader', { roles: [role], groups: ['client-1'] });
    expect((await withToken({ size: 0 }, token)).statusCode).toBe(200);
  });
});

describe('bad bodies: 400 with field errors, never a 5xx', () => {
  it.each([
    [{ unknown: 1 }, 'unknown'],
    [{ search: 5 }, 'search'],
    [{ size: 'ten' }, 'size'],
    [{ size: -1 }, 'size'],
    [{ size: 1001 }, 'size'],
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ clients: 'all' }, 'clients'],
    [{ clients: [0] }, 'clients.0'],
    [{ campaigns: [{}] }, 'campaigns.0'],
    [{ status: ['done'] }, 'status.0'],
    [{ status: 'void' }, 'status'],
    [{ decisional: 'yes' }, 'decisional'],
    [{ duration_min: '10' }, 'duration_min'],
    [{ duration_min: 90, duration_max: 60 }, 'duration_max'],
    [{ lang: 'french' }, 'lang'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ date_range: { begin: 'yesterday' } }, 'date_range.begin'],
    [{ date_range: { begin: '2025-02-30' } }, 'date_range.begin'],
    [{ date_range: { begin: '2025-03-02', end: '2025-03-01' } }, 'date_range.end'],
    [{ date_range: { start: '2025-03-02' } }, 'date_range.start'],
    [{ metadata: { include: { direction: 5 } } }, 'metadata.include.direction'],
    [{ metadata: { filter: 'xor' } }, 'metadata.filter'],
    [{ tags: { include: ['x'] } }, 'tags.include.0'],
    [{ tags: { other: [] } }, 'tags.other'],
  ])('%j → errors.%s', async (payload, field) => {
    const response = await platform.request({ method: 'POST', url, as: 'admin', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Invalid request body');
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.errors[field][0]).toEqual(expect.any(String));
  });

  it('refuses malformed JSON and a body that is not an object', async () => {
    for (const payload of ['{"search": ', '[1, 2]', '"text"']) {
      const response = await platform.request({
        method: 'POST',
        url,
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid request body' });
    }
  });

  it('takes any text as an expression (quotes, operators) without failing', async () => {
    for (const text of ['"unbalanced', "l'adresse ' '' !!! & | <-> :*", '---', 'or or', '()']) {
      const { status } = await search({ search: text, size: 5 });
      expect(status).toBe(200);
    }
  });
});
