import { z } from 'zod';
import { languageCode } from '../shared/language';
import {
  concatenationDelay,
  createdDescription,
  DEFAULT_CONCATENATION_DELAY,
  DescribedRecord,
  editableDescription,
  SPEAKERS,
  Timestamps,
} from './fields';
import { tagQueryInput, TagQueryOutput } from './tagQuery.schema';

/** A clue a tag references, as the tag editor shows it. */
export const TagClue = z.object({
  id: z.number().int(),
  label: z.string(),
  query: z.string(),
  speakers: z.array(z.enum(SPEAKERS)),
  concatenation_delay: z.number().int(),
});

/** A tag as the service returns it (spec §3), with the clues its query references. */
export const Tag = z.object({
  ...DescribedRecord,
  query: TagQueryOutput,
  clues: z.array(TagClue).describe('The clues the query references, in reading order'),
  ...Timestamps,
});
export type Tag = z.infer<typeof Tag>;

export const TagListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the tags; omitted = every language'),
});

const editable = {
  ...editableDescription,
  concatenation_delay: concatenationDelay.describe(
    'Milliseconds (default 300); stored and returned. Detection merges turns with each ' +
      'clue’s own concatenation_delay.',
  ),
  query: tagQueryInput(false),
};

/** Body of `POST /tags` (spec §7: the tag fields, lang, the query over clue ids). */
export const CreateTag = z.strictObject({
  ...editable,
  ...createdDescription,
  concatenation_delay: editable.concatenation_delay.default(DEFAULT_CONCATENATION_DELAY),
  query: editable.query.default({ and: [] }),
});
export type CreateTag = z.infer<typeof CreateTag>;

/** Body of `PATCH /tags/{id}` (spec §7): any of these fields; omitted ones are kept. */
export const UpdateTag = z.strictObject(editable).partial();
export type UpdateTag = z.infer<typeof UpdateTag>;
