import { z } from 'zod';
import { msg } from '../../../shared/messages';
import {
  freeText,
  optionalText,
  positiveInteger,
  recordId,
  requiredText,
} from '../../shared/fields';
import { languageCode } from '../../shared/language';
import { listQuery } from '../../shared/simpleRest';

// Classification labels (spec §2 `classification-labels`, shown as Annotations): simple-rest
// records of the search service, each with the counts of the calls annotated with it.

export const LabelParams = z.strictObject({ id: recordId.describe('Label id') });

const COLOUR = msg('labels.colour');
const colour = z
  .string({ error: COLOUR })
  .max(7, COLOUR)
  .regex(/^#[0-9a-fA-F]{6}$/, COLOUR)
  .transform((value) => value.toLowerCase())
  .describe('`#rrggbb` (stored lower-case)');

const tagId = positiveInteger()
  .nullable()
  .describe('The Moriarty tag this label judges (must exist); null: none');

const labelFields = {
  name: requiredText(100),
  description: optionalText(2000),
  colour,
  lang: languageCode.describe('Language of the label (`fr`, `en`…)'),
  tag_id: tagId,
};

export const CreateLabel = z.strictObject({ ...labelFields, tag_id: tagId.default(null) });
export type CreateLabel = z.infer<typeof CreateLabel>;

/**
 * Any label fields; omitted ones are kept. The record's read-only fields (react-admin sends the
 * whole record back) are accepted and ignored.
 */
export const UpdateLabel = z.strictObject({
  name: labelFields.name.optional(),
  description: freeText(2000).optional(),
  colour: colour.optional(),
  lang: labelFields.lang.optional(),
  tag_id: tagId.optional(),
  id: positiveInteger().optional().describe('Ignored (the path’s)'),
  annotated_calls: z.number().optional().describe('Ignored'),
  positive: z.number().optional().describe('Ignored'),
  negative: z.number().optional().describe('Ignored'),
  inserted_at: z.iso.datetime().optional().describe('Ignored'),
  updated_at: z.iso.datetime().optional().describe('Ignored'),
});
export type UpdateLabel = z.infer<typeof UpdateLabel>;

export const Label = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  colour: z.string(),
  lang: z.string(),
  tag_id: z.number().int().nullable(),
  annotated_calls: z.number().int().describe('Calls annotated with this label'),
  positive: z.number().int().describe('…of which annotated positive'),
  negative: z.number().int().describe('…of which annotated negative'),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Label = z.infer<typeof Label>;

export const LABEL_SORT_FIELDS = [
  'name',
  'lang',
  'annotated_calls',
  'inserted_at',
  'updated_at',
] as const;

export const LabelListQuery = listQuery({
  filter: z.strictObject({
    q: z.string().max(200).optional().describe('Part of the name or description'),
    id: z
      .array(positiveInteger())
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these labels'),
    lang: languageCode.optional(),
    tag_id: positiveInteger().optional().describe('Only the labels judging this tag'),
  }),
  sortFields: LABEL_SORT_FIELDS,
});
export type LabelListQuery = z.infer<typeof LabelListQuery>;
