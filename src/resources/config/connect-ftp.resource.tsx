import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { lazy } from 'react';
import { onDemand } from '../../shared/preload';
import { defineResource } from '../../shared/declarations/types';

// The components of fields and inputs load when a view shows them (onDemand).
const FtpPasswordInput = onDemand(() =>
  import('./ftp/FtpPasswordInput').then((module) => module.FtpPasswordInput),
);

/**
 * FTP accounts (issue 13, spec `connect-ftp`: add, edit at `{name}`): the login a client's systems
 * drop audio files with, its home folder and the addresses it may connect from. The record's id is
 * its login name, fixed at creation. The password is the operator's (strength-checked by the
 * service) or the platform's, shown once at creation and at each reset, stored only as a hash.
 * The FTP account service's `ftp-accounts`, in ra-data-simple-rest conventions.
 */
export default defineResource({
  section: 'config',
  path: 'connect-ftp',
  order: 5,
  role: 'app.config.ftp_account',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: FolderSharedIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  secrets: ['password'],
  data: { shape: 'simpleRest', service: 'ftp', path: 'ftp-accounts' },
  fields: [
    { source: 'name', type: 'text', required: true, list: true, search: true, edit: 'readOnly' },
    {
      source: 'client_id',
      type: 'reference',
      reference: 'config/clients',
      required: true,
      list: true,
      filter: 'equals',
    },
    { source: 'home_folder', type: 'text', required: true, list: true },
    { source: 'password', type: 'text', edit: false, Input: FtpPasswordInput },
    { source: 'allowed_sources', type: 'lines', list: true, sortable: false },
    { source: 'enabled', type: 'boolean', list: true, defaultValue: true },
    { source: 'updated_at', type: 'date', list: true, create: false, edit: 'readOnly' },
  ],
  views: { edit: lazy(() => import('./ftp/FtpAccountEdit')) },
});
