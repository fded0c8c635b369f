import type { LlmSettings } from '../../config';
import type { CallDetails } from '../search/calls.schemas';
import { validateAgainst } from './jsonSchema';
import { chatCompletion, OPENAI_ENGINE } from './llmClient';
import { extractiveJson, extractiveText, LOCAL_ENGINE } from './localEngine';
import type { Instruction } from './instructions.schemas';
import type { CreatePrompt } from './prompts.schemas';
import { renderTemplate } from './template';
import { callValues } from './tryPrompt.context';
import type { TryPromptAnswer } from './tryPrompt.schemas';

// A prompt tried on a call (issue 15): rendered, counted, answered by the configured model or the
// local extractive engine, and a JSON answer checked against the prompt's schema.

const DEFAULT_MODEL = 'default';

const countTokens = async (text: string) => (await import('gpt-tokenizer')).countTokens(text);

/** `valid_json` and `validation_errors` of a JSON answer. */
function checkJson(answer: string, schema: Record<string, unknown> | null) {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { valid_json: false, validation_errors: [`Not JSON: ${reason}`] };
  }
  const errors = schema ? validateAgainst(schema, value) : [];
  return { valid_json: errors.length === 0, validation_errors: errors };
}

export async function tryPrompt(
  prompt: CreatePrompt,
  instructions: readonly Instruction[],
  call: CallDetails,
  llm: LlmSettings | undefined,
): Promise<TryPromptAnswer> {
  const user = renderTemplate(prompt.template, callValues(call, prompt.lang));
  const system = instructions.map(({ text }) => text.trim()).join('\n\n');
  const json = prompt.output_kind === 'json';
  const started = performance.now();
  const { answer, engine, model } = llm
    ? await chatCompletion(llm, {
        system,
        user,
        model: prompt.model || llm.model || DEFAULT_MODEL,
        temperature: prompt.temperature,
        json,
      }).then(({ content, model }) => ({ answer: content, engine: OPENAI_ENGINE, model }))
    : {
        answer: json
          ? extractiveJson(call, prompt.json_schema ?? {})
          : extractiveText(call, prompt.lang),
        engine: LOCAL_ENGINE,
        model: LOCAL_ENGINE,
      };
  const latency = Math.round(performance.now() - started);
  return {
    rendered_prompt: user,
    system_prompt: system,
    token_count: await countTokens(system ? `${system}\n\n${user}` : user),
    answer,
    latency_ms: latency,
    engine,
    model,
    ...(json && checkJson(answer, prompt.json_schema)),
  };
}
