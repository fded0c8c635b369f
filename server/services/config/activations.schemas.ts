import { z } from 'zod';
import { ROLES } from '../../../contracts/roles';
import { msg } from '../../shared/messages';
import { positiveInteger, recordId, requiredText, stringField } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { clientId, languages } from './clients.schemas';

// Account activations of the configuration service (issue 13, console route
// config/activate-account), simple-rest records: an administrator invites a person of a client;
// the identity server gets a disabled user (realm `demo`, username = e-mail, group
// `client-<client_id>`, the granted roles) and the answer carries a one-time link to its
// "Choose a password" page. Reads never show the link again, nor its token.

export const MAX_EMAIL = 254;
export const MAX_PERSON_NAME = 100;
const MAX_ROLE = 100;

/** The roles an invited account may get: the console's `app.*` roles, never `global.admin`. */
export const GRANTABLE_ROLES = ROLES.filter((role) => role.startsWith('app.'));
const grantable = new Set<string>(GRANTABLE_ROLES);

export const ACTIVATION_STATUSES = ['pending', 'activated', 'expired'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

const EMAIL = msg('search.email');
const email = stringField()
  .trim()
  .max(MAX_EMAIL, EMAIL)
  .pipe(z.email(EMAIL))
  .transform((address) => address.toLowerCase())
  .describe(
    `The person’s e-mail, also their username (stored lower-case; at most ${MAX_EMAIL} ` +
      'characters). One already used by a user of the realm is a 409 with `errors.email`, ' +
      'but an invitation that expired unused gives way to the new one.',
  );

const personName = (what: string) =>
  requiredText(MAX_PERSON_NAME).describe(`${what} (1 to ${MAX_PERSON_NAME} characters, trimmed)`);

const ROLE_LIST = msg('config.activationRoles');
const roles = z
  .array(stringField().max(MAX_ROLE, msg('field.tooLong', { max: MAX_ROLE })), {
    error: ROLE_LIST,
  })
  .min(1, ROLE_LIST)
  .max(GRANTABLE_ROLES.length, msg('field.tooManyItems', { max: GRANTABLE_ROLES.length }))
  .superRefine((names, context) => {
    names.forEach((role, index) => {
      if (!grantable.has(role))
        context.addIssue({
          code: 'custom',
          path: [index],
          message: msg('config.activationRole', { role }),
        });
    });
  })
  .transform((names) => [...new Set(names)])
  .describe(
    'Console roles the account holds (its token’s `resource_access.console.roles`), at least ' +
      'one, each an `app.*` role of the console — never `global.admin` nor a `feat.*` flag: ' +
      `${GRANTABLE_ROLES.join(', ')}. Another name is refused at its index: \`errors["roles.<i>"]\`.`,
  );

export const CreateActivation = z.strictObject({
  email,
  first_name: personName('Given name'),
  last_name: personName('Family name'),
  client_id: clientId.describe(
    'The client the person belongs to (identity group `client-<id>`): they see that client’s ' +
      'data only. Unknown or suspended: a 400 with `errors.client_id`.',
  ),
  languages: languages
    .optional()
    .describe(
      'The person’s languages (token claim `app_metadata.languages`, the console’s language ' +
        'filters): 2-letter codes, at least one; the client’s languages when omitted',
    ),
  roles,
});
export type CreateActivation = z.infer<typeof CreateActivation>;

export const ActivationParams = z.strictObject({ id: recordId.describe('Activation id') });

const status = z
  .enum(ACTIVATION_STATUSES, {
    error: msg('config.clientStatus', { statuses: ACTIVATION_STATUSES.join(', ') }),
  })
  .describe(
    '`pending` (the link can be used), `activated` (the password was chosen: the account is ' +
      'enabled) or `expired` (the link was not used in time; the account stays disabled)',
  );

export const AccountActivation = z.object({
  id: z.number().int().describe('Activation id'),
  email: z.string().describe('E-mail and username of the account'),
  first_name: z.string(),
  last_name: z.string(),
  client_id: z.number().int().describe('The client the account belongs to'),
  languages: z.array(z.string()).describe('The account’s languages'),
  roles: z.array(z.string()).describe('The console roles the account holds'),
  status,
  expires_at: z.iso.datetime().describe('When the link stops working'),
  activated_at: z.iso.datetime().nullable().describe('When the password was chosen'),
  inserted_at: z.iso.datetime(),
});
export type AccountActivation = z.infer<typeof AccountActivation>;

/** The creation's answer: the record, and the link — given this once, to pass on to the person. */
export const CreatedActivation = AccountActivation.extend({
  activation_url: z
    .url()
    .describe(
      'The one-time link to the identity server’s “Choose a password” page ' +
        '(`{public URL}/realms/demo/activate?token=…`), absolute; only its hash is stored, so ' +
        'it is never shown again',
    ),
});
export type CreatedActivation = z.infer<typeof CreatedActivation>;

export const ACTIVATION_SORT_FIELDS = [
  'id',
  'email',
  'client_id',
  'status',
  'expires_at',
  'activated_at',
  'inserted_at',
] as const;

export const ActivationListQuery = listQuery({
  filter: z.strictObject({
    q: z
      .string({ error: msg('field.string') })
      .max(MAX_EMAIL, msg('field.tooLong', { max: MAX_EMAIL }))
      .optional()
      .describe('Text the e-mail, given or family name contains, case aside'),
    client_id: positiveInteger().optional().describe('Only this client’s activations'),
    status: status.optional(),
    id: z
      .array(positiveInteger(), { error: msg('field.positiveInteger') })
      .max(1000, msg('field.tooManyItems', { max: 1000 }))
      .optional()
      .describe('Only these activations'),
  }),
  sortFields: ACTIVATION_SORT_FIELDS,
});
export type ActivationListQuery = z.infer<typeof ActivationListQuery>;
