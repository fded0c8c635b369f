import { z } from 'zod';
import { msg } from '../../shared/messages';
import { recordId, stringField } from '../shared/fields';
import { listQuery } from '../shared/simpleRest';
import { optionalFields } from '../shared/updateFields';
import {
  APP_SORT_FIELDS,
  appFilter,
  appBodyFields,
  appRecordFields,
  enabled,
  ignoredOnUpdate,
  modelAlias,
} from './appFields';

// Batch "vocal cookie" apps (issue 13): a client's app sends recordings in batches and gets the
// transcriptions posted back to its callback URL.

export const MAX_URL = 2048;

const CALLBACK_URL = msg('config.callbackUrl');
const isHttpsUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

const callbackUrl = stringField()
  .trim()
  .min(1, { error: msg('field.required'), abort: true })
  .max(MAX_URL, { error: msg('field.tooLong', { max: MAX_URL }), abort: true })
  .refine(isHttpsUrl, CALLBACK_URL)
  .describe(
    `Where the platform posts the app’s results: an \`https://\` URL without credentials (at most ${MAX_URL} characters); anything else is \`errors.callback_url\``,
  );

const alias = modelAlias(
  'Alias of a language model of the app’s language (`language_model_configs.aliases`, case ' +
    'aside); an unknown one is a 400 with `errors.language_model_alias`: `Unknown language ' +
    'model alias "{alias}"`',
);

const fields = { ...appBodyFields(alias), callback_url: callbackUrl, enabled };

export const CreateBatchApp = z.strictObject({ ...fields, enabled: enabled.default(true) });
export type CreateBatchApp = z.infer<typeof CreateBatchApp>;

/** Any fields; omitted ones are kept; the record's read-only fields are accepted and ignored. */
export const UpdateBatchApp = z.strictObject({ ...optionalFields(fields), ...ignoredOnUpdate });
export type UpdateBatchApp = z.infer<typeof UpdateBatchApp>;

export const BatchApp = z.object({
  ...appRecordFields,
  callback_url: z.string().describe('`https://` URL the results are posted to'),
});
export type BatchApp = z.infer<typeof BatchApp>;

export const BatchAppParams = z.strictObject({ id: recordId });

export const BatchAppListQuery = listQuery({ filter: appFilter, sortFields: APP_SORT_FIELDS });
export type BatchAppListQuery = z.infer<typeof BatchAppListQuery>;
