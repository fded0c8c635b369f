import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, corpuses, moriartyClues } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// PostgreSQL text cannot hold a NUL character (\u0000). Every service refuses one anywhere in a
// request (body, query) with a 400 naming the field, and saves nothing.
const NUL = 'Must not contain NUL characters';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 20 });
});
afterAll(() => platform.close());

const rows = async () => {
  const { db } = platform.database;
  const [[corpusRows], [clueRows], [contactRows]] = await Promise.all([
    db.select({ total: count() }).from(corpuses),
    db.select({ total: count() }).from(moriartyClues),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return [corpusRows.total, clueRows.total, contactRows.total];
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  platform.request({
    method: 'POST',
    url,
    as: 'admin',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('a NUL character in a JSON body', () => {
  it.each([
    [
      'LM Factory corpus sentence (nested in a list)',
      '/services/lm-factory/api/corpuses',
      { description: '', label: 'x', lang: 'fr', sentences: ['ok', 'a\u0000b'] },
      { 'sentences.1': [NUL] },
    ],
    [
      'Moriarty clue label',
      '/services/moriarty/api/clues',
      { label: 'Fin\u0000', lang: 'fr', query: 'résilier' },
      { label: [NUL] },
    ],
    [
      'Moriarty preview: a clue inside the list of clues',
      '/services/moriarty/api/preview/tag',
      { lang: 'fr', query: { and: [-1] }, clues: [{ id: -1, query: 'a\u0000' }] },
      { 'clues.0.query': [NUL] },
    ],
    [
      'search: a metadata value of the search body',
      '/services/search/api/v1/search/transcription-v2/',
      { metadata: { include: { agent: ['Léa', 'x\u0000'] } } },
      { 'metadata.include.agent.1': [NUL] },
    ],
    [
      'search: the contact message',
      '/services/search/api/v1/contact/',
      { body: '\u0000', email: 'a@example.com', subject: 'Hi' },
      { body: [NUL] },
    ],
  ])('%s → 400 naming the field, nothing saved', async (_name, url, payload, errors) => {
    const before = await rows();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', errors });
    expect(await rows()).toEqual(before);
  });

  it('is reported with the other wrong fields at once', async () => {
    const put = await platform.request({
      method: 'PUT',
      url: '/services/config/api/language_models/1',
      as: 'admin',
      payload: { aliases: ['ok', 'x\u0000'], enabled: 'yes' },
    });
    expect(put.statusCode).toBe(400);
    const { errors } = put.json();
    expect(errors['aliases.1']).toContain(NUL);
    expect(errors.enabled).toEqual(['Must be true or false']);
  });

  it('is refused in an object key', async () => {
    const response = await post('/services/lm-factory/api/corpuses', {
      description: '',
      label: 'x',
      lang: 'fr',
      sentences: ['a'],
      'la\u0000bel': 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['la\u0000bel']).toEqual([NUL, 'Unknown field']);
  });

  it('is refused in a query string too, and in French for a French caller', async () => {
    const response = await platform.request({
      url: '/services/config/api/language_models?codename=a%00b',
      as: 'admin',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Paramètres de requête invalides',
      errors: { codename: ['Ne doit pas contenir de caractère NUL'] },
    });
  });

  it('answers 400, never 5xx, to a deeply nested body', async () => {
    const deep = `${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`;
    const response = await platform.request({
      method: 'POST',
      url: '/services/lm-factory/api/corpuses',
      as: 'admin',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request body');
  });

  it('refuses a body nested past 32 levels before any walk (issue 11: 40 000 deep held the loop 11.6 s)', async () => {
    // 1 MB of nesting from a guest, the cheapest account: answered at once, nothing saved.
    const before = await rows();
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const response = await platform.request({
      method: 'POST',
      url: '/services/search/api/v1/contact/',
      as: 'guest',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request body',
      errors: { body: ['Request body is nested deeper than 32 levels'] },
    });
    expect(await rows()).toEqual(before);
  });

  it('still walks a body nested within the limit, in linear time, naming the deep field', async () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'x\u0000' : [nested(depth - 1)]);
    const response = await post('/services/search/api/v1/search/transcription-v2/', {
      metadata: { include: { agent: nested(20) } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(
      `metadata.include.agent${'.0'.repeat(20)}`,
    );
  });
});
