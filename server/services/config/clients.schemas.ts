import { z } from 'zod';
import { nameContains } from '../shared/listFilters';
import { ignoredRecordFields, optionalFields } from '../shared/updateFields';
import { CLIENT_STATUSES } from '../../db/schema';
import { msg } from '../../shared/messages';
import { positiveInteger, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { clientId } from '../shared/clientRefs';
import { listQuery } from '../shared/simpleRest';

// The configuration service's clients (issue 13), simple-rest records (architecture §4): the
// customers of the platform as an operator sets them up. Ids line up with the identity groups
// `client-<id>`.

export const MAX_NAME = 100;
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;
export const MAX_EMAIL = 254;
export const MAX_LANGUAGES = 50;

export { clientId };
export const ClientParams = z.strictObject({ id: clientId });

const name = requiredText(MAX_NAME).describe(
  `Name shown everywhere (1 to ${MAX_NAME} characters, trimmed), unique case aside`,
);

const status = z
  .enum(CLIENT_STATUSES, {
    error: msg('config.clientStatus', { statuses: CLIENT_STATUSES.join(', ') }),
  })
  .describe('`active`, or `suspended` (the client’s apps and accounts are stopped)');

// Language codes the runtime can name (ISO 639), so that `zz` is refused like `french`.
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const knownLanguage = (code: string) => {
  try {
    return languageNames.of(code) !== undefined;
  } catch {
    return false;
  }
};

const LANGUAGES = msg('config.clientLanguages');
export const languages = z
  .array(languageCode, { error: LANGUAGES })
  .min(1, LANGUAGES)
  .max(MAX_LANGUAGES, msg('field.tooManyItems', { max: MAX_LANGUAGES }))
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (/^[a-z]{2}$/.test(code) && !knownLanguage(code))
        context.addIssue({
          code: 'custom',
          path: [index],
          message: msg('config.unknownLanguage', { code }),
        });
    });
  })
  .transform((codes) => [...new Set(codes)])
  .describe(
    'Languages of the client’s calls: 2-letter codes (`fr`, `en`; `fr-FR` is stored as `fr`), ' +
      'at least one, each once',
  );

const RETENTION = msg('config.retentionDays', {
  min: MIN_RETENTION_DAYS,
  max: MAX_RETENTION_DAYS,
});
const retentionDays = z
  .number({ error: RETENTION })
  .int(RETENTION)
  .min(MIN_RETENTION_DAYS, RETENTION)
  .max(MAX_RETENTION_DAYS, RETENTION)
  .describe(`Days the client’s calls are kept (${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS})`);

const EMAIL = msg('search.email');
const contactEmail = z
  .string({ error: EMAIL })
  .trim()
  .max(MAX_EMAIL, EMAIL)
  .pipe(z.union([z.literal(''), z.email(EMAIL)], { error: EMAIL }))
  .describe(
    `Whom the platform’s staff write to; \`''\` for none (at most ${MAX_EMAIL} characters)`,
  );

const clientFields = {
  name,
  status,
  languages,
  retention_days: retentionDays,
  contact_email: contactEmail,
};

export const CreateClient = z.strictObject({
  name,
  status: status.default('active'),
  languages: languages.default(['fr']),
  retention_days: retentionDays.default(365),
  contact_email: contactEmail.default(''),
});
export type CreateClient = z.infer<typeof CreateClient>;

/**
 * Any client fields; omitted ones are kept. The record's read-only fields (as react-admin sends the
 * whole record back) are accepted and ignored.
 */
export const UpdateClient = z.strictObject({
  ...optionalFields(clientFields),
  ...ignoredRecordFields,
});
export type UpdateClient = z.infer<typeof UpdateClient>;

export const Client = z.object({
  id: z.number().int().describe('Client id; the identity group `client-<id>`'),
  name: z.string().describe(name.description ?? ''),
  status: z.enum(CLIENT_STATUSES).describe(status.description ?? ''),
  languages: z.array(z.string()).describe(languages.description ?? ''),
  retention_days: z
    .number()
    .int()
    .describe(retentionDays.description ?? ''),
  contact_email: z.string().describe(contactEmail.description ?? ''),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Client = z.infer<typeof Client>;

export const CLIENT_SORT_FIELDS = [
  'id',
  'name',
  'status',
  'retention_days',
  'inserted_at',
  'updated_at',
] as const;

export const ClientListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    status: status.optional(),
    id: z
      .array(positiveInteger(), { error: msg('config.clientId') })
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these clients'),
  }),
  sortFields: CLIENT_SORT_FIELDS,
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;
