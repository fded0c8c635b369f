import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TAGS } from '../../server/seed/moriarty';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Moriarty tag endpoints, spec §7 and §3. The query shape the specification leaves open: a tree
// `{ and | or | not: [items] }` whose items are clue ids or nested groups (see the OpenAPI).
const api = '/services/moriarty/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const tagFields = [
  'client_id',
  'clues',
  'concatenation_delay',
  'id',
  'inserted_at',
  'label',
  'lang',
  'package',
  'private_description',
  'public_description',
  'query',
  'updated_at',
  'uuid',
];

interface ClueRecord {
  id: number;
  label: string;
  lang: string;
  query: string;
  speakers: string[];
  concatenation_delay: number;
  tags: { id: number; label: string }[];
}

const get = async (url: string) => platform.request({ url: `${api}${url}`, as: 'client' });
const post = (payload: unknown) =>
  platform.request({
    method: 'POST',
    url: `${api}/tags`,
    as: 'client',
    payload: payload as object,
  });
const patch = (id: number, payload: unknown) =>
  platform.request({
    method: 'PATCH',
    url: `${api}/tags/${id}`,
    as: 'client',
    payload: payload as object,
  });
const allTags = async () => (await get('/tags')).json();
const clueNamed = async (label: string): Promise<ClueRecord> =>
  (await get('/clues')).json().find((clue: ClueRecord) => clue.label === label);

describe('GET /tags?lang={lang}', () => {
  it('lists the tags of the language with their query tree and the clues it references', async () => {
    const response = await get('/tags?lang=fr');
    expect(response.statusCode).toBe(200);
    const tags = response.json();
    expect(tags.map((tag: { label: string }) => tag.label)).toEqual(
      SEED_TAGS.filter((tag) => tag.lang === 'fr').map((tag) => tag.label),
    );
    for (const tag of tags) expect(Object.keys(tag).sort()).toEqual(tagFields);
    const [resiliation, concurrent, prix] = await Promise.all(
      ['Résiliation', 'Concurrent', 'Prix trop élevé'].map(clueNamed),
    );
    const risk = tags.find((tag: { label: string }) => tag.label === 'Risque de départ');
    expect(risk.query).toEqual({ and: [resiliation.id, { or: [concurrent.id, prix.id] }] });
    expect(risk.clues).toEqual(
      [resiliation, concurrent, prix].map(
        ({ id, label, query, speakers, concatenation_delay }) => ({
          id,
          label,
          query,
          speakers,
          concatenation_delay,
        }),
      ),
    );
    const noOffer = tags.find((tag: { label: string }) => tag.label === 'Départ sans contre-offre');
    expect(noOffer.query).toEqual({
      and: [resiliation.id, { not: [(await clueNamed('Offre de fidélisation')).id] }],
    });
  });

  it('lists every language without lang', async () => {
    expect(new Set((await allTags()).map((tag: { lang: string }) => tag.lang))).toEqual(
      new Set(['fr', 'en']),
    );
  });
});

