import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// LM Factory dictionary endpoints, spec §7 (relative to the service base /api/), §3 fields, §4
// versions ("saving a dictionary always creates a new version") and archive.
const api = '/services/lm-factory/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ lmBuildMinMs: 0 });
});
afterAll(() => platform.close());

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const dictionaryFields = [
  'content',
  'description',
  'id',
  'inserted_at',
  'label',
  'lang',
  'main',
  'status',
  'updated_at',
  'version',
];

interface Dictionary {
  id: number;
  label: string;
  lang: string;
  content: string;
  main: boolean;
  status: string;
  version: { current: number; is_latest: boolean; latest: number; latest_id: number };
  inserted_at: string;
  updated_at: string;
}

const get = async (url: string) => platform.request({ url: `${api}${url}`, as: 'admin' });
const list = async (query: string): Promise<Dictionary[]> =>
  (await get(`/dictionaries?${query}`)).json();
const read = async (id: number): Promise<Dictionary> => (await get(`/dictionaries/${id}`)).json();
const post = (payload: unknown) =>
  platform.request({
    method: 'POST',
    url: `${api}/dictionaries`,
    as: 'admin',
    payload: payload as object,
  });
const create = async (body: object): Promise<number> => {
  const response = await post(body);
  expect(response.statusCode).toBe(201);
  return response.json().id;
};
const byLabel = (dictionaries: Dictionary[], label: string) =>
  dictionaries.filter((dictionary) => dictionary.label === label);

describe('GET /dictionaries?lang={language}&is_latest=true', () => {
  it('lists the newest version of each dictionary, with the fields of spec §3', async () => {
    const response = await get('/dictionaries?lang=fr&is_latest=true');
    expect(response.statusCode).toBe(200);
    const dictionaries: Dictionary[] = response.json();
    expect(dictionaries.map((d) => d.label).sort()).toEqual([
      'Noms de produits',
      'Vocabulaire télécom',
    ]);
    for (const dictionary of dictionaries) {
      expect(Object.keys(dictionary).sort()).toEqual(dictionaryFields);
      expect(Object.keys(dictionary.version).sort()).toEqual([
        'current',
        'is_latest',
        'latest',
        'latest_id',
      ]);
      expect(dictionary).toMatchObject({ lang: 'fr', status: 'available' });
      expect(dictionary.version).toEqual({
        current: dictionary.version.latest,
        is_latest: true,
        latest: dictionary.version.latest,
        latest_id: dictionary.id,
      });
      expect(dictionary.inserted_at).toMatch(isoDate);
      expect(dictionary.updated_at).toMatch(isoDate);
    }
    const [telecom] = byLabel(dictionaries, 'Vocabulaire télécom');
    expect(telecom.version.current).toBe(2);
    expect(telecom.content.split('\n')).toContain('portabilité du numéro');
  });
});

describe('GET /dictionaries?lang={language}', () => {
  it('lists every version; older ones point at the newest', async () => {
    const dictionaries = await list('lang=fr');
    const telecom = byLabel(dictionaries, 'Vocabulaire télécom');
    expect(telecom.map((d) => d.version.current)).toEqual([1, 2]);
    const [first, second] = telecom;
    expect(first.version).toEqual({
      current: 1,
      is_latest: false,
      latest: 2,
      latest_id: second.id,
    });
    expect(second.version).toEqual({
      current: 2,
      is_latest: true,
      latest: 2,
      latest_id: second.id,
    });
    expect(first.content.split('\n')).not.toContain('portabilité du numéro');
  });

  it('is_latest=false lists the older versions only', async () => {
    const older = await list('lang=fr&is_latest=false');
    expect(older.map((d) => [d.label, d.version.current])).toEqual([['Vocabulaire télécom', 1]]);
  });

  it('hides archived dictionaries (the seeded "Ancien lexique")', async () => {
    expect(byLabel(await list('lang=fr'), 'Ancien lexique')).toEqual([]);
  });

  it('shortens a long language code to its last dash-separated part (spec §5)', async () => {
    expect(await list('lang=xx-FR&is_latest=true')).toEqual(await list('lang=fr&is_latest=true'));
    expect(await list('lang=en-EN')).toEqual(await list('lang=en'));
  });

  it('marks the language’s main dictionary (its oldest not archived) on every version', async () => {
    const fr = await list('lang=fr');
    expect(fr.filter((d) => d.main).map((d) => [d.label, d.version.current])).toEqual([
      ['Vocabulaire télécom', 1],
      ['Vocabulaire télécom', 2],
    ]);
    const en = await list('lang=en');
    expect(en.filter((d) => d.main).map((d) => d.label)).toEqual(['Telecom vocabulary']);
  });
});

