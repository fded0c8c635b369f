import { z } from 'zod';
import { booleanField, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { clientFilter } from '../shared/clientListing';
import { idsFilter, nameContains } from '../shared/listFilters';
import { alias } from './languageModels.schemas';
import { ownerClientId } from '../shared/clientRefs';

// Fields batch ("vocal cookie") and stream (H2B) apps share, in requests and in answers.

export const MAX_APP_NAME = 100;

export const appName = requiredText(MAX_APP_NAME).describe(
  `Name (1 to ${MAX_APP_NAME} characters, trimmed)`,
);

export const appLanguage = languageCode.describe(
  'Language of the audio the app sends: a 2-letter code (`fr-FR` is stored as `fr`)',
);

export const enabled = booleanField().describe('Whether the app may be used');

/** Fields of a record react-admin sends back with an edit: accepted and ignored. */
export const ignoredOnUpdate = {
  id: z
    .union([z.number(), z.string().max(100)])
    .optional()
    .describe('Ignored (the path’s)'),
  language_model_id: z.number().nullable().optional().describe('Ignored (resolved from the alias)'),
  inserted_at: z.string().max(64).optional().describe('Ignored'),
  updated_at: z.string().max(64).optional().describe('Ignored'),
};

/** The alias (batch) or alias / H2B alias (stream) naming a model of the app's language. */
export const modelAlias = (description: string) => alias.describe(description);

/** The body fields every app has before its own: name, client, language and model alias. */
export const appBodyFields = (alias: ReturnType<typeof modelAlias>) => ({
  name: appName,
  client_id: ownerClientId,
  language: appLanguage,
  language_model_alias: alias,
});

/** Fields every app answer has. */
export const appRecordFields = {
  id: z.number().int().describe('App id'),
  name: z.string(),
  client_id: z.number().int().describe('Id of the client owning the app'),
  language: z.string().describe('2-letter language code'),
  language_model_alias: z.string(),
  language_model_id: z
    .number()
    .int()
    .nullable()
    .describe(
      'Read-only: the language-model configuration the alias named when the app was last saved ' +
        '(what `GET apps?language_model_id=` counts)',
    ),
  enabled: z.boolean(),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};

export type AppRecord = z.infer<z.ZodObject<typeof appRecordFields>>;

export const APP_SORT_FIELDS = [
  'id',
  'name',
  'client_id',
  'language',
  'language_model_alias',
  'enabled',
  'inserted_at',
  'updated_at',
] as const;

/** `filter` of an app list. */
export const appFilter = z.strictObject({
  q: nameContains,
  client_id: clientFilter,
  id: idsFilter,
  language: languageCode.optional().describe('Only the apps of this language'),
  enabled: booleanField().optional().describe('Only the enabled (true) or disabled (false) apps'),
});
export type AppFilter = z.infer<typeof appFilter>;

export const APP_LIST_DESCRIPTION =
  'simple-rest list: `filter` `{"q": "text the name contains, case aside", "client_id": 1, ' +
  '"id": [1, 2], "language": "fr", "enabled": true}`, `range` `[first, last]`, `sort` ' +
  `\`[field, "ASC" | "DESC"]\` (field: ${APP_SORT_FIELDS.join(', ')}; default name), answered ` +
  'as a JSON array with `Content-Range` and `X-Total-Count`. A client user (groups ' +
  '`client-<id>`) reads only its own clients’ apps.';
