import type { Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { secondsBetween } from '../../../shared/format';
import { languageOf as language } from '../common/languageOf';

export const BUILD_STATUSES = ['queued', 'running', 'success', 'failed'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/** A language model's configuration (configuration service, spec §3). */
export interface LanguageModelConfig {
  id: number;
  codename: string;
  name: string;
  language: string;
  description: string;
  aliases: string[];
  iso_aliases: string[];
  enabled: boolean;
  public: boolean;
}

export interface BuildStats {
  order: number;
  ngram_counts: number[];
  sentences: number;
  words: number;
  vocabulary: number;
  size_bytes: number;
}

export interface LanguageModel extends RaRecord {
  codename: string;
  label: string;
  description: string;
  lang: string;
  corpuses: { id: number; label: string }[];
  dictionaries: { id: number; label: string; version: number }[];
  status: BuildStatus;
  failure_reason: string | null;
  build_started_at: string | null;
  build_ended_at: string | null;
  /** What the build produced (the service's addition); null unless built. */
  model?: BuildStats | null;
  /** Seconds from build start to build end; null until the build has ended. */
  build_duration: number | null;
  /** Size of the built model file; null unless built. */
  size_bytes: number | null;
  config: LanguageModelConfig | null;
}

/** The statuses a build is still in: the console re-reads the model meanwhile. */
export const isBuilding = (status: unknown): boolean => status === 'queued' || status === 'running';

export const languageModelPath = (id: Identifier) =>
  `language_models/${encodeURIComponent(String(id))}`;

const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((item) => Number(typeof item === 'object' && item ? item.id : item))
    : [];

/** `POST language_models` (spec §7): exactly corpuses (ids), description, dictionaries (ids),
 * label, lang. */
export const postLanguageModel = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'language_models',
  body: {
    corpuses: ids(data.corpuses),
    description: data.description ?? '',
    dictionaries: ids(data.dictionaries),
    label: data.label,
    lang: language(data.lang),
  },
});

/** `PUT language_models/{id}` (spec §7) with the description only. */
export const putLanguageModel = (id: Identifier, data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'PUT',
  path: languageModelPath(id),
  body: { description: data.description ?? '' },
});

/**
 * Languages normalised (spec §5); the status defaults to success (spec §4); the build duration
 * (build_ended_at − build_started_at) and the model file's size added.
 */
export const parseLanguageModel = (raw: Record<string, unknown>): LanguageModel => {
  const config = raw.config as LanguageModelConfig | null | undefined;
  const built = raw.model as Partial<BuildStats> | null | undefined;
  return {
    ...raw,
    build_duration: secondsBetween(raw.build_started_at, raw.build_ended_at) ?? null,
    size_bytes: typeof built?.size_bytes === 'number' ? built.size_bytes : null,
    lang: language(raw.lang) ?? raw.lang,
    status: raw.status ?? 'success',
    config: config ? { ...config, language: language(config.language) ?? config.language } : null,
  } as LanguageModel;
};
