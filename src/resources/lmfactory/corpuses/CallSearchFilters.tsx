import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALL_CLIENTS } from './expressionSearch';
import { useCampaigns, useClients, type CampaignEntry } from './useCallDirectory';

const KEYS = 'resources.lmfactory/corpuses.calls';

/** The client ('0' = all) and campaigns (of that client) to search the calls of. */
export const CallSearchFilters = ({
  client,
  campaigns,
  onClientChange,
  onCampaignsChange,
}: {
  client: string;
  campaigns: number[];
  onClientChange: (client: string) => void;
  onCampaignsChange: (campaigns: number[]) => void;
}) => {
  const translate = useTranslate();
  const clients = useClients();
  const allCampaigns = useCampaigns();
  const choices = (allCampaigns.data ?? []).filter(
    (campaign) => client === ALL_CLIENTS || String(campaign.client?.id) === client,
  );
  const chosen = choices.filter((campaign) => campaigns.includes(campaign.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label={translate(`${KEYS}.client`)}
        value={client}
        onChange={(event) => onClientChange(event.target.value)}
        disabled={clients.isPending}
        error={!!clients.error}
        helperText={clients.error ? translate(`${KEYS}.clientsUnavailable`) : undefined}
        sx={{ flex: '0 0 260px' }}
      >
        <MenuItem value={ALL_CLIENTS}>{translate(`${KEYS}.allClients`)}</MenuItem>
        {(clients.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<CampaignEntry, true>
        multiple
        size="small"
        options={choices}
        value={chosen}
        loading={allCampaigns.isPending}
        getOptionLabel={(campaign) => campaign.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, next) => onCampaignsChange(next.map((campaign) => campaign.id))}
        sx={{ flex: 1, minWidth: 240 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(`${KEYS}.campaigns`)}
            placeholder={chosen.length === 0 ? translate(`${KEYS}.allCampaigns`) : undefined}
            error={!!allCampaigns.error}
            helperText={allCampaigns.error ? translate(`${KEYS}.campaignsUnavailable`) : undefined}
          />
        )}
      />
    </Stack>
  );
};
