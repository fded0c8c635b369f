import { z } from 'zod';
import { msg } from '../../shared/messages';
import { optionalText, recordId, requiredText, stringField } from '../shared/fields';
import { languageCode } from '../shared/language';

export const DICTIONARY_STATUSES = ['available', 'archived'] as const;

/** Where a dictionary version stands among the versions of its dictionary (spec §3). */
export const DictionaryVersion = z.object({
  current: z.number().int().describe('This version’s number, from 1'),
  is_latest: z.boolean().describe('Whether this is the newest version'),
  latest: z.number().int().describe('Number of the newest version'),
  latest_id: z.number().int().describe('Id of the newest version'),
});

/** One version of a dictionary as the service returns it (spec §3). */
export const Dictionary = z.object({
  id: z.number().int().describe('Id of this version'),
  label: z.string(),
  description: z.string(),
  lang: z.string(),
  content: z.string().describe('One word or expression per line'),
  main: z
    .boolean()
    .describe(
      'The language’s main dictionary: true on every version of the oldest dictionary of the ' +
        'language that is not archived (computed, not settable)',
    ),
  status: z.enum(DICTIONARY_STATUSES),
  version: DictionaryVersion,
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Dictionary = z.infer<typeof Dictionary>;

export const DictionaryListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the dictionaries; omitted = every language'),
  is_latest: z
    .enum(['true', 'false'], { error: msg('field.boolean') })
    .transform((value) => value === 'true')
    .optional()
    .describe('true: newest versions only; false: older versions only; omitted: every version'),
});

export const DictionaryParams = z.strictObject({ id: recordId });

const MAX_LINES = 100000;
const MAX_LINE = 255;
const MAX_CHARACTERS = 4_000_000;

/** Dictionary content: one word or expression per line; lines trimmed, blank lines dropped. */
const content = stringField()
  .max(MAX_CHARACTERS, msg('field.tooLong', { max: MAX_CHARACTERS }))
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .superRefine((lines, context) => {
    if (lines.length === 0)
      context.addIssue({ code: 'custom', message: msg('lmFactory.wordRequired') });
    if (lines.length > MAX_LINES)
      context.addIssue({
        code: 'custom',
        message: msg('lmFactory.tooManyLines', { max: MAX_LINES }),
      });
    const long = lines.findIndex((line) => line.length > MAX_LINE);
    if (long >= 0)
      context.addIssue({
        code: 'custom',
        message: msg('lmFactory.lineTooLong', { line: long + 1, max: MAX_LINE }),
      });
  })
  .transform((lines) => lines.join('\n'));

/**
 * Body of `POST dictionaries` (spec §7), for a new dictionary and for a new version alike: a
 * dictionary of the same language whose label matches (ignoring case and surrounding spaces)
 * and which is not archived gets a new version; otherwise a new dictionary (version 1) is created.
 */
export const CreateDictionary = z.strictObject({
  content,
  description: optionalText(10000),
  label: requiredText(255),
  lang: languageCode,
});
export type CreateDictionary = z.infer<typeof CreateDictionary>;

export const CreatedDictionary = z.object({ id: z.number().int() });
