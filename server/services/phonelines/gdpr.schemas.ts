import { z } from 'zod';
import { GDPR_REQUEST_TYPES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { recordId, requiredText } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { e164Number } from './number';

// Data-protection (GDPR) requests about a caller's number (issue 14): a preview of the calls it
// concerns, then the request itself — an export (a ZIP archive of those calls, downloadable for
// a limited time) or an erasure (those calls and everything derived from them deleted at once).
// A client user reaches only its own clients' calls. The number is never stored nor answered:
// only its salted SHA-256.

export const MAX_REFERENCE = 100;
/** How long an export's archive may be downloaded. */
export const ARCHIVE_TTL_HOURS = 24;

export const GDPR_STATUSES = ['completed', 'available', 'expired'] as const;
export type GdprStatus = (typeof GDPR_STATUSES)[number];

export const GdprParams = z.strictObject({ id: recordId.describe('GDPR request id') });

const number = e164Number.describe(
  'The caller’s number the request is about, in E.164 form (`+33612345678`; 7 to 15 digits, ' +
    'no spaces): a 400 with `errors.number` otherwise. It matches the calls whose ' +
    '`metadata.caller_number` has the same digits, whatever spaces or signs it is written with ' +
    '(`+33 6 12 34 56 78`).',
);

const type = z
  .enum(GDPR_REQUEST_TYPES, { error: msg('gdpr.type') })
  .describe(
    '`export`: a ZIP archive of the calls (transcripts, detected tags, annotations, metadata); ' +
      '`erasure`: the calls and everything derived from them deleted',
  );

const reference = requiredText(MAX_REFERENCE).describe(
  `The requester’s reference for the request (ticket, letter; 1 to ${MAX_REFERENCE} ` +
    'characters, trimmed), kept in the history',
);

export const PreviewBody = z.strictObject({
  number,
  type,
  reference: reference.optional().describe('Accepted and ignored (the request will need it)'),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

export const CreateGdprRequest = z.strictObject({
  number,
  type,
  reference,
  confirm: z
    .literal(true, { error: msg('gdpr.confirm') })
    .describe(
      'Must be `true`: the request is carried out as soon as it is received (an erasure ' +
        'cannot be undone); anything else is a 400 with `errors.confirm`',
    ),
});
export type CreateGdprRequest = z.infer<typeof CreateGdprRequest>;

const ClientCalls = z.object({
  id: z.number().int().describe('Client id'),
  name: z.string().describe('Client name'),
  calls: z.number().int().describe('Calls of that number of this client'),
});

export const GdprPreview = z.object({
  number_of_calls: z
    .number()
    .int()
    .describe(
      'Calls of that number the caller may reach (its clients’; every client’s for administrators)',
    ),
  first_call_at: z.iso.datetime().nullable().describe('Start of the earliest of them; null: none'),
  last_call_at: z.iso.datetime().nullable().describe('Start of the latest of them; null: none'),
  clients: z.array(ClientCalls).describe('The calls per client, by client id'),
});
export type GdprPreview = z.infer<typeof GdprPreview>;

export const GdprRequest = GdprPreview.extend({
  id: z.number().int().describe('GDPR request id'),
  type: z.enum(GDPR_REQUEST_TYPES).describe(type.description ?? ''),
  reference: z.string().describe('The requester’s reference'),
  requested_by: z.string().describe('User name of whoever made the request'),
  requested_at: z.iso.datetime(),
  number_of_calls: z
    .number()
    .int()
    .describe('Calls the request concerned when it was carried out (exported or erased)'),
  number_hash: z
    .string()
    .describe(
      'Hex SHA-256 of the platform’s salt, `:` and the E.164 number — never the number itself. ' +
        'Filter the history with `filter={"number": "+33…"}` to find a number’s requests.',
    ),
  status: z
    .enum(GDPR_STATUSES)
    .describe(
      '`completed` (an erasure), `available` (an export whose archive may be downloaded) or ' +
        '`expired` (an export past `archive_expires_at`)',
    ),
  archive_url: z
    .string()
    .nullable()
    .describe(
      'Exports: where to download the archive (GET, with the bearer token); null otherwise',
    ),
  archive_expires_at: z.iso
    .datetime()
    .nullable()
    .describe(`Exports: until when the archive may be downloaded (${ARCHIVE_TTL_HOURS} h)`),
});
export type GdprRequest = z.infer<typeof GdprRequest>;

export const GDPR_SORT_FIELDS = [
  'requested_at',
  'id',
  'reference',
  'type',
  'number_of_calls',
  'requested_by',
] as const;

export const GdprListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_REFERENCE, msg('field.tooLong', { max: MAX_REFERENCE }))
      .optional()
      .describe('Text the reference contains, case aside'),
    type: type.optional(),
    status: z
      .enum(GDPR_STATUSES, { error: msg('gdpr.status', { statuses: GDPR_STATUSES.join(', ') }) })
      .optional()
      .describe('Only requests of this status'),
    number: e164Number
      .optional()
      .describe('Only the requests about this E.164 number (by its hash)'),
  }),
  sortFields: GDPR_SORT_FIELDS,
});
export type GdprListQuery = z.infer<typeof GdprListQuery>;
