import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_LLM_UUIDS } from '../../server/seed/llmEnrich';
import { signTestToken } from '../support/testTokens';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 15, LLM Enrich instructions: simple-rest records by UUID, read with
// app.llm_enrich.instructions, changed by administrators (audited); one a prompt lists is kept.
const api = '/services/llm-enrich/api';
const instructions = `${api}/instructions`;

let platform: TestPlatform;
let reader: string;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
  reader = await signTestToken('instruction-reader', {
    roles: ['app.llm_enrich.instructions'],
    groups: ['client-1'],
  });
});
afterAll(() => platform?.close());

type Json = Record<string, unknown>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  platform.request({ method, url, as: 'admin', payload });
const query = (params: Json) =>
  '?' +
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('instructions', () => {
  it('lists the demo instructions filtered by language and text, with Content-Range', async () => {
    const response = await send('GET', `${instructions}${query({ filter: { lang: 'en' } })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('instructions 0-2/3');
    const rows = response.json() as Json[];
    expect(rows.map((row) => row.kind).sort()).toEqual(['output_format', 'style', 'system']);
    const found = await send(
      'GET',
      `${instructions}${query({ filter: { q: 'ANALYST', language: 'en' } })}`,
    );
    expect((found.json() as Json[]).map((row) => row.id)).toEqual([SEED_LLM_UUIDS.enSystem]);
  });

  it('creates, changes and deletes an instruction, each change audited', async () => {
    const created = await send('POST', instructions, {
      name: ' Polite ',
      lang: 'fr-FR',
      kind: 'style',
      text: 'Vouvoie le client.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const instruction = created.json() as Json;
    expect(instruction).toMatchObject({ name: 'Polite', lang: 'fr', kind: 'style' });
    const url = `${instructions}/${String(instruction.id)}`;
    const changed = await send('PUT', url, { ...instruction, text: 'Tutoie le client.' });
    expect(changed.json()).toMatchObject({ text: 'Tutoie le client.', name: 'Polite' });
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect((await send('GET', url)).statusCode).toBe(404);
    const path = `instructions/${String(instruction.id)}`;
    const history = await send('GET', `${api}/history?path=${encodeURIComponent(path)}`);
    expect((history.json() as { data: Json[] }).data.map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('refuses bad fields with field errors', async () => {
    const response = await send('POST', instructions, { name: '', lang: 'xyz', kind: 'tone' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['kind', 'lang', 'name', 'text']);
    expect(errors.kind).toEqual(['Must be one of system, style, output_format']);
  });

  it('keeps an instruction a prompt lists (deletion, change of language)', async () => {
    const url = `${instructions}/${SEED_LLM_UUIDS.enSystem}`;
    const deleted = await send('DELETE', url);
    expect(deleted.statusCode).toBe(409);
    expect((deleted.json() as Json).message).toMatch(
      /is used by prompts: Call reason, Call summary/,
    );
    expect((await send('PUT', url, { lang: 'fr' })).statusCode).toBe(409);
    expect((await send('PUT', url, { name: 'Customer-care analyst' })).statusCode).toBe(200);
  });

  it('is read with app.llm_enrich.instructions and changed by administrators only', async () => {
    expect((await platform.request({ url: instructions, token: reader })).statusCode).toBe(200);
    expect((await platform.request({ url: instructions, as: 'client' })).statusCode).toBe(403);
    const refused = await platform.request({
      method: 'POST',
      url: instructions,
      token: reader,
      payload: { name: 'x', lang: 'en', kind: 'system', text: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
