import { z } from 'zod';
import { listQuery } from '../shared/simpleRest';
import { clientFilter } from '../shared/clientListing';
import { idsFilter, nameContains } from '../shared/listFilters';

// A client's campaigns (issue 13, the client's detail page), read-only: they come with the calls.

export const Campaign = z.object({
  id: z.number().int().describe('Campaign id'),
  name: z.string(),
  client_id: z.number().int().describe('Id of the client running the campaign'),
});
export type Campaign = z.infer<typeof Campaign>;

export const CAMPAIGN_SORT_FIELDS = ['id', 'name', 'client_id'] as const;

export const CampaignListQuery = listQuery({
  filter: z.strictObject({
    q: nameContains,
    client_id: clientFilter,
    id: idsFilter,
  }),
  sortFields: CAMPAIGN_SORT_FIELDS,
});
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;
