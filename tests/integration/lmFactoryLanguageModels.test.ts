import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logProbability, readArpa } from '../../server/services/lm-factory/build/arpaReader';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// LM Factory language-model endpoints, spec §7 (relative to the service base /api/), §3 fields,
// §4 build status (queued → running → success | failed, refreshed by re-reading the model).
const api = '/services/lm-factory/api';
const configApi = '/services/config/api';
// Long enough to see each phase by re-reading the model on a loaded CI (a read there can take
// most of a second), short enough for a test.
const PHASE_MS = 2500;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ lmBuildMinMs: PHASE_MS });
});
afterAll(() => platform.close());

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const modelFields = [
  'build_ended_at',
  'build_started_at',
  'codename',
  'config',
  'corpuses',
  'deleted_at',
  'description',
  'dictionaries',
  'failure_reason',
  'id',
  'inserted_at',
  'label',
  'lang',
  'model',
  'status',
  'updated_at',
];

interface LanguageModel {
  id: number;
  codename: string;
  label: string;
  description: string;
  lang: string;
  corpuses: { id: number; label: string }[];
  dictionaries: { id: number; label: string; version: number }[];
  status: 'queued' | 'running' | 'success' | 'failed';
  failure_reason: string | null;
  build_started_at: string | null;
  build_ended_at: string | null;
  deleted_at: string | null;
  inserted_at: string;
  updated_at: string;
  model: {
    ngram_counts: number[];
    sentences: number;
    words: number;
    vocabulary: number;
    size_bytes: number;
  } | null;
  config: Record<string, unknown> | null;
}

const get = (url: string) => platform.request({ url: `${api}${url}`, as: 'admin' });
const models = async (query = ''): Promise<LanguageModel[]> =>
  (await get(`/language_models${query}`)).json();
const readModel = async (id: number): Promise<LanguageModel> =>
  (await get(`/language_models/${id}`)).json();
const post = (path: string, payload: object) =>
  platform.request({ method: 'POST', url: `${api}${path}`, as: 'admin', payload });
