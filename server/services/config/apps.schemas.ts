import { z } from 'zod';
import { APP_TYPES } from '../../db/schema';
import { recordId } from '../shared/fields';

/** An app of the configuration service (batch "vocal cookie" or stream H2B app). */
export const ConfigApp = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(APP_TYPES).describe('`batch` (vocal cookie) or `stream` (H2B)'),
  language_model_id: z
    .number()
    .int()
    .nullable()
    .describe('Id of the language-model configuration the app uses (`language_models/{configId}`)'),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ConfigApp = z.infer<typeof ConfigApp>;

export const AppListQuery = z.strictObject({
  language_model_id: recordId
    .optional()
    .describe('Only the apps using this language-model configuration (a configId); omitted = all'),
});
