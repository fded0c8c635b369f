import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CLUES } from '../../server/seed/moriarty';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Moriarty clue endpoints, spec §7 (relative to the service base /api/) and §3 fields.
const api = '/services/moriarty/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const clueFields = [
  'client_id',
  'concatenation_delay',
  'id',
  'inserted_at',
  'label',
  'lang',
  'package',
  'private_description',
  'public_description',
  'query',
  'speakers',
  'tags',
  'updated_at',
  'uuid',
];

const post = (payload: unknown) =>
  platform.request({
    method: 'POST',
    url: `${api}/clues`,
    as: 'client',
    payload: payload as object,
  });
const patch = (id: number, payload: unknown) =>
  platform.request({
    method: 'PATCH',
    url: `${api}/clues/${id}`,
    as: 'client',
    payload: payload as object,
  });
const allClues = async () => (await platform.request({ url: `${api}/clues`, as: 'admin' })).json();

describe('GET /clues?lang={lang}', () => {
  it('lists the clues of the language with the fields of spec §3 and the tags using each', async () => {
    const response = await platform.request({ url: `${api}/clues?lang=fr`, as: 'client' });
    expect(response.statusCode).toBe(200);
    const clues = response.json();
    expect(clues.map((clue: { label: string }) => clue.label)).toEqual(
      SEED_CLUES.filter((clue) => clue.lang === 'fr').map((clue) => clue.label),
    );
    for (const clue of clues) {
      expect(Object.keys(clue).sort()).toEqual(clueFields);
      expect(clue.lang).toBe('fr');
      expect(clue.uuid).toMatch(uuid);
      expect(clue.inserted_at).toMatch(isoDate);
      expect(clue.updated_at).toMatch(isoDate);
    }
    const resiliation = clues.find((clue: { label: string }) => clue.label === 'Résiliation');
    expect(resiliation).toMatchObject({
      query: 'résilier | "mettre fin" | résiliation',
      speakers: ['in'],
      concatenation_delay: 300,
      package: 'Fidélisation',
    });
    expect(resiliation.tags.map((tag: { label: string }) => tag.label)).toEqual([
      'Risque de départ',
      'Départ sans contre-offre',
    ]);
    expect(Object.keys(resiliation.tags[0]).sort()).toEqual(['id', 'label']);
  });

  it('lists every language without lang; fr-FR is read as fr', async () => {
    const every = await allClues();
    expect(new Set(every.map((clue: { lang: string }) => clue.lang))).toEqual(
      new Set(['fr', 'en']),
    );
    const long = await platform.request({ url: `${api}/clues?lang=fr-FR`, as: 'client' });
    const short = await platform.request({ url: `${api}/clues?lang=fr`, as: 'client' });
    expect(long.json()).toEqual(short.json());
  });

  it('answers 400 to a bad language', async () => {
    const response = await platform.request({ url: `${api}/clues?lang=french`, as: 'client' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query parameters',
      errors: { lang: ['Must be a 2-letter language code'] },
    });
  });
});