const createModel = async (body: object): Promise<number> => {
  const response = await post('/language_models', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};
const createCorpus = async (label: string, sentences: string[], lang = 'fr'): Promise<number> =>
  (await post('/corpuses', { description: '', label, lang, sentences })).json().id;
const createDictionary = async (label: string, content: string, lang = 'fr'): Promise<number> =>
  (await post('/dictionaries', { content, description: '', label, lang })).json().id;

/** Re-reads the model (as the console polls) until `done`; returns every status seen in order. */
async function follow(id: number, done: (model: LanguageModel) => boolean, timeoutMs = 20_000) {
  const seen: LanguageModel[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const model = await readModel(id);
    if (seen.at(-1)?.status !== model.status) seen.push(model);
    if (done(model)) return seen;
    if (Date.now() > deadline) throw new Error(`model ${id} stuck in ${model.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const finished = (model: LanguageModel) => model.status === 'success' || model.status === 'failed';

describe('GET language_models?lang={language}', () => {
  it('lists the seeded models of the language with the fields of spec §3', async () => {
    const response = await get('/language_models?lang=fr');
    expect(response.statusCode).toBe(200);
    const fr: LanguageModel[] = response.json();
    const slugs: Record<string, string> = {
      'Service client': 'service-client',
      Facturation: 'facturation',
      'Lexique historique': 'lexique-historique',
    };
    expect(fr.map((m) => m.label)).toEqual(['Service client', 'Facturation', 'Lexique historique']);
    for (const model of fr) {
      expect(Object.keys(model).sort()).toEqual(modelFields);
      expect(model.lang).toBe('fr');
      expect(model.codename).toBe(`fr-${slugs[model.label]}-${model.id}`);
      expect(model.build_started_at).toMatch(isoDate);
      expect(model.build_ended_at).toMatch(isoDate);
      expect(model.deleted_at).toBeNull();
      expect(model.inserted_at).toMatch(isoDate);
    }
    const [service, billing, failed] = fr;
    expect(service).toMatchObject({ status: 'success', failure_reason: null });
    expect(service.corpuses.map((c) => c.label)).toContain('Réclamations');
    expect(service.dictionaries).toEqual([
      { id: expect.any(Number), label: 'Vocabulaire télécom', version: 2 },
      { id: expect.any(Number), label: 'Noms de produits', version: 1 },
    ]);
    expect(service.config).toMatchObject({
      codename: service.codename,
      enabled: true,
      public: true,
    });
    expect(service.model?.ngram_counts).toHaveLength(3);
    expect(billing.dictionaries).toEqual([
      { id: expect.any(Number), label: 'Vocabulaire télécom', version: 1 },
    ]);
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: `Dictionary "Ancien lexique" (id ${failed.dictionaries[0].id}) is archived`,
      config: null,
      model: null,
    });
  });

  it('lists every language without lang and shortens long codes (spec §5)', async () => {
    expect(new Set((await models()).map((m) => m.lang))).toEqual(new Set(['fr', 'en']));
    expect(await models('?lang=en-EN')).toEqual(await models('?lang=en'));
  });
});

describe('POST language_models: the build lifecycle', () => {
  it('queues the model, builds it (queued → running → success) and serves the ARPA file', async () => {
    const corpus = await createCorpus('Portabilité', [
      'je voudrais garder mon numéro',
      'pouvez-vous me donner mon code RIO ?',
      'je voudrais changer d’opérateur',
    ]);
    const dictionary = await createDictionary(
      'Portabilité',
      'code RIO\nportabilité du numéro\nopérateur',
    );
    const response = await post('/language_models', {
      corpuses: [corpus],
      description: 'Portabilité des numéros',
      dictionaries: [dictionary],
      label: 'Portabilité Numéro',
      lang: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json();
    expect(status).toBe('queued');

    const queued = await readModel(id);
    expect(queued).toMatchObject({
      id,
      codename: `fr-portabilite-numero-${id}`,
      label: 'Portabilité Numéro',
      description: 'Portabilité des numéros',
      lang: 'fr',
      corpuses: [{ id: corpus, label: 'Portabilité' }],
      dictionaries: [{ id: dictionary, label: 'Portabilité', version: 1 }],
      status: 'queued',
      failure_reason: null,
      build_started_at: null,
      build_ended_at: null,
      deleted_at: null,
      model: null,
      config: null,
    });

    const seen = await follow(id, finished);
    expect(seen.map((m) => m.status)).toEqual(['queued', 'running', 'success']);
    const running = seen[1];
    expect(running.build_started_at).toMatch(isoDate);
    expect(running.build_ended_at).toBeNull();
    const built = seen[2];
    expect(built.build_started_at).toBe(running.build_started_at);
    expect(Date.parse(built.build_ended_at as string)).toBeGreaterThanOrEqual(
      Date.parse(built.build_started_at as string),
    );
    expect(built.config).toEqual({
      id: expect.any(Number),
      codename: built.codename,
      name: 'Portabilité Numéro',
      language: 'fr',
      description: 'Portabilité des numéros',
      aliases: [],
      iso_aliases: [],
      enabled: false,
      public: false,
    });

    const file = await get(`/language_models/${id}/model`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${built.codename}.arpa"`,
    );
    const arpa = readArpa(file.body);
    expect(arpa.ngrams.map((section) => section.size)).toEqual(arpa.declared);
    expect(built.model).toMatchObject({
      ngram_counts: arpa.declared,
      size_bytes: Buffer.byteLength(file.body),
    });
    const unigrams = [...arpa.ngrams[0].entries()];
    const mass = unigrams.reduce((sum, [, { logProb }]) => sum + 10 ** logProb, 0);
    expect(mass).toBeCloseTo(1, 4);
    // Normalised words of the corpus and of the dictionary's expressions.
    for (const word of ['numéro', 'rio', 'portabilité', "d'opérateur", '<s>', '</s>', '<unk>']) {
      expect(arpa.ngrams[0].has(word), word).toBe(true);
    }
    expect(arpa.ngrams[2].has('je voudrais garder')).toBe(true);
    expect(logProbability(arpa, ['code'], 'rio')).toBeGreaterThan(
      logProbability(arpa, ['code'], 'numéro'),
    );
  });

  it('fails with a readable reason when the chosen texts hold no words', async () => {
    const corpus = await createCorpus('Ponctuation', ['???', '... !', '—']);
    const id = await createModel({
      corpuses: [corpus],
      description: '',
      dictionaries: [],
      label: 'Vide',
      lang: 'fr',
    });
    const seen = await follow(id, finished);
    expect(seen.map((m) => m.status)).toEqual(['queued', 'running', 'failed']);
    expect(seen.at(-1)).toMatchObject({
      failure_reason: 'No usable text: the chosen corpuses and dictionaries contain no words',
      config: null,
      model: null,
    });
    expect(seen.at(-1)?.build_ended_at).toMatch(isoDate);
    const file = await get(`/language_models/${id}/model`);
    expect(file.statusCode).toBe(409);
    expect(file.json()).toEqual({
      message: 'The language model is not built (status failed)',
      errors: {},
    });
  });

  it('stores a long language code shortened and lists the model under it', async () => {
    const corpus = await createCorpus('Salutations', ['bonjour madame']);
    const id = await createModel({
      corpuses: [corpus],
      description: '',
      dictionaries: [],
      label: 'Accueil',
      lang: 'xx-FR',
    });
    expect((await readModel(id)).lang).toBe('fr');
    expect((await models('?lang=fr')).map((m) => m.id)).toContain(id);
    expect((await follow(id, finished)).at(-1)?.status).toBe('success');
  });
});

