import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Language-model configuration service, spec §7 (relative to the service base /api/), §3 fields,
// §5 alias clash: "Alias \"{alias}\" already exist".
const api = '/services/config/api';
const lmApi = '/services/lm-factory/api';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ lmBuildMinMs: 0 });
});
afterAll(() => platform.close());

interface Config {
  id: number;
  codename: string;
  name: string;
  language: string;
  description: string;
  aliases: string[];
  iso_aliases: string[];
  enabled: boolean;
  public: boolean;
}
const configFields = [
  'aliases',
  'codename',
  'description',
  'enabled',
  'id',
  'iso_aliases',
  'language',
  'name',
  'public',
];

const get = (url: string) => platform.request({ url: `${api}${url}`, as: 'admin' });
const configs = async (query: string): Promise<Config[]> =>
  (await get(`/language_models?${query}`)).json();
const put = (id: number, payload: unknown) =>
  platform.request({
    method: 'PUT',
    url: `${api}/language_models/${id}`,
    as: 'admin',
    payload: payload as object,
  });

/** The configuration of a seeded model, found as the console does: by the model's codename. */
async function configOf(label: string): Promise<Config> {
  const models = (await platform.request({ url: `${lmApi}/language_models`, as: 'admin' })).json();
  const model = models.find((m: { label: string }) => m.label === label);
  const [config] = await configs(`codename=${model.codename}`);
  return config;
}

describe('GET language_models?codename={codename}', () => {
  it('returns the configuration of that model, with the fields of spec §3', async () => {
    const models = (
      await platform.request({ url: `${lmApi}/language_models?lang=fr`, as: 'admin' })
    ).json();
    const service = models.find((m: { label: string }) => m.label === 'Service client');
    const response = await get(`/language_models?codename=${service.codename}`);
    expect(response.statusCode).toBe(200);
    const list: Config[] = response.json();
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(configFields);
    expect(list[0]).toEqual({ ...service.config, codename: service.codename });
    expect(list[0]).toMatchObject({
      name: 'Service client',
      language: 'fr',
      aliases: ['fr-service-client', 'fr-default'],
      iso_aliases: ['fr-FR'],
      enabled: true,
      public: true,
    });
  });

  it('returns an empty list for an unknown codename, 400 for a bad one', async () => {
    expect(await configs('codename=nothing-here')).toEqual([]);
    const response = await get('/language_models?codename=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query parameters',
      errors: { codename: ['Must not contain NUL characters'] },
    });
  });
});

describe('GET language_models?alias={alias}', () => {
  it('returns the configurations having the alias (case ignored)', async () => {
    const found = await configs('alias=fr-default');
    expect(found.map((c) => c.name)).toEqual(['Service client']);
    expect(await configs('alias=FR-Default')).toEqual(found);
    expect(await configs('alias=unused-alias')).toEqual([]);
  });

  it('does the same for H2B aliases with iso_alias', async () => {
    expect((await configs('iso_alias=en-GB')).map((c) => c.name)).toEqual(['Customer service']);
    expect(await configs('alias=en-GB')).toEqual([]);
  });
});

