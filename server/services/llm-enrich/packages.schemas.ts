import { z } from 'zod';
import { nameContains } from '../shared/listFilters';
import { ignoredRecordFields, optionalFields } from '../shared/updateFields';
import { msg } from '../../shared/messages';
import { booleanField, freeText, positiveInteger, recordId, requiredText } from '../shared/fields';
import { languageCode } from '../shared/language';
import { listQuery } from '../shared/simpleRest';

// Enrich packages (issue 15), simple-rest records of the language-model enrichment service:
// Moriarty tags of one language, LLM prompts, and the clients whose calls they enrich.

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 2000;
export const MAX_ITEMS = 500;
export const MAX_DAYS = 366;

export const PackageParams = z.strictObject({ id: recordId });

const idList = (description: string) =>
  z
    .array(positiveInteger(), { error: msg('enrich.idList', { max: MAX_ITEMS }) })
    .max(MAX_ITEMS, msg('enrich.idList', { max: MAX_ITEMS }))
    .transform((ids) => [...new Set(ids)])
    .describe(description);

const name = requiredText(MAX_NAME).describe(
  `Name (1 to ${MAX_NAME} characters, trimmed), unique case aside`,
);
const language = languageCode.describe('2-letter language code of the package’s tags (`fr`)');
const description = freeText(MAX_DESCRIPTION).describe(
  `What the package is for (at most ${MAX_DESCRIPTION} characters)`,
);
const enabled = booleanField().describe('Whether the package enriches calls');
const tagIds = idList(
  'Moriarty tag ids of the package’s language (others are named in `errors.tag_ids`)',
);
const PROMPTS = msg('enrich.promptUuids', { max: MAX_ITEMS });
const promptUuids = z
  .array(z.uuid(PROMPTS), { error: PROMPTS })
  .max(MAX_ITEMS, PROMPTS)
  .transform((uuids) => [...new Set(uuids.map((uuid) => uuid.toLowerCase()))])
  .describe('Uuids of the LLM prompts the package runs');
const clientIds = idList('Ids of the clients whose calls it enriches (existing clients)');

const fields = {
  name,
  language,
  description,
  enabled,
  tag_ids: tagIds,
  prompt_uuids: promptUuids,
  client_ids: clientIds,
};

export const CreatePackage = z.strictObject({
  name,
  language,
  description: description.default(''),
  enabled: enabled.default(true),
  tag_ids: tagIds.default([]),
  prompt_uuids: promptUuids.default([]),
  client_ids: clientIds.default([]),
});
export type CreatePackage = z.infer<typeof CreatePackage>;

/** Any fields; omitted ones are kept. The read-only fields react-admin sends back are ignored. */
export const UpdatePackage = z.strictObject({
  ...optionalFields(fields),
  ...ignoredRecordFields,
});
export type UpdatePackage = z.infer<typeof UpdatePackage>;

export const Package = z.object({
  id: z.number().int(),
  name: z.string().describe(name.description ?? ''),
  language: z.string().describe(language.description ?? ''),
  description: z.string(),
  enabled: z.boolean(),
  tag_ids: z.array(z.number().int()).describe('Its tags (those the caller may read), by id'),
  prompt_uuids: z.array(z.string()),
  client_ids: z
    .array(z.number().int())
    .describe('Its clients (to a client user: only its own), by id'),
  inserted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Package = z.infer<typeof Package>;

export const PACKAGE_SORT_FIELDS = [
  'id',
  'name',
  'language',
  'enabled',
  'inserted_at',
  'updated_at',
] as const;

export const PackageListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    language: languageCode.optional(),
    enabled: booleanField().optional(),
    id: idList('Only these packages').optional(),
    client_id: positiveInteger().optional().describe('Only the packages of this client'),
    tag_id: positiveInteger().optional().describe('Only the packages holding this tag'),
  }),
  sortFields: PACKAGE_SORT_FIELDS,
});
export type PackageListQuery = z.infer<typeof PackageListQuery>;

const DAYS = msg('enrich.days', { max: MAX_DAYS });
export const TagCountsQuery = z.strictObject({
  days: z.coerce
    .number({ error: DAYS })
    .int(DAYS)
    .min(1, DAYS)
    .max(MAX_DAYS, DAYS)
    .default(30)
    .describe(`Days back from now (1 to ${MAX_DAYS}, 30 by default)`),
});

export const TagCounts = z.object({
  days: z.number().int(),
  from: z.iso.datetime().describe('Calls started at or after this instant are counted'),
  tags: z.array(
    z.object({
      tag_id: z.number().int(),
      label: z.string(),
      calls: z
        .number()
        .int()
        .describe('Calls of the package’s clients with the tag detected (at least min_matches)'),
    }),
  ),
});
export type TagCounts = z.infer<typeof TagCounts>;