describe('POST dictionaries and GET /dictionaries/{id}', () => {
  it('creates version 1 from content, description, label, lang and returns its id', async () => {
    const response = await post({
      content: '  roaming  \n\n data bundle\r\nSIM swap\n   ',
      description: 'Mobile words',
      label: 'Mobile',
      lang: 'en',
    });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['id']);
    const { id } = response.json();
    const dictionary = await read(id);
    expect(dictionary).toMatchObject({
      id,
      label: 'Mobile',
      description: 'Mobile words',
      lang: 'en',
      content: 'roaming\ndata bundle\nSIM swap',
      main: false,
      status: 'available',
      version: { current: 1, is_latest: true, latest: 1, latest_id: id },
    });
    expect(Date.now() - Date.parse(dictionary.inserted_at)).toBeLessThan(60_000);
  });

  it('saves a new version for the same label and language; the old one stays readable', async () => {
    const first = await create({
      content: 'colis',
      description: 'v1',
      label: 'Logistique',
      lang: 'fr',
    });
    const second = await create({
      content: 'colis\npoint relais',
      description: 'v2',
      label: '  logistique ',
      lang: 'fr-FR',
    });
    expect(second).not.toBe(first);

    const old = await read(first);
    expect(old).toMatchObject({ content: 'colis', description: 'v1', label: 'Logistique' });
    expect(old.version).toEqual({ current: 1, is_latest: false, latest: 2, latest_id: second });
    const newest = await read(second);
    expect(newest).toMatchObject({ content: 'colis\npoint relais', description: 'v2', lang: 'fr' });
    expect(newest.version).toEqual({ current: 2, is_latest: true, latest: 2, latest_id: second });

    const third = await create({
      content: 'colis\nrelais\nconsigne',
      label: 'Logistique',
      lang: 'fr',
    });
    expect((await read(first)).version).toEqual({
      current: 1,
      is_latest: false,
      latest: 3,
      latest_id: third,
    });
    expect((await read(third)).version).toMatchObject({ current: 3, is_latest: true });

    const latest = (await list('lang=fr&is_latest=true')).map((d) => d.id);
    expect(latest).toContain(third);
    expect(latest).not.toContain(first);
    expect(latest).not.toContain(second);
    const all = (await list('lang=fr')).map((d) => d.id);
    expect(all).toEqual(expect.arrayContaining([first, second, third]));
  });

  it('starts a separate dictionary for the same label in another language', async () => {
    const fr = await create({ content: 'un', label: 'Homonyme', lang: 'fr' });
    const en = await create({ content: 'one', label: 'Homonyme', lang: 'en' });
    expect((await read(fr)).version).toMatchObject({ current: 1, is_latest: true });
    expect((await read(en)).version).toEqual({
      current: 1,
      is_latest: true,
      latest: 1,
      latest_id: en,
    });
  });

  it('answers 404 {message, errors} for an unknown id', async () => {
    const response = await get('/dictionaries/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', errors: {} });
  });
});