describe('PUT language_models/{configId}', () => {
  it('updates aliases, enabled, iso_aliases and public, and returns the configuration', async () => {
    const billing = await configOf('Facturation');
    const body = {
      aliases: ['fr-factures', 'fr-billing'],
      enabled: false,
      iso_aliases: ['fr-BE'],
      public: true,
    };
    const response = await put(billing.id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...billing, ...body });
    expect(await configs(`codename=${billing.codename}`)).toEqual([{ ...billing, ...body }]);
  });

  it('accepts one field at a time (the console applies one change at a time), keeping the others', async () => {
    const before = await configOf('Facturation');
    expect((await put(before.id, { enabled: true })).json()).toEqual({ ...before, enabled: true });
    expect((await put(before.id, { iso_aliases: [] })).json()).toEqual({
      ...before,
      enabled: true,
      iso_aliases: [],
    });
  });

  it('keeps a model’s own aliases when they are sent again', async () => {
    const service = await configOf('Service client');
    const response = await put(service.id, { aliases: service.aliases, public: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...service, public: false });
  });

  it('refuses an alias another model has, with the exact message, and saves nothing', async () => {
    const billing = await configOf('Facturation');
    for (const sent of ['fr-default', 'FR-DEFAULT']) {
      const response = await put(billing.id, {
        aliases: [...billing.aliases, sent],
        enabled: !billing.enabled,
        iso_aliases: [],
        public: false,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: `Alias "${sent}" already exist`,
        errors: { aliases: [`Alias "${sent}" already exist`] },
      });
    }
    expect(await configOf('Facturation')).toEqual(billing);
    expect((await configs('alias=fr-default')).map((c) => c.name)).toEqual(['Service client']);
  });

  it('refuses an H2B alias another model has, under iso_aliases', async () => {
    const billing = await configOf('Facturation');
    const response = await put(billing.id, { iso_aliases: ['en-GB'] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Alias "en-GB" already exist',
      errors: { iso_aliases: ['Alias "en-GB" already exist'] },
    });
    expect(await configOf('Facturation')).toEqual(billing);
  });

  it('frees the aliases of an archived model', async () => {
    const models = (
      await platform.request({ url: `${lmApi}/language_models?lang=en`, as: 'admin' })
    ).json();
    const customer = models.find((m: { label: string }) => m.label === 'Customer service');
    const billing = await configOf('Facturation');
    expect((await put(billing.id, { aliases: ['en-default'] })).statusCode).toBe(409);
    await platform.request({
      method: 'DELETE',
      url: `${lmApi}/language_models/${customer.id}`,
      as: 'admin',
    });
    expect(await configs('alias=en-default')).toEqual([]);
    const response = await put(billing.id, { aliases: ['en-default'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().aliases).toEqual(['en-default']);
    expect((await put(customer.config.id, { enabled: true })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown configuration', async () => {
    const response = await put(999999, { enabled: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', errors: {} });
  });

  describe('bad input: 400 with field errors, nothing changed', () => {
    it.each([
      [
        'an alias with a space',
        { aliases: ['fr default'] },
        {
          'aliases.0': ['Letters, digits, ".", "_" and "-" only, starting with a letter or digit'],
        },
      ],
      ['an empty alias', { aliases: ['  '] }, { 'aliases.0': ['Required'] }],
      [
        'a duplicated alias',
        { aliases: ['a-1', 'A-1'] },
        { aliases: ['Alias "A-1" is listed twice'] },
      ],
      ['aliases not a list', { aliases: 'fr' }, { aliases: ['Must be a list of aliases'] }],
      [
        'an H2B alias not a string',
        { iso_aliases: [3] },
        { 'iso_aliases.0': ['Must be a string'] },
      ],
      ['enabled not a boolean', { enabled: 'yes' }, { enabled: ['Must be true or false'] }],
      ['an unknown field', { public: true, name: 'x' }, { name: ['Unknown field'] }],
      [
        'no field at all',
        {},
        { body: ['Give at least one of aliases, enabled, iso_aliases, public'] },
      ],
    ])('%s', async (_name, body, errors) => {
      const billing = await configOf('Facturation');
      const response = await put(billing.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid request body', errors });
      expect(await configOf('Facturation')).toEqual(billing);
    });
  });
});

describe('configuration of a newly built model', () => {
  it('is created by the successful build: name = label, disabled, private, no aliases, no apps', async () => {
    const corpus = (
      await platform.request({
        method: 'POST',
        url: `${lmApi}/corpuses`,
        as: 'admin',
        payload: { description: '', label: 'Neuf', lang: 'fr', sentences: ['tout neuf'] },
      })
    ).json().id;
    const { id } = (
      await platform.request({
        method: 'POST',
        url: `${lmApi}/language_models`,
        as: 'admin',
        payload: {
          corpuses: [corpus],
          description: 'Nouveau',
          dictionaries: [],
          label: 'Tout Neuf',
          lang: 'fr',
        },
      })
    ).json();
    let model = { status: 'queued', codename: '' };
    for (let tries = 0; tries < 200 && !['success', 'failed'].includes(model.status); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      model = (
        await platform.request({ url: `${lmApi}/language_models/${id}`, as: 'admin' })
      ).json();
    }
    expect(model.status).toBe('success');
    const [config] = await configs(`codename=${model.codename}`);
    expect(config).toEqual({
      id: expect.any(Number),
      codename: model.codename,
      name: 'Tout Neuf',
      language: 'fr',
      description: 'Nouveau',
      aliases: [],
      iso_aliases: [],
      enabled: false,
      public: false,
    });
    expect((await get(`/apps?language_model_id=${config.id}`)).json()).toEqual([]);
  });
});

describe('GET apps?language_model_id={id}', () => {
  it('returns the apps using the model’s configuration (used-app count)', async () => {
    const service = await configOf('Service client');
    const response = await get(`/apps?language_model_id=${service.id}`);
    expect(response.statusCode).toBe(200);
    const apps = response.json();
    expect(apps).toHaveLength(2);
    for (const app of apps) {
      expect(Object.keys(app).sort()).toEqual([
        'id',
        'inserted_at',
        'language_model_id',
        'name',
        'type',
        'updated_at',
      ]);
      expect(app.language_model_id).toBe(service.id);
    }
    expect(response.headers['content-range']).toBe('apps 0-1/2');
    expect(response.headers['x-total-count']).toBe('2');
    expect((await get('/apps?language_model_id=999999')).json()).toEqual([]);
  });

  it('refuses a bad id', async () => {
    const response = await get('/apps?language_model_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query parameters',
      errors: { language_model_id: ['Must be a positive integer'] },
    });
  });
});

describe('authorization (role app.lm_factory.language_models)', () => {
  const endpoints = [
    { method: 'GET', url: `${api}/language_models?codename=fr-service-client-1` },
    { method: 'GET', url: `${api}/language_models?alias=fr-default` },
    { method: 'GET', url: `${api}/language_models/1` },
    {
      method: 'PUT',
      url: `${api}/language_models/1`,
      payload: { aliases: [], enabled: false, iso_aliases: [], public: false },
    },
    { method: 'GET', url: `${api}/apps?language_model_id=1` },
  ] as const;

  it.each(endpoints)(
    '$method $url: 401 without a token, 403 without the role',
    async (endpoint) => {
      const before = await get('/language_models/1');
      const anonymous = await platform.request({ ...endpoint });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthorized', errors: {} });
      for (const user of ['client', 'guest'] as const) {
        const refused = await platform.request({ ...endpoint, as: user });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Forbidden', errors: {} });
      }
      expect((await get('/language_models/1')).json()).toEqual(before.json());
    },
  );

  it('publishes its OpenAPI document without a token', async () => {
    const response = await platform.request({ url: `${api}/openapi.json` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths).sort()).toEqual([
      '/account-activations',
      '/account-activations/{id}',
      '/apps',
      '/batch-apps',
      '/batch-apps/{id}',
      '/campaigns',
      '/clients',
      '/clients/{id}',
      '/history',
      '/language_models',
      '/language_models/{id}',
      '/stream-apps',
      '/stream-apps/{id}',
      '/stream-apps/{id}/rotate-key',
    ]);
  });
});
