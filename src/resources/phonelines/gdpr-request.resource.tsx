import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { lazy } from 'react';
import { defineResource } from '../../shared/declarations/types';

/**
 * The data-protection (GDPR) request (issue 14): a caller's number, export or erasure, and a
 * reference. The platform first says what it found, changing nothing; the user confirms; an export
 * gives an archive to download, an erasure removes every call of that number (within the user's
 * clients) and all that was derived from them. The history below lists past requests without the
 * number in clear. The phone lines service's `gdpr-requests`.
 */
export default defineResource({
  section: 'phonelines',
  path: 'gdpr-request',
  order: 2,
  role: 'app.phonelines.gdpr',
  icon: PrivacyTipIcon,
  recordRepresentation: 'reference',
  sort: { field: 'requested_at', order: 'DESC' },
  createPath: false,
  editPath: false,
  archive: false,
  data: { shape: 'simpleRest', service: 'phonelines', path: 'gdpr-requests' },
  fields: [
    { source: 'requested_at', type: 'date', list: true },
    {
      source: 'type',
      type: 'select',
      list: true,
      choices: [
        { id: 'export', name: 'resources.phonelines/gdpr-request.type.export' },
        { id: 'erasure', name: 'resources.phonelines/gdpr-request.type.erasure' },
      ],
    },
    { source: 'reference', type: 'text', list: true, search: true },
    { source: 'number_of_calls', type: 'number', list: true },
    { source: 'requested_by', type: 'text', list: true },
    {
      source: 'status',
      type: 'select',
      list: true,
      choices: ['completed', 'available', 'expired'].map((status) => ({
        id: status,
        name: `resources.phonelines/gdpr-request.status.${status}`,
      })),
    },
  ],
  views: { list: lazy(() => import('./gdpr/GdprRequestPage')) },
});
