import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * FTP activity (issue 13, spec `ftp` with details at `{id}`): each FTP account's last sign-in and
 * the files it dropped, with their processing state. Read-only: accounts are set up in
 * `connect-ftp`. The FTP account service's `ftp-activity`.
 */
export default defineResource({
  section: 'config',
  path: 'ftp',
  order: 4,
  role: 'app.config.ftp_account',
  icon: DriveFolderUploadIcon,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  createPath: false,
  archive: false,
  data: { shape: 'simpleRest', service: 'ftp', path: 'ftp-activity' },
  fields: [
    { source: 'name', type: 'text', list: true, search: true },
    {
      source: 'client_id',
      type: 'reference',
      reference: 'config/clients',
      list: true,
      filter: 'equals',
    },
    { source: 'enabled', type: 'boolean', list: true, filter: 'equals' },
    { source: 'last_login_at', type: 'date', list: true },
    { source: 'files_received', type: 'number', list: true },
    { source: 'files_failed', type: 'number', list: true },
  ],
  views: { edit: lazy(() => import('./ftp/FtpActivityShow')) },
});
