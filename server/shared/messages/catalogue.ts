import { en } from './en';
import { fr } from './fr';

export type MessageKey = keyof typeof en;
/** A language's texts: every key of en.ts. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const catalogues: Readonly<Record<Language, Catalogue>> = { en, fr };

/** `'{a} and {b}'` → `'a' | 'b'`. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type ParamValue = string | number;
export type MessageParams = Readonly<Record<string, ParamValue>>;
type ParamsOf<Key extends MessageKey> = [Placeholders<(typeof en)[Key]>] extends [never]
  ? []
  : [params: Readonly<Record<Placeholders<(typeof en)[Key]>, ParamValue>>];

// A message travels as a string (zod issue messages, error bodies) until the HTTP edge renders it
// in the caller's language: `msg:["key",{params}]`. A string without the prefix is shown as is.
const TOKEN_PREFIX = 'msg:';

/** A message by key and parameters, for any service code: zod messages, error bodies, reasons. */
export function messageToken(key: MessageKey, params?: MessageParams): string {
  return TOKEN_PREFIX + JSON.stringify(params ? [key, params] : [key]);
}

/** `messageToken` with the key's parameters checked by TypeScript (from the English text). */
export const msg = <Key extends MessageKey>(key: Key, ...[params]: ParamsOf<Key>): string =>
  messageToken(key, params);

const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(en, key);

/** The key and parameters of a message token; undefined for any other text. */
export function parseMessageToken(
  text: string,
): { key: MessageKey; params: Record<string, unknown> } | undefined {
  if (!text.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const [key, params] = JSON.parse(text.slice(TOKEN_PREFIX.length)) as [unknown, unknown];
    if (!isMessageKey(key)) return undefined;
    const named = typeof params === 'object' && params !== null ? params : {};
    return { key, params: named as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

export const isMessageToken = (text: string): boolean => parseMessageToken(text) !== undefined;

/**
 * A message token rendered in `language` (a parameter that is itself a token is rendered too);
 * any other text unchanged.
 */
export function renderMessage(text: string, language: Language): string {
  const message = parseMessageToken(text);
  if (!message) return text;
  return catalogues[language][message.key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = message.params[name];
    return value === undefined ? placeholder : renderMessage(String(value), language);
  });
}