describe('POST language_models with bad input: 400 with field errors, nothing created', () => {
  const valid = { corpuses: [1], description: '', dictionaries: [], label: 'Valide', lang: 'fr' };
  it.each([
    ['missing corpuses', { ...valid, corpuses: undefined }, { corpuses: ['Required'] }],
    [
      'no corpus nor dictionary',
      { ...valid, corpuses: [] },
      { corpuses: ['Choose at least one corpus or dictionary'] },
    ],
    [
      'ids not integers',
      { ...valid, corpuses: ['1'] },
      { 'corpuses.0': ['Must be a positive integer'] },
    ],
    [
      'unknown corpus',
      { ...valid, corpuses: [999999] },
      { corpuses: ['Corpus 999999 does not exist or is archived'] },
    ],
    [
      'corpus of another language',
      { ...valid, corpuses: [7] },
      { corpuses: ['Corpus 7 is not in language "fr"'] },
    ],
    [
      'unknown dictionary',
      { ...valid, dictionaries: [999999] },
      { dictionaries: ['Dictionary 999999 does not exist or is archived'] },
    ],
    [
      'archived dictionary',
      { ...valid, dictionaries: [3] },
      { dictionaries: ['Dictionary 3 does not exist or is archived'] },
    ],
    ['blank label', { ...valid, label: ' ' }, { label: ['Required'] }],
    ['bad lang', { ...valid, lang: 'fra' }, { lang: ['Must be a 2-letter language code'] }],
    ['unknown field', { ...valid, status: 'success' }, { status: ['Unknown field'] }],
    [
      'a NUL character',
      { ...valid, label: 'a\u0000' },
      { label: ['Must not contain NUL characters'] },
    ],
  ])('%s', async (_name, body, errors) => {
    const before = await models();
    const response = await post('/language_models', body as object);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await models()).toEqual(before);
  });
});

