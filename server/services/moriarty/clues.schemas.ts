import { z } from 'zod';
import { languageCode } from '../shared/language';
import {
  clueQueryText,
  concatenationDelay,
  DEFAULT_CONCATENATION_DELAY,
  freeText,
  label,
  SPEAKERS,
  speakers,
  Timestamps,
} from './fields';

const Speaker = z.enum(SPEAKERS);

export const TagRef = z.object({ id: z.number().int(), label: z.string() });

/** A clue as the service returns it (spec §3). */
export const Clue = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  label: z.string(),
  lang: z.string(),
  package: z.string(),
  private_description: z.string(),
  public_description: z.string(),
  concatenation_delay: z.number().int(),
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
  label,
  package: freeText(255).describe('Free grouping name'),
  private_description: freeText(10000),
  public_description: freeText(10000),
  concatenation_delay: concatenationDelay,
  query: clueQueryText,
  speakers,
};

/** Body of `POST /clues` (spec §7: the clue fields). */
export const CreateClue = z.strictObject({
  ...editable,
  lang: languageCode,
  package: editable.package.default(''),
  private_description: editable.private_description.default(''),
  public_description: editable.public_description.default(''),
  concatenation_delay: concatenationDelay.default(DEFAULT_CONCATENATION_DELAY),
  speakers: speakers.default([...SPEAKERS]),
});
export type CreateClue = z.infer<typeof CreateClue>;

/** Body of `PATCH /clues/{id}` (spec §7): any of these fields; omitted ones are kept. */
export const UpdateClue = z.strictObject(editable).partial();
export type UpdateClue = z.infer<typeof UpdateClue>;
