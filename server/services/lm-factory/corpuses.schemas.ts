import { z } from 'zod';
import { msg } from '../../shared/messages';
import { freeText, optionalText, recordId, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { ownerField } from '../shared/ownership';

export const CORPUS_STATUSES = ['available', 'archived'] as const;

/** A corpus as the service returns it (spec §3). */
export const Corpus = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string(),
  lang: z.string(),
  sentences: z.array(z.string()),
  status: z.enum(CORPUS_STATUSES),
  client_id: ownerField,
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Corpus = z.infer<typeof Corpus>;

export const CorpusListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the corpuses; omitted = every language'),
});

export const CorpusParams = z.strictObject({ id: recordId });

const sentence = freeText(10000);

/** Body of `POST corpuses` (spec §7): blank sentences are dropped, at least one must remain. */
export const CreateCorpus = z.strictObject({
  label: requiredText(255),
  description: optionalText(10000),
  lang: languageCode,
  sentences: z
    .array(sentence, { error: msg('lmFactory.sentenceList') })
    .max(100000, msg('lmFactory.tooManySentences', { max: 100000 }))
    .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, msg('lmFactory.sentenceRequired'))),
});
export type CreateCorpus = z.infer<typeof CreateCorpus>;

export const CreatedCorpus = z.object({ id: z.number().int() });
