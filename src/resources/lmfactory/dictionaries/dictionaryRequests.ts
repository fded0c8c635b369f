import type { Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { dropEmptyLines } from '../../../shared/resourceViews';
import { languageOf as language } from '../common/languageOf';

/** Where a version stands among the versions of its dictionary (spec §3). */
export interface DictionaryVersion {
  current: number;
  is_latest: boolean;
  latest: number;
  latest_id: number;
}

export interface Dictionary extends RaRecord {
  label: string;
  description: string;
  lang: string;
  content: string;
  main: boolean;
  status: string;
  version: DictionaryVersion;
}

/** `GET /dictionaries?lang={language}&is_latest=true` (spec §7): the latest versions. */
export const listLatestDictionaries = (filter: Record<string, unknown>): HttpRequestSpec => ({
  path: '/dictionaries',
  query: { lang: language(filter.language), is_latest: true },
});

/** `GET /dictionaries?lang={language}` (spec §7): every version. */
export const listDictionaryVersions = (lang: string): HttpRequestSpec => ({
  path: '/dictionaries',
  query: { lang: language(lang) },
});

export const dictionaryPath = (id: Identifier) => `/dictionaries/${encodeURIComponent(String(id))}`;

/**
 * `POST dictionaries` (spec §7), for a new dictionary and for a new version alike: exactly
 * content, description, label, lang. Content is one word or expression per line.
 */
export const postDictionary = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'dictionaries',
  body: {
    content: dropEmptyLines(data.content).join('\n'),
    description: data.description ?? '',
    label: data.label,
    lang: language(data.lang),
  },
});

/** The words and expressions of a dictionary's content. */
export const dictionaryWords = (content: unknown): string[] => [
  ...new Set(dropEmptyLines(content)),
];

/** Languages normalised (spec §5); the status defaults to available. */
export const parseDictionary = (raw: Record<string, unknown>): Dictionary =>
  ({
    ...raw,
    lang: language(raw.lang) ?? raw.lang,
    status: raw.status ?? 'available',
  }) as Dictionary;

/** The versions (among `all`) of the dictionary `record` is a version of, oldest first. */
export const versionsOf = (all: readonly Dictionary[], record: Dictionary): Dictionary[] =>
  all
    .filter((item) => item.version?.latest_id === record.version?.latest_id)
    .sort((a, b) => a.version.current - b.version.current);
