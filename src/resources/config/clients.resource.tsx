import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * The platform's clients (issue 13), on the configuration service in ra-data-simple-rest
 * conventions (`clients`). Everyone with the role reads (a client user only its own clients);
 * administrators create, edit and delete (refused while the client has campaigns or calls). Its
 * page lists what the client has: apps, FTP accounts, campaigns.
 */
export default defineResource({
  section: 'config',
  path: 'clients',
  order: 1,
  role: 'app.config.client',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: BusinessIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  data: { shape: 'simpleRest', service: 'config', path: 'clients' },
  fields: [
    { source: 'id', type: 'number', list: true, create: false, edit: 'readOnly' },
    { source: 'name', type: 'text', required: true, list: true, search: true },
    {
      source: 'status',
      type: 'select',
      required: true,
      list: true,
      filter: 'equals',
      defaultValue: 'active',
      choices: [
        { id: 'active', name: 'resources.config/clients.status.active' },
        { id: 'suspended', name: 'resources.config/clients.status.suspended' },
      ],
    },
    { source: 'languages', type: 'languages', required: true, list: true, sortable: false },
    { source: 'retention_days', type: 'number', required: true, list: true, defaultValue: 365 },
    { source: 'contact_email', type: 'text', list: true, sortable: false },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: { edit: lazy(() => import('./clients/ClientEdit')) },
});
