import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../../server/services/shared/errors';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Bad input gets a 4xx `{ message, errors: { field: [messages] } }`, never a 5xx, and changes nothing.
const api = '/services/lm-factory/api';
const valid = { description: 'd', label: 'Label', lang: 'fr', sentences: ['one'] };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const allCorpuses = async () =>
  (await platform.request({ url: `${api}/corpuses`, as: 'admin' })).json();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  platform.request({
    method: 'POST',
    url: `${api}/corpuses`,
    as: 'admin',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST corpuses with bad input', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['missing label', { ...valid, label: undefined }, { label: ['Required'] }],
    ['blank label', { ...valid, label: '   ' }, { label: ['Required'] }],
    ['label too long', { ...valid, label: 'x'.repeat(256) }, { label: ['At most 255 characters'] }],
    ['label not a string', { ...valid, label: 5 }, { label: ['Must be a string'] }],
    ['unknown field', { ...valid, status: 'archived' }, { status: ['Unknown field'] }],
    ['missing lang', { ...valid, lang: undefined }, { lang: ['Must be a 2-letter language code'] }],
    ['bad lang', { ...valid, lang: 'french' }, { lang: ['Must be a 2-letter language code'] }],
    [
      'sentences not a list',
      { ...valid, sentences: 'one' },
      { sentences: ['Must be a list of sentences'] },
    ],
    [
      'sentences of numbers',
      { ...valid, sentences: [1, 'two'] },
      { 'sentences.0': ['Must be a string'] },
    ],
    [
      'only blank sentences',
      { ...valid, sentences: ['', '  '] },
      { sentences: ['At least one sentence is required'] },
    ],
    [
      'description not a string',
      { ...valid, description: null },
      { description: ['Must be a string'] },
    ],
    ['a list instead of an object', [valid], { body: [expect.any(String)] as unknown as string[] }],
  ];

  it.each(cases)('%s → 400 with the field errors, nothing created', async (_name, body, errors) => {
    const before = await allCorpuses();
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await allCorpuses()).toEqual(before);
  });

  it('reports every wrong field at once', async () => {
    const response = await post({ label: '', lang: 'x', sentences: [], extra: 1 });
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'extra',
      'label',
      'lang',
      'sentences',
    ]);
  });

  it('answers 400 to malformed JSON, an empty JSON body and a poisoned prototype', async () => {
    const before = await allCorpuses();
    for (const payload of ['{"label": "x",', '', '{"__proto__": {"label": "x"}}']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid request body' });
      expect(response.json().errors.body).toHaveLength(1);
    }
    expect(await allCorpuses()).toEqual(before);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const before = await allCorpuses();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post('label=x', { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ errors: { body: [expect.any(String)] } });
    }
    expect(await allCorpuses()).toEqual(before);
  });

  it('takes an empty text/plain body as none: ra-data-simple-rest sends its DELETEs so', async () => {
    const id = (await post(valid)).json().id;
    const response = await platform.request({
      method: 'DELETE',
      url: `${api}/corpuses/${id}`,
      as: 'admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('accepts JSON with a charset parameter (the control case)', async () => {
    const response = await post(valid, { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 without a body', async () => {
    const response = await platform.request({
      method: 'POST',
      url: `${api}/corpuses`,
      as: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('body');
  });
});

describe('bad query and path parameters', () => {
  it.each([
    [`${api}/corpuses?lang=french`, { lang: ['Must be a 2-letter language code'] }],
    [`${api}/corpuses?lang=fr&page=2`, { page: ['Unknown field'] }],
  ])('GET %s → 400', async (url, errors) => {
    const response = await platform.request({ url, as: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid query parameters', errors });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('GET corpuses/%s → 400 on id', async (id) => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await platform.request({
        method,
        url: `${api}/corpuses/${id}`,
        as: 'admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid path parameters',
        errors: { id: ['Must be a positive integer'] },
      });
    }
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', `${api}/nothing-here`],
    ['PUT', `${api}/corpuses/1`],
    ['GET', '/services/unknown/api/x'],
  ] as const)('%s %s → 404 {message, errors}', async (method, url) => {
    const response = await platform.request({ method, url, as: 'admin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', errors: {} });
  });
});

describe('fieldErrors', () => {
  it('maps JSON-schema (ajv) issues of routes without zod the same way', () => {
    const issues = [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'label' } },
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      { instancePath: '/tags/0', keyword: 'type', message: 'must be string', params: {} },
      { instancePath: '', keyword: 'type', message: 'must be object', params: {} },
    ];
    expect(fieldErrors(issues, 'body')).toEqual({
      label: ['Required'],
      x: ['Unknown field'],
      'tags.0': ['must be string'],
      body: ['must be object'],
    });
  });
});
