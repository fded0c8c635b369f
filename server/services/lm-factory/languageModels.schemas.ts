import { z } from 'zod';
import { LanguageModelConfig } from '../config/languageModels.schemas';
import { msg } from '../../shared/messages';
import {
  optionalText,
  positiveInteger,
  recordId,
  requiredText,
  stringField,
} from '../shared/fields';
import { languageCode } from '../shared/language';

export const BUILD_STATUSES = ['queued', 'running', 'success', 'failed'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BuildStats = z.object({
  order: z.number().int().describe('Highest n-gram order'),
  ngram_counts: z.array(z.number().int()).describe('N-grams of each order, 1-grams first'),
  sentences: z.number().int().describe('Sentences compiled'),
  words: z.number().int().describe('Words compiled'),
  vocabulary: z.number().int().describe('Distinct words'),
  size_bytes: z.number().int().describe('Size of the ARPA file'),
});

const nullableDate = z.iso.datetime().nullable();

/** A language model as the service returns it (spec §3). */
export const LanguageModel = z.object({
  id: z.number().int(),
  codename: z.string().describe('Unique, generated: `<lang>-<label slug>-<id>`'),
  label: z.string(),
  description: z.string(),
  lang: z.string(),
  corpuses: z
    .array(z.object({ id: z.number().int(), label: z.string() }))
    .describe('Chosen corpuses'),
  dictionaries: z
    .array(z.object({ id: z.number().int(), label: z.string(), version: z.number().int() }))
    .describe('Chosen dictionary versions'),
  status: z.enum(BUILD_STATUSES).describe('queued → running → success | failed'),
  failure_reason: z.string().nullable().describe('Why the build failed; null unless failed'),
  build_started_at: nullableDate,
  build_ended_at: nullableDate,
  deleted_at: nullableDate.describe('When archived; archived models are hidden'),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  model: BuildStats.nullable().describe(
    'What the build produced (our addition); null unless success. Download: GET language_models/{id}/model',
  ),
  config: LanguageModelConfig.nullable().describe(
    'The configuration-service record (created when the build succeeds), or null',
  ),
});
export type LanguageModel = z.infer<typeof LanguageModel>;

export const LanguageModelListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the models; omitted = every language'),
});

export const LanguageModelParams = z.strictObject({ id: recordId });

const MAX_SOURCES = 1000;

const idList = (listMessage: string, tooMany: string) =>
  z
    .array(positiveInteger(), {
      error: (issue) => (issue.input === undefined ? msg('field.required') : listMessage),
    })
    .max(MAX_SOURCES, tooMany)
    .transform((ids) => [...new Set(ids)]);

/** Body of `POST language_models` (spec §7). At least one corpus or dictionary. */
export const CreateLanguageModel = z
  .strictObject({
    corpuses: idList(
      msg('lmFactory.corpusIdList'),
      msg('lmFactory.tooManyCorpuses', { max: MAX_SOURCES }),
    ),
    description: optionalText(10000),
    dictionaries: idList(
      msg('lmFactory.dictionaryIdList'),
      msg('lmFactory.tooManyDictionaries', { max: MAX_SOURCES }),
    ),
    label: requiredText(255),
    lang: languageCode,
  })
  .refine((body) => body.corpuses.length + body.dictionaries.length > 0, {
    message: msg('lmFactory.sourceRequired'),
    path: ['corpuses'],
  });
export type CreateLanguageModel = z.infer<typeof CreateLanguageModel>;

export const CreatedLanguageModel = z.object({
  id: z.number().int(),
  status: z.literal('queued'),
});

/** Body of `PUT language_models/{id}` (spec §7). */
export const UpdateLanguageModel = z.strictObject({
  description: stringField().max(10000, msg('field.tooLong', { max: 10000 })),
});
