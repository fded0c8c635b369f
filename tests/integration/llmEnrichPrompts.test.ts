import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { calls, campaigns, moriartyTags } from '../../server/db/schema';
import { SEED_LLM_UUIDS } from '../../server/seed/llmEnrich';
import { signTestToken } from '../support/testTokens';
import { openTestDatabase } from './support/testDatabase';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// Issue 15, LLM Enrich prompts: simple-rest records by UUID, checked on save (template variables,
// JSON Schema, instructions of the prompt's language), and tried on a call — against a real HTTP
// server speaking the OpenAI chat-completions protocol, or the local extractive engine.
const api = '/services/llm-enrich/api';
const prompts = `${api}/prompts`;
const tryUrl = `${api}/prompts/try`;

/** The fake model: what it does on the next requests, and what it received. */
let mode: 'ok' | 'json' | 'slow' | 'fail' | 'malformed' = 'ok';
const received: Record<string, unknown>[] = [];
let fake: Server;
let database: Database;
let local: TestPlatform;
let remote: TestPlatform;
/** A client-1 user who may read and try prompts, nothing else. */
let promptReader: string;
let tagLabel: string;
let campaignName: string;

const CALL = '101-20250301.1';
const OTHER_CLIENT_CALL = '201-20250301.1';

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as Record<string, unknown>;
};

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    received.push({
      url: request.url,
      auth: request.headers.authorization,
      ...(await readBody(request)),
    });
    const send = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    const completion = (content: string) =>
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      });
    if (mode === 'slow') setTimeout(() => send(200, completion('late')), 3000);
    else if (mode === 'fail') send(500, '{"error":{"message":"boom"}}');
    else if (mode === 'malformed') send(200, '{"answer":"not a completion"}');
    else if (mode === 'json')
      send(200, completion('{"reason":"billing","detail":"A bill too high"}'));
    else send(200, completion('The customer wants to cancel.'));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  database = await openTestDatabase({ seedSize: 0 });
  local = await startTestPlatform({ database, seedSize: 0 }, 'test-key');
  remote = await startTestPlatform(
    {
      database,
      seedSize: 0,
      llm: {
        baseUrl: `http://127.0.0.1:${port}/v1/`,
        apiKey: 'sk-test',
        model: 'fake-default',
        timeoutMs: 400,
      },
    },
    'test-key',
  );
  const [tag] = await database.db
    .select()
    .from(moriartyTags)
    .orderBy(asc(moriartyTags.id))
    .limit(1);
  tagLabel = tag!.label;
  const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, 1));
  campaignName = campaign!.name;
  const call = (id: string, clientId: number, campaignId: number) => ({
    id,
    clientId,
    campaignId,
    startTime: new Date('2025-03-01T10:00:00Z'),
    duration: 95,
    lang: 'en',
    status: 'qualified' as const,
    metadata: { agent: 'Alice' },
    detectedTags: [{ id: tag!.id, matches: [] }],
    transcript: [
      { speaker: 'out' as const, start: 0, end: 1000, text: 'Hello, how can I help?' },
      { speaker: 'in' as const, start: 1000, end: 3000, text: 'My bill is too high' },
      { speaker: 'in' as const, start: 3000, end: 5000, text: 'I want to cancel' },
    ],
  });
  await database.db.insert(calls).values([call(CALL, 1, 1), call(OTHER_CLIENT_CALL, 2, 4)]);
  promptReader = await signTestToken('prompt-reader', {
    roles: ['app.llm_enrich.prompts'],
    groups: ['client-1'],
  });
});
afterAll(async () => {
  await local?.close();
  await remote?.close();
  await database?.close();
  fake?.close();
});

type Json = Record<string, unknown>;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as: 'admin' | 'client' | 'guest' = 'admin',
) => local.request({ method, url, as, payload });
const errorsOf = (
  response: { statusCode: number; body: string; json: () => unknown },
  status = 400,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { errors: Record<string, string[]> }).errors;
};

const summary = {
  name: 'Summary test',
  lang: 'en',
  template:
    'Summarise call {{call_id}} ({{duration}} s, {{client}} / {{campaign}}, agent {{metadata.agent}}):\n{{transcript}}\nTags: {{detected_tags}}',
  instruction_uuids: [SEED_LLM_UUIDS.enSystem],
};
const reasonSchema = {
  type: 'object',
  required: ['reason', 'detail'],
  properties: { reason: { type: 'string' }, detail: { type: 'string' } },
};

