import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// LM Factory corpus endpoints, spec §7 (paths relative to the service base /api/) and §3 fields.
const api = '/services/lm-factory/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const corpusFields = [
  'client_id',
  'description',
  'id',
  'inserted_at',
  'label',
  'lang',
  'sentences',
  'status',
  'updated_at',
];

const createCorpus = async (body: object, as: 'admin' | 'client' = 'admin') =>
  platform.request({ method: 'POST', url: `${api}/corpuses`, as, payload: body });

describe('GET corpuses?lang={language}', () => {
  it('returns the whole list of the language, every corpus with the fields of spec §3', async () => {
    const response = await platform.request({ url: `${api}/corpuses?lang=fr`, as: 'client' });
    expect(response.statusCode).toBe(200);
    const corpuses = response.json();
    expect(corpuses.length).toBeGreaterThan(0);
    for (const corpus of corpuses) {
      expect(Object.keys(corpus).sort()).toEqual(corpusFields);
      expect(corpus).toMatchObject({ lang: 'fr', status: 'available' });
      expect(typeof corpus.id).toBe('number');
      expect(corpus.sentences.every((s: unknown) => typeof s === 'string')).toBe(true);
      expect(corpus.inserted_at).toMatch(isoDate);
      expect(corpus.updated_at).toMatch(isoDate);
    }
  });

  it('returns every language without lang', async () => {
    const response = await platform.request({ url: `${api}/corpuses`, as: 'client' });
    const langs = new Set(response.json().map((corpus: { lang: string }) => corpus.lang));
    expect(langs).toEqual(new Set(['fr', 'en']));
  });

  it('shortens a long language code to its last dash-separated part (spec §5)', async () => {
    const short = await platform.request({ url: `${api}/corpuses?lang=en`, as: 'client' });
    const long = await platform.request({ url: `${api}/corpuses?lang=xx-EN`, as: 'client' });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual(short.json());
  });
});

describe('POST corpuses', () => {
  it('creates a corpus from description, label, lang, sentences and returns its id', async () => {
    const response = await createCorpus(
      {
        description: 'Questions about roaming',
        label: 'Roaming',
        lang: 'en',
        sentences: ['why was I charged abroad', '', '   ', '  is roaming included  '],
      },
      'client',
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(['id']);
    expect(Number.isInteger(id)).toBe(true);

    const read = await platform.request({ url: `${api}/corpuses/${id}`, as: 'client' });
    expect(read.statusCode).toBe(200);
    const corpus = read.json();
    expect(corpus).toMatchObject({
      id,
      description: 'Questions about roaming',
      label: 'Roaming',
      lang: 'en',
      sentences: ['why was I charged abroad', 'is roaming included'],
      status: 'available',
    });
    expect(corpus.inserted_at).toMatch(isoDate);
    expect(Date.now() - Date.parse(corpus.inserted_at)).toBeLessThan(60_000);

    const en = await platform.request({ url: `${api}/corpuses?lang=en`, as: 'client' });
    expect(en.json().map((c: { id: number }) => c.id)).toContain(id);
    const fr = await platform.request({ url: `${api}/corpuses?lang=fr`, as: 'client' });
    expect(fr.json().map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('stores a long language code shortened', async () => {
    const response = await createCorpus({
      description: '',
      label: 'Accueil',
      lang: 'xx-FR',
      sentences: ['bonjour'],
    });
    const { id } = response.json();
    const read = await platform.request({ url: `${api}/corpuses/${id}`, as: 'admin' });
    expect(read.json().lang).toBe('fr');
  });
});

describe('GET corpuses/{id}', () => {
  it('answers 404 {message, errors} for an unknown id', async () => {
    const response = await platform.request({ url: `${api}/corpuses/999999`, as: 'client' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', errors: {} });
  });
});

describe('DELETE /corpuses/{id}', () => {
  it('archives the corpus: status archived, hidden from the list and from GET', async () => {
    // The client's own corpus (it belongs to client 1).
    const { id } = (
      await createCorpus(
        { description: 'd', label: 'To archive', lang: 'fr', sentences: ['a'] },
        'client',
      )
    ).json();

    const archived = await platform.request({
      method: 'DELETE',
      url: `${api}/corpuses/${id}`,
      as: 'client',
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id, label: 'To archive', status: 'archived' });
    expect(Date.parse(archived.json().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(archived.json().inserted_at),
    );

    const list = await platform.request({ url: `${api}/corpuses?lang=fr`, as: 'client' });
    expect(list.json().map((c: { id: number }) => c.id)).not.toContain(id);
    const all = await platform.request({ url: `${api}/corpuses`, as: 'client' });
    expect(all.json().map((c: { id: number }) => c.id)).not.toContain(id);
    const read = await platform.request({ url: `${api}/corpuses/${id}`, as: 'client' });
    expect(read.statusCode).toBe(404);
  });

  it('answers 404 for a missing or already archived corpus', async () => {
    const missing = await platform.request({
      method: 'DELETE',
      url: `${api}/corpuses/999999`,
      as: 'admin',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found', errors: {} });

    const { id } = (
      await createCorpus({ description: '', label: 'Twice', lang: 'fr', sentences: ['a'] })
    ).json();
    const remove = () =>
      platform.request({ method: 'DELETE', url: `${api}/corpuses/${id}`, as: 'admin' });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
  });
});
