import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../src/app/testing/renderApp';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { createDataProvider } from '../../../src/dataProviders';

// The prompt editor's "Try it on a call" panel (issue 15) over the real data provider, the LLM
// Enrich service faked: Try sends the form as it is (not saved), then shows the model's answer.

const API = TEST_CONFIG.services.llmEnrich;
const PROMPT_ID = '0b6f4a52-3c1e-4a0e-9d55-5a1a3c0e7b11';
const INSTRUCTION = {
  id: '7c0d7a3e-5b2f-4f4e-8a61-2f7d1b9c4e22',
  name: 'Analyste',
  lang: 'fr',
  kind: 'system',
  text: 'Tu es un analyste.',
  inserted_at: '2025-11-03T09:00:00.000Z',
  updated_at: '2025-11-03T09:00:00.000Z',
};
const PROMPT = {
  id: PROMPT_ID,
  name: 'Motif',
  lang: 'fr',
  description: '',
  template: 'Résume : {{transcript}}',
  instruction_uuids: [INSTRUCTION.id],
  output_kind: 'json',
  json_schema: { type: 'object', properties: { motif: { type: 'string' } } },
  model: '',
  temperature: 0.2,
  enabled: true,
  inserted_at: '2025-11-03T09:00:00.000Z',
  updated_at: '2025-11-03T09:00:00.000Z',
};
const ANSWER = {
  rendered_prompt: 'Donne le motif : <b>bonjour</b>',
  system_prompt: 'Tu es un analyste.',
  token_count: 42,
  answer: '{"motif":"résiliation"}',
  latency_ms: 12,
  engine: 'local-extractive',
  model: 'local-extractive',
  valid_json: false,
  validation_errors: ['/motif must be integer'],
};

const respondWith =
  (tryAnswer: () => Error | { json: unknown } = () => ({ json: ANSWER })) =>
  ({ url, method }: RecordedCall) => {
    const path = url.slice(API.length).split('?')[0];
    if (path === `prompts/${PROMPT_ID}`) return { json: PROMPT };
    if (path === 'instructions')
      return { json: [INSTRUCTION], headers: { 'Content-Range': 'instructions 0-0/1' } };
    if (path === 'prompts/try' && method === 'POST') return tryAnswer();
    return new HttpError('Not found', 404, { errors: {} });
  };

const open = async (respond = respondWith()) => {
  const http = createFakeHttpClient(respond);
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
  });
  await renderApp({
    path: `/llmenrich/prompts/edit/${PROMPT_ID}?language=fr`,
    roles: DEMO_ROLES.admin,
    dataProvider,
  });
  return http.calls;
};

const editTemplateAndTry = async () => {
  const template = await screen.findByLabelText(/Template/);
  await waitFor(() => expect(template).toHaveValue(PROMPT.template));
  fireEvent.change(template, { target: { value: 'Donne le motif : {{transcript}}' } });
  fireEvent.change(screen.getByLabelText('Call ID'), { target: { value: '412-20251103.7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Try' }));
};

describe('Try it on a call', () => {
  it('posts the unsaved prompt and shows the answer, its token count and JSON validity', async () => {
    const calls = await open();
    await editTemplateAndTry();

    const result = await screen.findByTestId('llmenrich-try-result');
    const tried = calls.filter(({ url }) => url.endsWith('prompts/try'));
    expect(tried).toHaveLength(1);
    expect(tried[0].body).toEqual({
      call_id: '412-20251103.7',
      prompt: expect.objectContaining({
        lang: 'fr',
        template: 'Donne le motif : {{transcript}}',
        instruction_uuids: [INSTRUCTION.id],
        output_kind: 'json',
        json_schema: PROMPT.json_schema,
        temperature: 0.2,
      }),
    });
    // Nothing was saved.
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);

    expect(within(result).getByText(/42 tokens/)).toBeInTheDocument();
    expect(within(result).getByText('{"motif":"résiliation"}')).toBeInTheDocument();
    expect(within(result).getByText('The answer does not follow the schema')).toBeInTheDocument();
    expect(within(result).getByText('/motif must be integer')).toBeInTheDocument();
    expect(within(result).getByText(/local extractive engine answered/)).toBeInTheDocument();
    // The rendered prompt is text, never HTML.
    expect(within(result).getByText('Donne le motif : <b>bonjour</b>')).toBeInTheDocument();
    expect(result.querySelector('b')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the model’s endpoint fails, and stops waiting', async () => {
    await open(
      respondWith(() => new HttpError('LLM endpoint timed out', 504, { message: 'timed out' })),
    );
    await editTemplateAndTry();
    expect(await screen.findByText(/Failed to try the prompt/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByTestId('llmenrich-try-result')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try' })).toBeEnabled();
  });

  it('refuses a JSON Schema that is not JSON at its field, keeping what was typed', async () => {
    const calls = await open();
    const schema = await screen.findByLabelText(/JSON Schema of the answer/);
    await waitFor(() => expect(schema).toHaveValue(JSON.stringify(PROMPT.json_schema, null, 2)));
    fireEvent.change(schema, { target: { value: '{"type": "object"' } });
    expect(schema).toHaveValue('{"type": "object"');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not valid JSON')).toBeInTheDocument();
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });
});
