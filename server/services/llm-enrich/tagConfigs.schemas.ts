import { z } from 'zod';
import { ignoredRecordFields, optionalFields } from '../shared/updateFields';
import { msg } from '../../shared/messages';
import { booleanField, freeText, positiveInteger, recordId } from '../shared/fields';
import { languageCode } from '../shared/language';
import { listQuery } from '../shared/simpleRest';

// Tag configuration (issue 15): how each Moriarty tag is shown to customers and sent. Every tag
// has one: the stored one, or the defaults below.

export const MAX_LABEL = 100;
export const DEFAULT_COLOR = '#607d8b';
export const DEFAULT_PRIORITY = 50;
export const DEFAULT_MIN_MATCHES = 1;
export const MAX_MIN_MATCHES = 1000;

export const TagConfigParams = z.strictObject({ tagId: recordId });

const label = (language: string) =>
  freeText(MAX_LABEL)
    .transform((text) => text.trim())
    .describe(`Public label in ${language} (at most ${MAX_LABEL} characters; '' for the tag’s)`);
const COLOR = msg('enrich.color');
const color = z
  .string({ error: COLOR })
  .max(7, COLOR)
  .regex(/^#[0-9a-fA-F]{6}$/, COLOR)
  .transform((text) => text.toLowerCase())
  .describe('Colour `#rrggbb`');
const PRIORITY = msg('enrich.priority');
const priority = z
  .number({ error: PRIORITY })
  .int(PRIORITY)
  .min(0, PRIORITY)
  .max(100, PRIORITY)
  .describe('0 to 100, the highest first');
const MIN_MATCHES = msg('enrich.minMatches');
const minMatches = z
  .number({ error: MIN_MATCHES })
  .int(MIN_MATCHES)
  .min(1, MIN_MATCHES)
  .max(MAX_MIN_MATCHES, MIN_MATCHES)
  .describe('Matches of the tag at least for a call to count as tagged');
const sendToWebhook = booleanField().describe(
  'Whether detections are sent to the client’s webhook',
);

const fields = {
  label_en: label('English'),
  label_fr: label('French'),
  color,
  priority,
  min_matches: minMatches,
  send_to_webhook: sendToWebhook,
};

/** Any configuration fields (omitted: kept, or the defaults); the tag's read-only ones ignored. */
export const UpdateTagConfig = z.strictObject({
  ...optionalFields(fields),
  id: ignoredRecordFields.id,
  label: z.string().max(1000).optional().describe('Ignored (the tag’s)'),
  lang: z.string().max(35).optional().describe('Ignored'),
  client_id: z.number().nullable().optional().describe('Ignored'),
  configured: z.boolean().optional().describe('Ignored'),
  updated_at: z.string().max(64).nullable().optional().describe('Ignored'),
});
export type UpdateTagConfig = z.infer<typeof UpdateTagConfig>;

export const TagConfig = z.object({
  id: z.number().int().describe('The Moriarty tag id'),
  label: z.string().describe('The tag’s (private) label'),
  lang: z.string(),
  client_id: z.number().int().nullable().describe('The tag’s owner: null = the platform'),
  label_en: z.string(),
  label_fr: z.string(),
  color: z.string().describe(`Colour \`#rrggbb\` (${DEFAULT_COLOR} by default)`),
  priority: z.number().int().describe(`0 to 100 (${DEFAULT_PRIORITY} by default)`),
  min_matches: z.number().int().describe(`At least 1 (${DEFAULT_MIN_MATCHES} by default)`),
  send_to_webhook: z.boolean().describe('false by default'),
  configured: z.boolean().describe('false: the defaults (nothing saved yet)'),
  updated_at: z.iso.datetime().nullable(),
});
export type TagConfig = z.infer<typeof TagConfig>;

export const TAG_CONFIG_SORT_FIELDS = ['id', 'label', 'lang', 'priority', 'min_matches'] as const;

export const TagConfigListQuery = listQuery({
  filter: z.strictObject({
    lang: languageCode.optional().describe('Only the tags of this language'),
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_LABEL, msg('field.tooLong', { max: MAX_LABEL }))
      .optional()
      .describe('Text the tag’s label or public labels contain, case aside'),
    id: z
      .array(positiveInteger(), { error: msg('enrich.idList', { max: 1000 }) })
      .max(1000, msg('enrich.idList', { max: 1000 }))
      .optional()
      .describe('Only these tags'),
    configured: booleanField().optional().describe('Only the tags configured (true) or not'),
  }),
  sortFields: TAG_CONFIG_SORT_FIELDS,
});
export type TagConfigListQuery = z.infer<typeof TagConfigListQuery>;