describe('text with NUL characters (PostgreSQL cannot store them)', () => {
  it('is refused with 400 on every LM Factory body, corpuses included', async () => {
    const before = await models();
    for (const [path, payload, errors] of [
      [
        '/corpuses',
        { description: '', label: 'x', lang: 'fr', sentences: ['a\u0000'] },
        { 'sentences.0': ['Must not contain NUL characters'] },
      ],
      [
        '/language_models',
        { corpuses: [1], description: '\u0000', dictionaries: [], label: 'x', lang: 'fr' },
        { description: ['Must not contain NUL characters'] },
      ],
    ] as const) {
      const response = await post(path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    }
    const put = await platform.request({
      method: 'PUT',
      url: `${api}/language_models/1`,
      as: 'admin',
      payload: { description: '\u0000' },
    });
    expect(put.statusCode).toBe(400);
    expect(await models()).toEqual(before);
  });
});

describe('PUT language_models/{id}', () => {
  it('changes the description (and its configuration’s) and returns the model', async () => {
    const [billing] = (await models('?lang=fr')).filter((m) => m.label === 'Facturation');
    const response = await platform.request({
      method: 'PUT',
      url: `${api}/language_models/${billing.id}`,
      as: 'admin',
      payload: { description: 'Factures, prélèvements et relances' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: billing.id,
      description: 'Factures, prélèvements et relances',
    });
    expect((await readModel(billing.id)).description).toBe('Factures, prélèvements et relances');
    const [config] = (
      await platform.request({
        url: `${configApi}/language_models?codename=${billing.codename}`,
        as: 'admin',
      })
    ).json();
    expect(config.description).toBe('Factures, prélèvements et relances');
  });

  it('refuses bad bodies and unknown ids, changing nothing', async () => {
    const before = await readModel(1);
    for (const [payload, errors] of [
      [{}, { description: ['Required'] }],
      [{ description: 5 }, { description: ['Must be a string'] }],
      [{ description: 'x', label: 'y' }, { label: ['Unknown field'] }],
    ] as const) {
      const response = await platform.request({
        method: 'PUT',
        url: `${api}/language_models/1`,
        as: 'admin',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    }
    expect(await readModel(1)).toEqual(before);
    const missing = await platform.request({
      method: 'PUT',
      url: `${api}/language_models/999999`,
      as: 'admin',
      payload: { description: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /language_models/{id}', () => {
  it('archives: deleted_at set, hidden from lists, GET and download; configuration hidden', async () => {
    const [deliveries] = (await models('?lang=en')).filter((m) => m.label === 'Deliveries');
    const response = await platform.request({
      method: 'DELETE',
      url: `${api}/language_models/${deliveries.id}`,
      as: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const archived: LanguageModel = response.json();
    expect(archived).toMatchObject({ id: deliveries.id, status: 'success' });
    expect(archived.deleted_at).toMatch(isoDate);
    expect((await models()).map((m) => m.id)).not.toContain(deliveries.id);
    expect((await get(`/language_models/${deliveries.id}`)).statusCode).toBe(404);
    expect((await get(`/language_models/${deliveries.id}/model`)).statusCode).toBe(404);
    const configs = await platform.request({
      url: `${configApi}/language_models?codename=${deliveries.codename}`,
      as: 'admin',
    });
    expect(configs.json()).toEqual([]);
    const again = await platform.request({
      method: 'DELETE',
      url: `${api}/language_models/${deliveries.id}`,
      as: 'admin',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Not found', errors: {} });
  });
});

describe('GET language_models/{id}/model', () => {
  it('downloads a seeded model and answers 404 for an unknown one', async () => {
    const [service] = await models('?lang=fr');
    const file = await get(`/language_models/${service.id}/model`);
    expect(file.statusCode).toBe(200);
    expect(readArpa(file.body).declared).toEqual(service.model?.ngram_counts);
    const missing = await get('/language_models/999999/model');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found', errors: {} });
  });

  it('is documented in the service’s OpenAPI document as a text/plain download', async () => {
    const document = (await platform.request({ url: `${api}/openapi.json` })).json();
    const download = document.paths['/language_models/{id}/model'].get;
    expect(Object.keys(download.responses['200'].content)).toEqual(['text/plain']);
    expect(download.description).toContain('LM_BUILD_MIN_MS');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/language_models',
        '/language_models/{id}',
        '/dictionaries',
        '/dictionaries/{id}',
      ]),
    );
  });
});

describe('authorization (role app.lm_factory.language_models)', () => {
  const endpoints = [
    { method: 'GET', url: `${api}/language_models?lang=fr` },
    { method: 'GET', url: `${api}/language_models/1` },
    { method: 'GET', url: `${api}/language_models/1/model` },
    {
      method: 'POST',
      url: `${api}/language_models`,
      payload: { corpuses: [1], description: '', dictionaries: [], label: 'Refusé', lang: 'fr' },
    },
    { method: 'PUT', url: `${api}/language_models/1`, payload: { description: 'Refusé' } },
    { method: 'DELETE', url: `${api}/language_models/2` },
  ] as const;

  it.each(endpoints)(
    '$method $url: 401 without a token, 403 without the role',
    async (endpoint) => {
      const before = await models();
      const anonymous = await platform.request({ ...endpoint });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthorized', errors: {} });
      for (const user of ['client', 'guest'] as const) {
        const refused = await platform.request({ ...endpoint, as: user });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Forbidden', errors: {} });
      }
      expect(await models()).toEqual(before);
    },
  );
});
