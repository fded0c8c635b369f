import { z } from 'zod';
import { msg } from '../../shared/messages';
import { languageCode } from '../shared/language';

const LIMIT_MESSAGE = msg('search.limit');

export const DirectoryQuery = z.strictObject({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(1000, LIMIT_MESSAGE)
    .default(100)
    .describe('At most this many entries (default 100)'),
});

/** Spec §3 "Client list entry". */
export const ClientEntry = z.object({ id: z.number().int(), name: z.string() });
export const ClientList = z.object({ data: z.array(ClientEntry) });

/** Spec §3 "Campaign list entry": id, name, client.id. */
export const CampaignEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  client: z.object({ id: z.number().int() }),
});
export const CampaignList = z.object({ data: z.array(CampaignEntry) });

export const TagDirectoryQuery = DirectoryQuery.extend({
  lang: languageCode.optional().describe('Only the tags of this language (`fr`, `en`)'),
});

/** A Moriarty tag as the call filters offer it. */
export const TagEntry = z.object({ id: z.number().int(), label: z.string(), lang: z.string() });
export const TagList = z.object({ data: z.array(TagEntry) });
