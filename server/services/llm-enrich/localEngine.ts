import type { CallDetails } from '../search/calls.schemas';
import { tagLabels } from './tryPrompt.context';

// The local extractive engine (issue 15): with no language model configured, a try still answers,
// deterministically, from the call itself — its first customer turns and its detected tags, or,
// for a JSON answer, an object filling the schema from the transcript. Said so (`local-extractive`).

export const LOCAL_ENGINE = 'local-extractive' as const;
const CUSTOMER_TURNS = 3;
const MAX_VALUE = 300;

const WORDING: Readonly<Record<string, { said: string; tags: string; none: string }>> = {
  fr: { said: 'Le client dit', tags: 'Tags détectés', none: 'aucun' },
  en: { said: 'The customer says', tags: 'Detected tags', none: 'none' },
};

const customerTurns = (call: CallDetails) =>
  call.transcript.filter(({ speaker }) => speaker === 'in').map(({ text }) => text.trim());

/** A text answer: the first customer turns, then the detected tags. */
export function extractiveText(call: CallDetails, lang: string): string {
  const wording = WORDING[lang] ?? WORDING.en!;
  const said = customerTurns(call).slice(0, CUSTOMER_TURNS);
  const tags = tagLabels(call);
  return [
    `${wording.said}: ${said.length ? said.map((text) => `« ${text} »`).join(' ') : '—'}`,
    `${wording.tags}: ${tags.length ? tags.join(', ') : wording.none}`,
  ].join('\n');
}

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a property's schema, taken from the call where it is text. */
function valueFor(schema: Schema, texts: string[], tags: readonly string[]): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const lowered = tags.map((tag) => tag.toLowerCase());
    return (
      schema.enum.find((option) => lowered.includes(String(option).toLowerCase())) ?? schema.enum[0]
    );
  }
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      return [items.type].flat()[0] === 'string' ? tags.slice(0, 10) : [];
    }
    case 'object':
      return fillObject(schema, texts, tags);
    default: {
      const text = texts.shift() ?? '';
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : MAX_VALUE;
      return text.slice(0, Math.min(max, MAX_VALUE));
    }
  }
}

function fillObject(schema: Schema, texts: string[], tags: readonly string[]) {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((key): key is string => typeof key === 'string')
    : Object.keys(properties);
  return Object.fromEntries(
    required.map((key) => {
      const property = properties[key];
      return [key, valueFor(isSchema(property) ? property : {}, texts, tags)];
    }),
  );
}

/** A JSON answer: the schema's required properties filled from the call (strings: customer turns). */
export function extractiveJson(call: CallDetails, schema: Schema): string {
  const texts = customerTurns(call).filter(Boolean);
  return JSON.stringify(fillObject(schema, texts, tagLabels(call)), null, 2);
}
