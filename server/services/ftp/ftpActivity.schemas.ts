import { z } from 'zod';
import { FTP_FILE_STATES } from '../../db/schema';
import { booleanField, recordId } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { clientFilter } from '../shared/clientListing';
import { idsFilter, nameContains } from '../shared/listFilters';

// What happened on the FTP accounts (issue 13, the "ftp" page): sign-ins and files received.

export const LAST_LOGINS = 20;
export const LAST_FILES = 50;

export const FtpActivity = z.object({
  id: z.number().int().describe('The account’s numeric id (`account_id` of `ftp-accounts`)'),
  name: z.string().describe('Login name (the account’s id in `ftp-accounts/{name}`)'),
  client_id: z.number().int(),
  enabled: z.boolean(),
  last_login_at: z.iso
    .datetime()
    .nullable()
    .describe('When the account last signed in successfully; null: never'),
  files_received: z.number().int().describe('Files received, whatever became of them'),
  files_failed: z.number().int().describe('Files received whose processing failed'),
});
export type FtpActivity = z.infer<typeof FtpActivity>;

export const FtpLogin = z.object({
  at: z.iso.datetime(),
  source: z.string().describe('IP address the sign-in came from'),
  success: z.boolean(),
});

export const FtpFile = z.object({
  name: z.string().describe('File name as received'),
  size: z.number().int().describe('Bytes'),
  received_at: z.iso.datetime(),
  state: z.enum(FTP_FILE_STATES).describe('received → processing → processed, or failed'),
  error: z.string().nullable().describe('Why processing failed (state `failed`); null otherwise'),
});

export const FtpActivityDetail = FtpActivity.extend({
  logins: z.array(FtpLogin).describe(`The last ${LAST_LOGINS} sign-in attempts, newest first`),
  files: z.array(FtpFile).describe(`The last ${LAST_FILES} files received, newest first`),
});
export type FtpActivityDetail = z.infer<typeof FtpActivityDetail>;

export const FtpActivityParams = z.strictObject({ id: recordId });

export const FTP_ACTIVITY_SORT_FIELDS = [
  'id',
  'name',
  'client_id',
  'enabled',
  'last_login_at',
  'files_received',
  'files_failed',
] as const;

export const FtpActivityListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    client_id: clientFilter,
    id: idsFilter,
    enabled: booleanField().optional().describe('Only the enabled (true) or disabled accounts'),
  }),
  sortFields: FTP_ACTIVITY_SORT_FIELDS,
});
export type FtpActivityListQuery = z.infer<typeof FtpActivityListQuery>;
