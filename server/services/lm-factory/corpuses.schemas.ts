import { z } from 'zod';
import { recordId } from '../shared/fields';
import { languageCode } from '../shared/language';
import { hasNoNul, NUL_MESSAGE, requiredPlainText } from './textFields';

export const CORPUS_STATUSES = ['available', 'archived'] as const;

/** A corpus as the service returns it (spec §3). */
export const Corpus = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string(),
  lang: z.string(),
  sentences: z.array(z.string()),
  status: z.enum(CORPUS_STATUSES),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Corpus = z.infer<typeof Corpus>;

export const CorpusListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the corpuses; omitted = every language'),
});

export const CorpusParams = z.strictObject({ id: recordId });

const sentence = z
  .string({ error: 'Must be a string' })
  .max(10000, 'At most 10000 characters')
  .refine(hasNoNul, NUL_MESSAGE);

/** Body of `POST corpuses` (spec §7): blank sentences are dropped, at least one must remain. */
export const CreateCorpus = z.strictObject({
  label: requiredPlainText(255),
  description: z
    .string({ error: 'Must be a string' })
    .max(10000)
    .refine(hasNoNul, NUL_MESSAGE)
    .default(''),
  lang: languageCode,
  sentences: z
    .array(sentence, { error: 'Must be a list of sentences' })
    .max(100000, 'At most 100000 sentences')
    .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'At least one sentence is required')),
});
export type CreateCorpus = z.infer<typeof CreateCorpus>;

export const CreatedCorpus = z.object({ id: z.number().int() });