describe('DELETE /dictionaries/{id}', () => {
  it('archives the whole dictionary (every version), even given an old version id', async () => {
    const v1 = await create({ content: 'a', label: 'Éphémère', lang: 'fr' });
    const v2 = await create({ content: 'a\nb', label: 'Éphémère', lang: 'fr' });
    const response = await platform.request({
      method: 'DELETE',
      url: `${api}/dictionaries/${v1}`,
      as: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: v1,
      status: 'archived',
      main: false,
      version: { current: 1, is_latest: false, latest: 2, latest_id: v2 },
    });
    for (const id of [v1, v2]) expect((await get(`/dictionaries/${id}`)).statusCode).toBe(404);
    const ids = (await list('lang=fr')).map((d) => d.id);
    expect(ids).not.toContain(v1);
    expect(ids).not.toContain(v2);

    const again = await platform.request({
      method: 'DELETE',
      url: `${api}/dictionaries/${v2}`,
      as: 'admin',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Not found', errors: {} });

    const reborn = await create({ content: 'c', label: 'Éphémère', lang: 'fr' });
    expect((await read(reborn)).version).toEqual({
      current: 1,
      is_latest: true,
      latest: 1,
      latest_id: reborn,
    });
  });

  it('passes the main flag to the next oldest dictionary when the main one is archived', async () => {
    const [telecom] = byLabel(await list('lang=en'), 'Telecom vocabulary');
    await platform.request({
      method: 'DELETE',
      url: `${api}/dictionaries/${telecom.id}`,
      as: 'admin',
    });
    const en = await list('lang=en');
    expect(en.filter((d) => d.main).map((d) => d.label)).toEqual(['Product names']);
  });
});

describe('bad input: 400 with field errors, nothing saved', () => {
  const valid = { content: 'mot', description: '', label: 'Valide', lang: 'fr' };
  it.each([
    ['missing content', { ...valid, content: undefined }, { content: ['Required'] }],
    [
      'blank content',
      { ...valid, content: ' \n \n' },
      { content: ['At least one word or expression is required'] },
    ],
    ['content not a string', { ...valid, content: ['mot'] }, { content: ['Must be a string'] }],
    [
      'a line too long',
      { ...valid, content: `ok\n${'x'.repeat(256)}` },
      { content: ['Line 2: at most 255 characters'] },
    ],
    ['missing label', { ...valid, label: undefined }, { label: ['Required'] }],
    ['bad lang', { ...valid, lang: 'french' }, { lang: ['Must be a 2-letter language code'] }],
    ['unknown field', { ...valid, main: true }, { main: ['Unknown field'] }],
    [
      'description not a string',
      { ...valid, description: 3 },
      { description: ['Must be a string'] },
    ],
    [
      'a NUL character',
      { ...valid, content: 'a\u0000b' },
      { content: ['Must not contain NUL characters'] },
    ],
  ])('%s', async (_name, body, errors) => {
    const before = await list('');
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await list('')).toEqual(before);
  });

  it('refuses bad query and path parameters', async () => {
    const query = await get('/dictionaries?lang=fr&is_latest=yes');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      message: 'Invalid query parameters',
      errors: { is_latest: ['Must be true or false'] },
    });
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await platform.request({
        method,
        url: `${api}/dictionaries/abc`,
        as: 'admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ id: ['Must be a positive integer'] });
    }
  });
});

describe('authorization (role app.lm_factory.dictionaries)', () => {
  const endpoints = [
    { method: 'GET', url: `${api}/dictionaries?lang=fr&is_latest=true` },
    { method: 'GET', url: `${api}/dictionaries?lang=fr` },
    { method: 'GET', url: `${api}/dictionaries/1` },
    {
      method: 'POST',
      url: `${api}/dictionaries`,
      payload: { content: 'x', description: '', label: 'Refusé', lang: 'fr' },
    },
    { method: 'DELETE', url: `${api}/dictionaries/2` },
  ] as const;

  it.each(endpoints)(
    '$method $url: 401 without a token, 403 without the role',
    async (endpoint) => {
      const anonymous = await platform.request({ ...endpoint });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthorized', errors: {} });
      for (const user of ['client', 'guest'] as const) {
        const refused = await platform.request({ ...endpoint, as: user });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Forbidden', errors: {} });
      }
      expect(byLabel(await list(''), 'Refusé')).toEqual([]);
      expect((await get('/dictionaries/2')).statusCode).toBe(200);
    },
  );
});