describe('prompts', () => {
  it('lists the demo prompts by language with the simple-rest headers', async () => {
    const filter = encodeURIComponent(JSON.stringify({ lang: 'fr' }));
    const response = await send('GET', `${prompts}?filter=${filter}&range=[0,9]`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('prompts 0-2/3');
    const rows = response.json() as Json[];
    expect(rows.map((row) => row.lang)).toEqual(['fr', 'fr', 'fr']);
    const reason = rows.find((row) => row.output_kind === 'json');
    expect(reason?.json_schema).toMatchObject({ type: 'object', required: ['reason', 'detail'] });
  });

  it('creates, reads, changes and deletes a prompt by UUID, with its defaults', async () => {
    const created = await send('POST', prompts, summary);
    expect(created.statusCode, created.body).toBe(201);
    const prompt = created.json() as Json;
    expect(prompt).toMatchObject({
      ...summary,
      description: '',
      output_kind: 'text',
      json_schema: null,
      model: '',
      temperature: 0.2,
      enabled: true,
    });
    expect(prompt.id).toMatch(/^[0-9a-f-]{36}$/);
    const url = `${prompts}/${String(prompt.id)}`;
    expect((await send('GET', url)).json()).toEqual(prompt);
    const changed = await send('PUT', url, {
      ...prompt,
      output_kind: 'json',
      json_schema: reasonSchema,
      temperature: 1.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Summary test',
      output_kind: 'json',
      temperature: 1.5,
      json_schema: reasonSchema,
    });
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect((await send('GET', url)).statusCode).toBe(404);
  });

  it('names an unknown template variable and an unclosed one', async () => {
    const errors = errorsOf(
      await send('POST', prompts, {
        ...summary,
        template: 'Hi {{ customer_name }} {{metadata.x}} {{transcript',
      }),
    );
    expect(errors.template).toHaveLength(2);
    expect(errors.template![0]).toContain('customer_name');
    expect(errors.template![0]).toContain('{{transcript}}');
  });

  it('refuses an invalid JSON Schema, and a JSON output without one', async () => {
    const invalid = errorsOf(
      await send('POST', prompts, {
        ...summary,
        output_kind: 'json',
        json_schema: { type: 'strnig' },
      }),
    );
    expect(invalid.json_schema![0]).toMatch(/^Not a valid JSON Schema/);
    const array = errorsOf(await send('POST', prompts, { ...summary, json_schema: [1] }));
    expect(array.json_schema).toEqual(['Must be a JSON Schema object']);
    const missing = errorsOf(await send('POST', prompts, { ...summary, output_kind: 'json' }));
    expect(missing.json_schema).toEqual(['Required when output_kind is json']);
  });

  it('names an unknown instruction and one of another language', async () => {
    const unknown = '11111111-1111-4111-8111-111111111111';
    const errors = errorsOf(
      await send('POST', prompts, {
        ...summary,
        instruction_uuids: [unknown, SEED_LLM_UUIDS.frSystem],
      }),
    );
    expect(errors.instruction_uuids![0]).toBe(`Unknown instruction ${unknown}`);
    expect(errors.instruction_uuids![1]).toMatch(/is in fr, the prompt in en/);
    const twice = errorsOf(
      await send('POST', prompts, { ...summary, instruction_uuids: [unknown, unknown] }),
    );
    expect(twice['instruction_uuids.1']).toEqual([`Instruction ${unknown} is listed twice`]);
  });

  it('words the refusals in French', async () => {
    const response = await local.request({
      method: 'POST',
      url: prompts,
      as: 'admin',
      headers: { 'accept-language': 'fr' },
      payload: { ...summary, template: '{{nope}}', temperature: 3 },
    });
    const errors = errorsOf(response);
    expect(errors.template![0]).toMatch(/^Variable inconnue « nope »/);
    expect(errors.temperature).toEqual(['Doit être un nombre de 0 à 2']);
  });

  it('is read with app.llm_enrich.prompts and changed by administrators only', async () => {
    expect((await send('GET', prompts, undefined, 'client')).statusCode).toBe(403);
    expect((await local.request({ url: prompts, token: promptReader })).statusCode).toBe(200);
    const refused = await local.request({
      method: 'POST',
      url: prompts,
      token: promptReader,
      payload: summary,
    });
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', `${prompts}/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('trying a prompt on a call', () => {
  const tryOn = (platform: TestPlatform, prompt: object, callId = CALL, token = promptReader) =>
    platform.request({ method: 'POST', url: tryUrl, token, payload: { prompt, call_id: callId } });

  it('renders the template, counts tokens and answers locally when no model is configured', async () => {
    const response = await tryOn(local, summary);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as Json;
    expect(answer.engine).toBe('local-extractive');
    expect(answer.rendered_prompt).toBe(
      `Summarise call ${CALL} (95 s, Élan Télécom / ${campaignName}, agent Alice):\n` +
        `Agent: Hello, how can I help?\nCustomer: My bill is too high\nCustomer: I want to cancel\n` +
        `Tags: ${tagLabel}`,
    );
    expect(answer.system_prompt).toMatch(/^You are a customer-care analyst/);
    expect(answer.token_count).toBeGreaterThan(20);
    expect(answer.answer).toBe(
      `The customer says: « My bill is too high » « I want to cancel »\nDetected tags: ${tagLabel}`,
    );
    expect(answer).not.toHaveProperty('valid_json');
  });

  it('fills a JSON Schema from the transcript locally, and says it is valid', async () => {
    const response = await tryOn(local, {
      ...summary,
      output_kind: 'json',
      json_schema: reasonSchema,
    });
    const answer = response.json() as Json;
    expect(JSON.parse(String(answer.answer))).toEqual({
      reason: 'My bill is too high',
      detail: 'I want to cancel',
    });
    expect(answer).toMatchObject({ valid_json: true, validation_errors: [] });
  });

  it('checks the prompt as a save does', async () => {
    const errors = errorsOf(await tryOn(local, { ...summary, template: '{{oops}}' }));
    expect(errors['prompt.template']![0]).toContain('oops');
    const missing = errorsOf(await tryOn(local, { ...summary, output_kind: 'json' }));
    expect(missing['prompt.json_schema']).toEqual(['Required when output_kind is json']);
  });

  it('reads the call within the caller’s clients: another client’s call is a 404', async () => {
    expect((await tryOn(local, summary, OTHER_CLIENT_CALL)).statusCode).toBe(404);
    expect((await tryOn(local, summary, '999-20250301.1')).statusCode).toBe(404);
    const admin = await local.tokenFor('admin');
    expect((await tryOn(local, summary, OTHER_CLIENT_CALL, admin)).statusCode).toBe(200);
    const client = await local.tokenFor('client');
    expect((await tryOn(local, summary, CALL, client)).statusCode).toBe(403);
  });

  it('asks the OpenAI-compatible endpoint: system = instructions, user = the rendered template', async () => {
    mode = 'ok';
    received.length = 0;
    const response = await tryOn(remote, { ...summary, temperature: 0.7 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as Json;
    expect(answer).toMatchObject({
      engine: 'openai-compatible',
      model: 'fake-model',
      answer: 'The customer wants to cancel.',
    });
    expect(answer.latency_ms).toBeGreaterThanOrEqual(0);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer sk-test',
      model: 'fake-default',
      temperature: 0.7,
    });
    expect(request).not.toHaveProperty('response_format');
    expect(request!.messages).toEqual([
      { role: 'system', content: answer.system_prompt },
      { role: 'user', content: answer.rendered_prompt },
    ]);
  });

  it('asks for a JSON object and validates the answer against the schema', async () => {
    mode = 'json';
    received.length = 0;
    const strict = {
      ...reasonSchema,
      properties: {
        ...reasonSchema.properties,
        reason: { type: 'string', enum: ['cancellation'] },
      },
    };
    const response = await tryOn(remote, {
      ...summary,
      model: 'my-model',
      output_kind: 'json',
      json_schema: strict,
    });
    const answer = response.json() as Json;
    expect(received[0]).toMatchObject({
      model: 'my-model',
      response_format: { type: 'json_object' },
    });
    expect(answer.valid_json).toBe(false);
    expect(answer.validation_errors).toEqual([
      '/reason must be equal to one of the allowed values',
    ]);
  });

  it('answers 504 when the model does not answer in time, 502 on a failure or a malformed answer', async () => {
    for (const [which, status, message] of [
      ['slow', 504, 'The language model did not answer within 0.4 s'],
      ['fail', 502, 'The language model answered with HTTP status 500'],
      ['malformed', 502, 'The language model’s answer is not a chat completion'],
    ] as const) {
      mode = which;
      const started = Date.now();
      const response = await tryOn(remote, summary);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ message, errors: {} });
      expect(Date.now() - started).toBeLessThan(2500);
    }
  });
});
