import { z } from 'zod';
import { languageCode } from '../shared/language';
import {
  clueQueryText,
  concatenationDelay,
  createdDescription,
  DEFAULT_CONCATENATION_DELAY,
  DescribedRecord,
  editableDescription,
  SPEAKERS,
  speakers,
  Timestamps,
} from './fields';

const Speaker = z.enum(SPEAKERS);

export const TagRef = z.object({ id: z.number().int(), label: z.string() });

/** A clue as the service returns it (spec §3). */
export const Clue = z.object({
  ...DescribedRecord,
  query: z.string(),
  speakers: z.array(Speaker),
  tags: z.array(TagRef).describe('The tags whose query uses this clue'),
  ...Timestamps,
});
export type Clue = z.infer<typeof Clue>;

export const ClueListQuery = z.strictObject({
  lang: languageCode.optional().describe('Language of the clues; omitted = every language'),
});

const editable = {
  ...editableDescription,
  concatenation_delay: concatenationDelay,
  query: clueQueryText,
  speakers,
};

/** Body of `POST /clues` (spec §7: the clue fields). */
export const CreateClue = z.strictObject({
  ...editable,
  ...createdDescription,
  concatenation_delay: concatenationDelay.default(DEFAULT_CONCATENATION_DELAY),
  speakers: speakers.default([...SPEAKERS]),
});
export type CreateClue = z.infer<typeof CreateClue>;

/** Body of `PATCH /clues/{id}` (spec §7): any of these fields; omitted ones are kept. */
export const UpdateClue = z.strictObject(editable).partial();
export type UpdateClue = z.infer<typeof UpdateClue>;
