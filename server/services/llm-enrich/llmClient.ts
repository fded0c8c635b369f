import type { LlmSettings } from '../../config';
import { msg } from '../../shared/messages';

// An OpenAI-compatible chat-completions client (issue 15): `POST {base}/chat/completions` with the
// instructions as the system message and the rendered template as the user message. Whatever
// goes wrong — no answer in time, a non-2xx status, a body that is not a completion, no
// connection — is an LlmFailure (a 504 or 502 for the caller), never a hang or a 500.

export const OPENAI_ENGINE = 'openai-compatible' as const;
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;
/** Characters of a model's answer read at most. */
const MAX_ANSWER_BYTES = 1_000_000;

export interface ChatRequest {
  system: string;
  user: string;
  model: string;
  temperature: number;
  json: boolean;
}

export interface ChatAnswer {
  content: string;
  /** The model that answered, as the endpoint names it. */
  model: string;
}

/** A failed completion: the status the platform answers, and why (a message token). */
export class LlmFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

const completionUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** The answer's text, if the body is a chat completion. */
function contentOf(body: unknown): { content: string; model?: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { choices, model } = body as { choices?: unknown; model?: unknown };
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const message = (choices[0] as { message?: { content?: unknown } } | null)?.message;
  if (typeof message?.content !== 'string') return undefined;
  return { content: message.content, ...(typeof model === 'string' && { model }) };
}

export async function chatCompletion(
  settings: LlmSettings,
  request: ChatRequest,
): Promise<ChatAnswer> {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const timedOut = () =>
    new LlmFailure(504, msg('llmEnrich.engineTimeout', { seconds: timeoutMs / 1000 }));
  const messages = [
    ...(request.system ? [{ role: 'system', content: request.system }] : []),
    { role: 'user', content: request.user },
  ];
  let response: Response;
  try {
    response = await fetch(completionUrl(settings.baseUrl), {
      method: 'POST',
      signal: timeout,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.apiKey && { authorization: `Bearer ${settings.apiKey}` }),
      },
      body: JSON.stringify({
        model: request.model,
        messages,
        temperature: request.temperature,
        ...(request.json && { response_format: { type: 'json_object' } }),
      }),
    });
  } catch {
    throw timeout.aborted ? timedOut() : new LlmFailure(502, msg('llmEnrich.engineUnreachable'));
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw timeout.aborted ? timedOut() : new LlmFailure(502, msg('llmEnrich.engineMalformed'));
  }
  if (!response.ok)
    throw new LlmFailure(502, msg('llmEnrich.engineStatus', { status: response.status }));
  let body: unknown;
  try {
    body = text.length > MAX_ANSWER_BYTES ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = contentOf(body);
  if (!answer) throw new LlmFailure(502, msg('llmEnrich.engineMalformed'));
  return { content: answer.content, model: answer.model ?? request.model };
}