describe('POST /clues', () => {
  it('creates a clue with the defaults (speakers both, delay 300) and answers 201 with it', async () => {
    const response = await post({ label: 'Frais', lang: 'fr', query: 'frais | pénalité*' });
    expect(response.statusCode).toBe(201);
    const clue = response.json();
    expect(Object.keys(clue).sort()).toEqual(clueFields);
    expect(clue).toMatchObject({
      label: 'Frais',
      lang: 'fr',
      package: '',
      private_description: '',
      public_description: '',
      concatenation_delay: 300,
      query: 'frais | pénalité*',
      speakers: ['in', 'out'],
      tags: [],
    });
    expect(Number.isInteger(clue.id)).toBe(true);
    expect(clue.uuid).toMatch(uuid);
    const read = await platform.request({ url: `${api}/clues/${clue.id}`, as: 'client' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(clue);
  });

  it('stores every field given; speakers without repeats, in the order in, out', async () => {
    const body = {
      label: 'Brand apology',
      lang: 'en',
      package: 'Quality',
      private_description: 'Internal note',
      public_description: 'Shown to the client',
      concatenation_delay: 1200,
      query: '"I\'m sorry" | apolog*',
      speakers: ['out', 'out'],
    };
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...body, speakers: ['out'] });
    const both = await post({ ...body, speakers: ['out', 'in'] });
    expect(both.json().speakers).toEqual(['in', 'out']);
  });

  it('refuses a query with a syntax error: 400 Invalid query with its position, nothing saved', async () => {
    const before = await allClues();
    const response = await post({ label: 'Broken', lang: 'fr', query: 'résilier "mettre fin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Unterminated phrase: missing closing quote (position 9)'] },
      position: { query: 9 },
    });
    expect(await allClues()).toEqual(before);
  });

  it.each([
    ['(résilier | frais', 'Unbalanced parenthesis: missing closing )', 0],
    ['résilier |', 'Operator | has nothing on its right', 9],
    ['   ', 'Empty query: type a word or a "phrase"', 0],
  ])('refuses %j: %s at %i', async (query, reason, position) => {
    const response = await post({ label: 'Broken', lang: 'fr', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query',
      errors: { query: [`${reason} (position ${position})`] },
      position: { query: position },
    });
  });

  const valid = { label: 'Valid', lang: 'fr', query: 'frais' };
  it.each([
    ['missing label', { ...valid, label: undefined }, { label: ['Required'] }],
    ['blank label', { ...valid, label: '  ' }, { label: ['Required'] }],
    ['missing query', { ...valid, query: undefined }, { query: ['Required'] }],
    ['query not a string', { ...valid, query: 3 }, { query: ['Must be a string'] }],
    [
      'query too long',
      { ...valid, query: 'a '.repeat(1001) },
      { query: ['At most 2000 characters'] },
    ],
    ['missing lang', { ...valid, lang: undefined }, { lang: ['Must be a 2-letter language code'] }],
    [
      'empty speakers',
      { ...valid, speakers: [] },
      { speakers: ['At least one speaker is required'] },
    ],
    [
      'unknown speaker',
      { ...valid, speakers: ['in', 'agent'] },
      { 'speakers.1': ['Must be "in" or "out"'] },
    ],
    [
      'speakers not a list',
      { ...valid, speakers: 'in' },
      { speakers: ['Must be a list of speakers'] },
    ],
    [
      'negative delay',
      { ...valid, concatenation_delay: -1 },
      { concatenation_delay: ['Must be zero or more'] },
    ],
    [
      'fractional delay',
      { ...valid, concatenation_delay: 1.5 },
      { concatenation_delay: ['Must be a whole number of milliseconds'] },
    ],
    [
      'delay as text',
      { ...valid, concatenation_delay: '300' },
      { concatenation_delay: ['Must be a number of milliseconds'] },
    ],
    ['unknown field', { ...valid, tags: [] }, { tags: ['Unknown field'] }],
    ['package not a string', { ...valid, package: 1 }, { package: ['Must be a string'] }],
  ])('%s → 400 with the field errors, nothing saved', async (_name, body, errors) => {
    const before = await allClues();
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await allClues()).toEqual(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await platform.request({
      method: 'POST',
      url: `${api}/clues`,
      as: 'client',
      headers: { 'content-type': 'application/json' },
      payload: '{"label": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.body).toHaveLength(1);
  });
});

describe('GET /clues/{id}', () => {
  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await platform.request({ url: `${api}/clues/999999`, as: 'client' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found', errors: {} });
    const bad = await platform.request({ url: `${api}/clues/abc`, as: 'client' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Invalid path parameters',
      errors: { id: ['Must be a positive integer'] },
    });
  });
});

describe('PATCH /clues/{id}', () => {
  it('updates the fields of spec §7 and answers 200 with the clue; omitted fields are kept', async () => {
    const created = (await post({ label: 'Avant', lang: 'fr', query: 'avant' })).json();
    const changes = {
      concatenation_delay: 800,
      label: 'Après',
      package: 'Qualité',
      private_description: 'privé',
      public_description: 'public',
      query: '"après coup" | ensuite',
      speakers: ['out'],
    };
    const response = await patch(created.id, changes);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({ ...created, ...changes, updated_at: updated.updated_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    const partial = await patch(created.id, { label: 'Encore' });
    expect(partial.json()).toMatchObject({ ...changes, label: 'Encore' });
    const read = await platform.request({ url: `${api}/clues/${created.id}`, as: 'client' });
    expect(read.json()).toEqual(partial.json());
  });

  it('refuses a syntax error with its position and keeps the clue as it was', async () => {
    const created = (await post({ label: 'Stable', lang: 'fr', query: 'stable' })).json();
    const response = await patch(created.id, { query: 'a | | b', label: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Operator | follows operator | (position 4)'] },
      position: { query: 4 },
    });
    const read = await platform.request({ url: `${api}/clues/${created.id}`, as: 'client' });
    expect(read.json()).toEqual(created);
  });

  it('refuses lang and unknown fields (400) and answers 404 for an unknown clue', async () => {
    const [first] = await allClues();
    const refused = await patch(first.id, { lang: 'en', uuid: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Invalid request body',
      errors: { lang: ['Unknown field'], uuid: ['Unknown field'] },
    });
    const missing = await patch(999999, { label: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});
