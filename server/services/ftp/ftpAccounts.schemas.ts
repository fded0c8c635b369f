import { z } from 'zod';
import { msg } from '../../shared/messages';
import { booleanField, stringField } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { canonicalSource, MAX_SOURCE } from './ftpSources';
import { clientFilter } from '../shared/clientListing';
import { MAX_FILTER_IDS, nameContains } from '../shared/listFilters';
import { isStrongPassword, MAX_PASSWORD, MIN_PASSWORD } from '../shared/secrets';
import { ownerClientId } from '../shared/clientRefs';

// FTP accounts (issue 13, "connect-ftp"): keyed by their login name, which is also the record's
// `id` (react-admin edits them at /config/connect-ftp/{name}); `account_id` is the numeric id the
// activity view ("ftp", GET ftp-activity/{id}) uses.

export const MAX_HOME_FOLDER = 255;
export const MAX_SOURCES = 100;

const LOGIN_NAME = msg('ftp.loginName');
export const LOGIN_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** A login name: 3 to 32 lower-case letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const loginName = stringField()
  .trim()
  .max(32, { error: LOGIN_NAME, abort: true })
  .regex(LOGIN_NAME_PATTERN, LOGIN_NAME)
  .describe(
    'Login name, also the record’s `id`: 3 to 32 lower-case letters, digits, ".", "_" or "-", ' +
      'starting with a letter or digit; unique; cannot be changed',
  );

export const FtpAccountParams = z.strictObject({
  name: z
    .string()
    .max(32, LOGIN_NAME)
    .regex(LOGIN_NAME_PATTERN, LOGIN_NAME)
    .describe('The account’s login name (its `id`)'),
});

const HOME_FOLDER = msg('ftp.homeFolder');
const homeFolder = stringField()
  .trim()
  .max(MAX_HOME_FOLDER, { error: msg('field.tooLong', { max: MAX_HOME_FOLDER }), abort: true })
  .regex(/^\/([A-Za-z0-9._-]+\/?)*$/, HOME_FOLDER)
  .refine((path) => !path.split('/').some((part) => part === '.' || part === '..'), HOME_FOLDER)
  .describe(
    `Folder the account lands in: an absolute path such as \`/inbound/calls\` (at most ${MAX_HOME_FOLDER} characters; letters, digits, ".", "_", "-" names; no "." or "..")`,
  );

const PASSWORD = msg('ftp.weakPassword', { min: MIN_PASSWORD });
export const password = z
  .string({ error: PASSWORD })
  .max(MAX_PASSWORD, msg('field.tooLong', { max: MAX_PASSWORD }))
  .refine(isStrongPassword, PASSWORD)
  .describe(
    `A password of ${MIN_PASSWORD} to ${MAX_PASSWORD} characters with letters and digits (else \`errors.password\`); stored only as a scrypt hash, never read back`,
  );

const SOURCE = (value: string) =>
  msg('ftp.allowedSource', { value: value.length > MAX_SOURCE ? `${value.slice(0, 20)}…` : value });
const source = z.string({ error: msg('ftp.allowedSources') }).transform((entry, context) => {
  const canonical = canonicalSource(entry);
  if (canonical === undefined) {
    context.addIssue({ code: 'custom', message: SOURCE(entry) });
    return z.NEVER;
  }
  return canonical;
});
const allowedSources = z
  .array(
    z
      .string({ error: msg('ftp.allowedSources') })
      .max(200, { error: msg('ftp.allowedSources'), abort: true })
      .pipe(source),
    {
      error: msg('ftp.allowedSources'),
    },
  )
  .max(MAX_SOURCES, msg('field.tooManyItems', { max: MAX_SOURCES }))
  .transform((entries) => [...new Set(entries)])
  .describe(
    `IPv4 / IPv6 addresses or CIDR blocks the account may connect from (at most ${MAX_SOURCES}; ` +
      'an address alone is its /32 or /128; stored in canonical form, each once); empty: any ' +
      'address. A bad entry is `errors["allowed_sources.<index>"]`',
  );