describe('POST /tags', () => {
  it('creates a tag with the default query {and: []} and delay 300, 201 with the tag', async () => {
    const response = await post({ label: 'Vide', lang: 'fr' });
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    expect(Object.keys(tag).sort()).toEqual(tagFields);
    expect(tag).toMatchObject({
      label: 'Vide',
      lang: 'fr',
      package: '',
      private_description: '',
      public_description: '',
      concatenation_delay: 300,
      query: { and: [] },
      clues: [],
    });
    expect((await get(`/tags/${tag.id}`)).json()).toEqual(tag);
  });

  it('stores a nested tree with or and not, reads it back the same, and lists it on its clues', async () => {
    const [a, b, c] = await Promise.all(
      ['Résiliation', 'Concurrent', 'Offre de fidélisation'].map(clueNamed),
    );
    const query = { and: [a.id, { or: [b.id, { not: [c.id] }] }, { not: [b.id, c.id] }] };
    const body = {
      label: 'Arbre',
      lang: 'fr',
      package: 'Tests',
      private_description: 'privé',
      public_description: 'public',
      concatenation_delay: 500,
      query,
    };
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    expect(tag).toMatchObject(body);
    expect(tag.clues.map((clue: { id: number }) => clue.id)).toEqual([a.id, b.id, c.id]);
    const read = await get(`/tags/${tag.id}`);
    expect(read.json()).toEqual(tag);
    for (const label of ['Résiliation', 'Concurrent', 'Offre de fidélisation']) {
      expect((await clueNamed(label)).tags).toContainEqual({ id: tag.id, label: 'Arbre' });
    }
  });

  // Spec §7: "POST /tags with the tag fields, lang, and query as a list of clue ids"; PATCH too.
  it('reads a query given as a plain list of clue ids as all of them, on POST and PATCH', async () => {
    const [a, b, c] = await Promise.all(
      ['Résiliation', 'Concurrent', 'Prix trop élevé'].map(clueNamed),
    );
    const created = await post({ label: 'Liste simple', lang: 'fr', query: [a.id, b.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json().query).toEqual({ and: [a.id, b.id] });
    const patched = await patch(created.json().id, { query: [c.id] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().query).toEqual({ and: [c.id] });
    expect((await get(`/tags/${created.json().id}`)).json().query).toEqual({ and: [c.id] });
  });

  it('refuses unknown clue ids and clues of another language: 400 Invalid query, nothing saved', async () => {
    const before = await allTags();
    const english = await clueNamed('Competitor');
    const french = await clueNamed('Résiliation');
    const unknown = await post({ label: 'x', lang: 'fr', query: { or: [french.id, 999999] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Invalid query',
      errors: { query: ['Unknown clue: 999999'] },
    });
    const mixed = await post({ label: 'x', lang: 'fr', query: { and: [{ not: [english.id] }] } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      message: 'Invalid query',
      errors: { query: [`Clue ${english.id} ("Competitor") is in en, not fr`] },
    });
    expect(await allTags()).toEqual(before);
  });

  const group = 'Must be a group: an object with one key, and, or or not';
  const clueId = 'Must be a clue id (a positive integer) or a group';
  it.each([
    ['a list with a string', ['1'], { 'query.and.0': [clueId] }],
    ['two keys', { and: [], or: [] }, { query: [group] }],
    ['an unknown key', { xor: [1] }, { query: [group] }],
    ['no key', {}, { query: [group] }],
    ['items not a list', { and: 1 }, { 'query.and': ['Must be a list of clue ids and groups'] }],
    ['a string id', { and: ['1'] }, { 'query.and.0': [clueId] }],
    ['a negative id', { or: [-1] }, { 'query.or.0': [clueId] }],
    ['a fractional id', { or: [1.5] }, { 'query.or.0': [clueId] }],
    ['a null item', { and: [{ not: [null] }] }, { 'query.and.0.not.0': [group] }],
    ['a bad nested group', { and: [1, { nor: [2] }] }, { 'query.and.1': [group] }],
  ])('refuses a query that is %s (400, field errors)', async (_name, query, errors) => {
    const before = await allTags();
    const response = await post({ label: 'x', lang: 'fr', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await allTags()).toEqual(before);
  });

  it('refuses more than 10 nested groups', async () => {
    let query: object = { and: [] };
    for (let level = 0; level < 10; level += 1) query = { and: [query] };
    const response = await post({ label: 'x', lang: 'fr', query });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toEqual([['At most 10 nested groups']]);
  });

  it('refuses a missing label, a bad lang and unknown fields', async () => {
    const response = await post({ lang: 'french', query: { and: [] }, speakers: ['in'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request body',
      errors: {
        label: ['Required'],
        lang: ['Must be a 2-letter language code'],
        speakers: ['Unknown field'],
      },
    });
  });
});

describe('PATCH /tags/{id}', () => {
  it('updates the fields of spec §7, keeps omitted ones, and relinks the clues', async () => {
    const [a, b] = await Promise.all(['Réclamation', 'Retard de livraison'].map(clueNamed));
    const created = (await post({ label: 'Avant', lang: 'fr', query: { and: [a.id] } })).json();
    const changes = {
      concatenation_delay: 0,
      label: 'Après',
      package: 'P',
      private_description: 'pr',
      public_description: 'pu',
      query: { or: [b.id, { not: [a.id] }] },
    };
    const response = await patch(created.id, changes);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject(changes);
    expect(updated.clues.map((clue: { id: number }) => clue.id)).toEqual([b.id, a.id]);
    const labelOnly = await patch(created.id, { label: 'Encore' });
    expect(labelOnly.json()).toMatchObject({ ...changes, label: 'Encore' });
    expect((await get(`/tags/${created.id}`)).json()).toEqual(labelOnly.json());

    await patch(created.id, { query: { and: [b.id] } });
    expect((await clueNamed('Réclamation')).tags).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
    expect((await clueNamed('Retard de livraison')).tags).toContainEqual({
      id: created.id,
      label: 'Encore',
    });
  });

  it('refuses an unknown clue and a clue of another language, keeping the tag', async () => {
    const created = (await post({ label: 'Garde', lang: 'en', query: { and: [] } })).json();
    const french = await clueNamed('Résiliation');
    for (const query of [{ and: [424242] }, { or: [french.id] }]) {
      const response = await patch(created.id, { query, label: 'Changed' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid query');
    }
    expect((await get(`/tags/${created.id}`)).json()).toEqual(created);
  });

  it('refuses lang (it cannot change) and answers 404 for an unknown tag', async () => {
    const [first] = await allTags();
    const refused = await patch(first.id, { lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ lang: ['Unknown field'] });
    expect((await patch(999999, { label: 'x' })).statusCode).toBe(404);
    expect((await get('/tags/999999')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the query tree, its operators and the refusal of unknown clues', async () => {
    const response = await platform.request({ url: `${api}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const post = document.paths['/tags'].post;
    const query = post.requestBody.content['application/json'].schema.properties.query;
    const [tree, list] = query.anyOf;
    expect(Object.keys(tree.properties)).toEqual(['and', 'or', 'not']);
    expect(list).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(query.description).toContain('the conjunction of its items does not hold');
    expect(post.description).toContain('Unknown clue: 42');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/clues',
      '/clues/{id}',
      '/history',
      '/preview/clue',
      '/preview/tag',
      '/tags',
      '/tags/{id}',
    ]);
  });
});
