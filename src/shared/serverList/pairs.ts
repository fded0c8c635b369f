import type { UrlCodec } from './codecs';

/** Key → value conditions (`metadata=direction:inbound,agent:Julie%20Martin`). */
export type KeyValuePairs = readonly (readonly [string, string])[];

export const pairsCodec: UrlCodec<KeyValuePairs> = {
  parse: (text) => {
    const pairs = text
      .split(',')
      .map((item) => item.split(':'))
      .filter((parts) => parts.length === 2 && parts[0].trim() && parts[1].trim())
      .map(([key, value]) => {
        try {
          return [decodeURIComponent(key.trim()), decodeURIComponent(value.trim())] as const;
        } catch {
          return undefined;
        }
      })
      .filter((pair): pair is readonly [string, string] => pair !== undefined);
    return pairs.length ? pairs : undefined;
  },
  format: (value) =>
    value.map(([key, text]) => `${encodeURIComponent(key)}:${encodeURIComponent(text)}`).join(','),
};

/** The pairs as a map; a key given twice matches any of its values. */
export const pairsToMap = (pairs: KeyValuePairs): Record<string, string | string[]> => {
  const map: Record<string, string[]> = {};
  for (const [key, value] of pairs) (map[key] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(map).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
};
