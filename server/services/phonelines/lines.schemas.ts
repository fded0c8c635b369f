import { z } from 'zod';
import { ignoredRecordFields, optionalFields } from '../shared/updateFields';
import { PHONE_LINE_STATUSES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { booleanField, positiveInteger, recordId, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { listQuery } from '../shared/simpleRest';
import { e164Number } from './number';

// Phone lines (issue 14), simple-rest records (architecture §4): the numbers a client's customers
// dial, the campaign and language of their calls, the app they are routed to, whether they are
// recorded. Read with `app.phonelines.list` (a client user: its own clients' lines only),
// changed by administrators.

export const MAX_LABEL = 100;
const MAX_IDS = 1000;

export const LineParams = z.strictObject({ id: recordId.describe('Phone line id') });

const number = e164Number.describe(
  `${e164Number.description ?? ''} Unique: a number another line has is a 409 with \`errors.number\`.`,
);

const label = requiredText(MAX_LABEL).describe(
  `Name of the line (1 to ${MAX_LABEL} characters, trimmed)`,
);

const clientIdField = positiveInteger().describe(
  'The client the line belongs to (`clients` of the configuration service); unknown: a 400 ' +
    'with `errors.client_id`',
);

const campaignId = positiveInteger()
  .nullable()
  .describe(
    'A campaign of the same client whose calls the line receives, or null; another client’s or ' +
      'an unknown campaign is a 400 with `errors.campaign_id`',
  );

const language = languageCode.describe(
  'Language of the calls on the line: a 2-letter code (`fr-FR` is stored as `fr`)',
);

const appId = positiveInteger()
  .nullable()
  .describe(
    'The configuration-service app (`config_apps`) the calls are routed to, or null; unknown: a ' +
      '400 with `errors.app_id`',
  );

const recordingEnabled = booleanField().describe('Whether the calls on the line are recorded');

const status = z
  .enum(PHONE_LINE_STATUSES, {
    error: msg('phonelines.status', { statuses: PHONE_LINE_STATUSES.join(', ') }),
  })
  .describe('`active`, or `suspended` (the line takes no calls)');

const lineFields = {
  number,
  label,
  client_id: clientIdField,
  campaign_id: campaignId,
  language,
  app_id: appId,
  recording_enabled: recordingEnabled,
  status,
};

export const CreateLine = z.strictObject({
  number,
  label,
  client_id: clientIdField,
  campaign_id: campaignId.default(null),
  language: language
    .optional()
    .describe('Language of the calls on the line; the client’s first language when omitted'),
  app_id: appId.default(null),
  recording_enabled: recordingEnabled.default(true),
  status: status.default('active'),
});
export type CreateLine = z.infer<typeof CreateLine>;

/**
 * Any line fields; omitted ones are kept. The record's read-only fields (as react-admin sends the
 * whole record back) are accepted and ignored.
 */
export const UpdateLine = z.strictObject({
  ...optionalFields(lineFields),
  ...ignoredRecordFields,
  client_name: z.string().max(200).optional().describe('Ignored (read-only)'),
  campaign_name: z.string().max(200).nullable().optional().describe('Ignored (read-only)'),
  app_name: z.string().max(200).nullable().optional().describe('Ignored (read-only)'),
});
export type UpdateLine = z.infer<typeof UpdateLine>;

export const PhoneLine = z.object({
  id: z.number().int().describe('Phone line id'),
  number: z.string().describe('E.164 number, unique'),
  label: z.string().describe(label.description ?? ''),
  client_id: z.number().int().describe('The client the line belongs to'),
  campaign_id: z.number().int().nullable().describe('A campaign of that client, or null'),
  language: z.string().describe('2-letter language code of the calls'),
  app_id: z.number().int().nullable().describe('The app the calls are routed to, or null'),
  client_name: z.string().describe('The client’s name (read-only)'),
  campaign_name: z.string().nullable().describe('The campaign’s name, or null (read-only)'),
  app_name: z.string().nullable().describe('The routed app’s name, or null (read-only)'),
  recording_enabled: z.boolean().describe(recordingEnabled.description ?? ''),
  status: z.enum(PHONE_LINE_STATUSES).describe(status.description ?? ''),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PhoneLine = z.infer<typeof PhoneLine>;

export const LINE_SORT_FIELDS = [
  'number',
  'label',
  'client_id',
  'status',
  'updated_at',
  'id',
  'inserted_at',
] as const;

const ids = (what: string) =>
  z
    .union([positiveInteger(), z.array(positiveInteger()).max(MAX_IDS)], {
      error: msg('field.positiveInteger'),
    })
    .transform((value) => [value].flat())
    .describe(`${what}: one id or a list of ids (at most ${MAX_IDS})`);

export const LineListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_LABEL, msg('field.tooLong', { max: MAX_LABEL }))
      .optional()
      .describe('Text the number or the label contains, case aside'),
    id: ids('Only these lines').optional(),
    client_id: ids('Only the lines of these clients').optional(),
    campaign_id: ids('Only the lines of these campaigns').optional(),
    status: status.optional(),
  }),
  sortFields: LINE_SORT_FIELDS,
});
export type LineListQuery = z.infer<typeof LineListQuery>;
