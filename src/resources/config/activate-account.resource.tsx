import HowToRegIcon from '@mui/icons-material/HowToReg';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';

// The components of fields and inputs load when a view shows them (onDemand).
const RolesField = onDemand(() =>
  import('./activate-account/RolesField').then((module) => module.RolesField),
);
const RolesInput = onDemand(() =>
  import('./activate-account/RolesInput').then((module) => module.RolesInput),
);

/**
 * Account activation (issue 13, spec `activate-account` with add): an operator opens the console
 * to one of a client's people — e-mail, name, client, languages and the sub-applications (roles)
 * granted. The identity server creates the user in the client's group, disabled until the person
 * follows the one-time activation link (shown once here, valid for a limited time) and chooses a
 * password. The list shows each activation's state. Opens with `app.config.client`: activating a
 * client's people is part of setting up the client; administrators create.
 */
export default defineResource({
  section: 'config',
  path: 'activate-account',
  order: 6,
  role: 'app.config.client',
  adminOnly: 'changes',
  icon: HowToRegIcon,
  recordRepresentation: 'email',
  sort: { field: 'inserted_at', order: 'DESC' },
  editPath: false,
  archive: false,
  secrets: ['activation_url'],
  data: { shape: 'simpleRest', service: 'config', path: 'account-activations' },
  fields: [
    { source: 'email', type: 'text', required: true, list: true, search: true },
    { source: 'first_name', type: 'text', required: true, list: true },
    { source: 'last_name', type: 'text', required: true, list: true },
    {
      source: 'client_id',
      type: 'reference',
      reference: 'config/clients',
      required: true,
      list: true,
    },
    { source: 'languages', type: 'languages', required: true, sortable: false },
    {
      source: 'roles',
      type: 'text',
      required: true,
      list: true,
      sortable: false,
      Field: RolesField,
      Input: RolesInput,
    },
    {
      source: 'status',
      type: 'select',
      list: true,
      create: false,
      filter: 'equals',
      choices: ['pending', 'activated', 'expired'].map((status) => ({
        id: status,
        name: `resources.config/activate-account.status.${status}`,
      })),
    },
    { source: 'expires_at', type: 'date', list: true, create: false },
    { source: 'inserted_at', type: 'date', list: true, create: false },
  ],
});