const accountFields = {
  client_id: ownerClientId,
  home_folder: homeFolder,
  allowed_sources: allowedSources,
  enabled: booleanField().describe('Whether the account may sign in'),
};

export const CreateFtpAccount = z.strictObject({
  name: loginName,
  client_id: accountFields.client_id,
  home_folder: homeFolder.optional().describe(`${homeFolder.description ?? ''}; default /{name}`),
  allowed_sources: allowedSources.default([]),
  enabled: accountFields.enabled.default(true),
  password: password
    .optional()
    .describe(
      `Optional: the platform generates one when omitted. ${password.description ?? ''}; ` +
        'answered once as `password`',
    ),
});
export type CreateFtpAccount = z.infer<typeof CreateFtpAccount>;

/**
 * Any fields; omitted ones are kept. `name` may be sent back unchanged (react-admin sends the
 * whole record); another name is refused (`errors.name`). The password changes only by
 * `reset-password`.
 */
export const UpdateFtpAccount = z.strictObject({
  client_id: accountFields.client_id.optional(),
  home_folder: homeFolder.optional(),
  allowed_sources: allowedSources.optional(),
  enabled: accountFields.enabled.optional(),
  name: z
    .string({ error: msg('field.string') })
    .max(100, msg('field.tooLong', { max: 100 }))
    .optional()
    .describe('The login name, unchanged (it cannot be changed: another one is `errors.name`)'),
  id: z.string().max(100).optional().describe('Ignored (the path’s)'),
  account_id: z.number().optional().describe('Ignored'),
  password: z
    .string()
    .max(200)
    .optional()
    .describe(
      'Ignored (the create answer’s, sent back by a form): the password changes by reset-password only',
    ),
  inserted_at: z.string().max(64).optional().describe('Ignored'),
  updated_at: z.string().max(64).optional().describe('Ignored'),
});
export type UpdateFtpAccount = z.infer<typeof UpdateFtpAccount>;

export const ResetPassword = z
  .strictObject({
    password: password
      .optional()
      .describe(`Optional: generated when omitted. ${password.description ?? ''}`),
  })
  .nullish();

export const FtpAccount = z.object({
  id: z.string().describe('The login name (react-admin’s record id)'),
  account_id: z.number().int().describe('Numeric id (the activity view’s `ftp-activity/{id}`)'),
  name: z.string().describe('Login name'),
  client_id: z.number().int().describe('Id of the client owning the account'),
  home_folder: z.string(),
  allowed_sources: z.array(z.string()).describe('CIDR blocks it may connect from; empty: any'),
  enabled: z.boolean(),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type FtpAccount = z.infer<typeof FtpAccount>;

const shownOnce = z
  .string()
  .describe('The password: shown in this answer only, stored as a scrypt hash');

export const CreatedFtpAccount = FtpAccount.extend({ password: shownOnce });
export type CreatedFtpAccount = z.infer<typeof CreatedFtpAccount>;

export const PasswordReset = z.object({ id: z.string(), password: shownOnce });

export const FTP_ACCOUNT_SORT_FIELDS = [
  'id',
  'name',
  'account_id',
  'client_id',
  'home_folder',
  'enabled',
  'inserted_at',
  'updated_at',
] as const;

export const FtpAccountListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    client_id: clientFilter,
    id: z
      .array(z.string().max(100), { error: msg('field.invalid') })
      .max(MAX_FILTER_IDS, msg('field.tooManyItems', { max: MAX_FILTER_IDS }))
      .optional()
      .describe('Only these accounts (login names)'),
    enabled: booleanField().optional().describe('Only the enabled (true) or disabled accounts'),
  }),
  sortFields: FTP_ACCOUNT_SORT_FIELDS,
});
export type FtpAccountListQuery = z.infer<typeof FtpAccountListQuery>;
