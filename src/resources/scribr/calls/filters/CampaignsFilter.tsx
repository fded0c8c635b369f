import { useCampaigns } from '../../../../shared/calls/useCallDirectory';
import type { UrlFilterInputProps } from '../../../../shared/declarations/types';
import { ChoicesInput } from '../../../../shared/serverList/inputs/ChoicesInput';

/** Campaigns (`GET /campaign/?limit=100`), narrowed to the chosen clients. */
export const CampaignsFilter = (props: UrlFilterInputProps<number[]>) => {
  const campaigns = useCampaigns();
  const clients = props.values.clients as number[] | undefined;
  const choices = (campaigns.data ?? []).filter(
    (campaign) => !clients?.length || clients.includes(campaign.client.id),
  );
  return (
    <ChoicesInput<number>
      {...props}
      choices={choices}
      loading={campaigns.isPending}
      failed={!!campaigns.error}
    />
  );
};
