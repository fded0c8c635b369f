import CampaignIcon from '@mui/icons-material/Campaign';
import { defineResource } from '../../shared/declarations/types';

/**
 * A client's campaigns, read-only (the call platform creates them): listed on the client's page,
 * and at `/config/campaigns` (not in the menu). The configuration service's `campaigns`.
 */
export default defineResource({
  section: 'config',
  path: 'campaigns',
  order: 90,
  role: 'app.config.client',
  hideFromMenu: true,
  icon: CampaignIcon,
  recordRepresentation: 'name',
  createPath: false,
  editPath: false,
  archive: false,
  data: { shape: 'simpleRest', service: 'config', path: 'campaigns' },
  fields: [
    { source: 'id', type: 'number', list: true },
    { source: 'name', type: 'text', list: true, search: true },
  ],
});
